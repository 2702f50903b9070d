import fs from "node:fs";

export type OutboxLine = { at: string; to: string; template_id: string; text: string };

/** Every SMS the console provider wrote to the outbox file, oldest first. */
export function readOutbox(outboxPath: string): OutboxLine[] {
  if (!fs.existsSync(outboxPath)) return [];
  return fs
    .readFileSync(outboxPath, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxLine);
}

/** The code in the newest SMS to `phone` (the 6-digit number after '#'), or undefined. */
export function latestOtp(outboxPath: string, phone: string): string | undefined {
  const message = readOutbox(outboxPath)
    .filter((m) => m.to === phone)
    .at(-1);
  return message ? /#(\d{6})\s*$/.exec(message.text)?.[1] : undefined;
}
