import fs from "node:fs";
import path from "node:path";
import { maskPhone, type Logger } from "#app/platform/observability/logger.server.ts";
import type { SmsProvider } from "./sms-provider.server.ts";

/**
 * Development stand-in for an SMS gateway: the message goes to a local JSON-lines outbox file (which
 * tests and the browser specs read) and the log gets a masked line without the text.
 */
export function consoleSmsProvider({
  outboxPath,
  logger,
}: {
  outboxPath: string;
  logger: Logger;
}): SmsProvider {
  fs.mkdirSync(path.dirname(path.resolve(outboxPath)), { recursive: true });
  return {
    name: "console",
    send: async (message) => {
      const line = {
        at: new Date().toISOString(),
        to: message.to,
        template_id: message.templateId,
        text: message.text,
      };
      await fs.promises.appendFile(outboxPath, `${JSON.stringify(line)}\n`, { mode: 0o600 });
      logger.info("sms written to outbox", { to: maskPhone(message.to), template_id: message.templateId });
    },
  };
}
