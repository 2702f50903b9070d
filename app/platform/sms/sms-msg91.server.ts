import { maskPhone, type Logger } from "#app/platform/observability/logger.server.ts";
import type { SmsProvider } from "./sms-provider.server.ts";

export type Msg91Config = {
  url: string;
  authKey: string;
  /** MSG91's flow template id, mapped on the MSG91 panel to the DLT template. */
  templateId: string;
  dltTemplateId: string;
  senderId: string;
  timeoutMs?: number;
};

/**
 * MSG91's Flow API (POST /api/v5/flow, `authkey` header): the registered template is filled with the
 * `otp` variable and sent to +91 numbers only. A non-2xx answer or `type: "error"` is a failure.
 */
export function msg91SmsProvider(config: Msg91Config, logger: Logger): SmsProvider {
  if (!config.authKey || !config.templateId) {
    throw new Error("SMS_PROVIDER=msg91 needs MSG91_AUTH_KEY and MSG91_TEMPLATE_ID");
  }
  return {
    name: "msg91",
    send: async (message) => {
      const response = await fetch(config.url, {
        method: "POST",
        headers: { authkey: config.authKey, "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({
          template_id: config.templateId,
          sender: config.senderId,
          short_url: "0",
          DLT_TE_ID: config.dltTemplateId,
          recipients: [{ mobiles: `91${message.to}`, ...message.variables }],
        }),
        signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
      });
      const body = (await response.json().catch(() => ({}))) as { type?: string; message?: string };
      if (!response.ok || body.type !== "success") {
        logger.warn("msg91 refused the sms", { to: maskPhone(message.to), status: response.status });
        throw new Error(`MSG91 answered ${response.status}`);
      }
      logger.info("sms sent", {
        provider: "msg91",
        to: maskPhone(message.to),
        request_id: body.message ?? "",
      });
    },
  };
}
