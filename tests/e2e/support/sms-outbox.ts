/** Reads the codes the server "texted": its console SMS provider appends JSON lines to a file. */
import fs from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { e2eVarDir } from "./e2e-var.ts";

type OutboxLine = { at: string; to: string; template_id?: string; text: string };

function outboxLines(): OutboxLine[] {
  const file = path.join(e2eVarDir(), "sms-outbox.jsonl");
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxLine);
}

/** Every SMS sent to this phone (the provider may prefix +91 / 91). */
export function smsTo(phone: string): OutboxLine[] {
  return outboxLines().filter((line) => line.to.replace(/\D/g, "").endsWith(phone));
}

/** Waits for the `count`-th SMS to this phone and returns its 6-digit code. */
export async function otpFromOutbox(phone: string, count = 1): Promise<string> {
  await expect.poll(() => smsTo(phone).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  const text = smsTo(phone)[count - 1]!.text;
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`No 6-digit code in SMS: ${text}`);
  return code;
}
