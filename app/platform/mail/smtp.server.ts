import type { Transporter } from "nodemailer";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  /** Lets a mailbox thread and de-duplicate a message sent twice. */
  messageId?: string;
  headers?: Record<string, string>;
};

/**
 * E-mail over SMTP (nodemailer, loaded on the first message rather than at start-up). Resolves once the
 * server has accepted the message; rejects otherwise.
 */
export function smtpSender({ smtpUrl, from }: { smtpUrl: string; from: string }) {
  let transport: Promise<Transporter> | undefined;
  const connect = async () => {
    const nodemailer = await import("nodemailer");
    return nodemailer.createTransport(smtpUrl, {
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    } as never);
  };
  return async (message: MailMessage): Promise<void> => {
    transport ??= connect();
    await (await transport).sendMail({ from, ...message });
  };
}

export type SendMail = ReturnType<typeof smtpSender>;
