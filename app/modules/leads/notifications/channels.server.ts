import { smtpSender } from "#app/platform/mail/smtp.server.ts";
import type { LeadMessage } from "./lead-message.server.ts";

/** A delivery channel; it throws when the message was not accepted. */
export type Channel = (message: LeadMessage) => Promise<void>;

/** E-mail over SMTP to the sales address. */
export function emailChannel({ smtpUrl, from, to }: { smtpUrl: string; from: string; to: string }): Channel {
  const send = smtpSender({ smtpUrl, from });
  return (message) =>
    send({
      to,
      subject: message.subject,
      text: message.text,
      // Lets the sales mailbox thread and de-duplicate a retried send.
      messageId: `<${message.kind}-${message.id}@leads.arka-solar.example>`,
      headers: { "X-Arka-Lead": `${message.kind}-${message.id}` },
    });
}

/** A JSON POST of the lead to a webhook (a CRM, say); 2xx means delivered. */
export function webhookChannel(url: string): Channel {
  return async (message) => {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": `${message.kind}-${message.id}` },
      body: JSON.stringify(message.payload),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`webhook answered ${response.status}`);
  };
}
