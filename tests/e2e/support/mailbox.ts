import fs from "node:fs";
import path from "node:path";
import { e2eVarDir } from "./e2e-var.ts";

export type Mail = { from: string; to: string[]; data: string };

/** Every e-mail the e2e server has sent so far (tests/e2e/start-server.ts keeps them in mail.jsonl). */
export function receivedMail(varDir = e2eVarDir()): Mail[] {
  const file = path.join(varDir, "mail.jsonl");
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Mail);
}

/** The newest e-mail to `address`, if any. */
export function latestMailTo(address: string, varDir?: string): Mail | undefined {
  return receivedMail(varDir)
    .filter((mail) => mail.to.includes(address.toLowerCase()))
    .at(-1);
}

/** The text body of a plain-text e-mail (quoted-printable soft breaks undone). */
export function mailText(mail: Mail): string {
  const body = mail.data
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join("\n\n");
  return body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
