import fs from "node:fs";

/**
 * Structured JSON logs, one line each. Personal data never goes in whole: phones and e-mails pass
 * through the maskers, OTPs and tokens are never logged (docs/decisions/204, 102).
 */
export type LogFields = Record<string, string | number | boolean | null | undefined>;
export type Logger = {
  info: (msg: string, fields?: LogFields) => void;
  warn: (msg: string, fields?: LogFields) => void;
  error: (msg: string, fields?: LogFields) => void;
};

/** "9876543210" → "98xxxxxx10" (as docs/decisions/102 shows it). */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.length < 4) return "x".repeat(digits.length);
  return `${digits.slice(0, 2)}${"x".repeat(digits.length - 4)}${digits.slice(-2)}`;
}

/** "asha.rao@example.com" → "a***@example.com". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  return `${email[0]}***${email.slice(at)}`;
}

/**
 * Writes the line straight to the file descriptor: from the lead thread, `process.stdout` would
 * hand every line to the HTTP thread to write. A line is one write (atomic on a pipe up to 4 KiB); if
 * the descriptor is busy, the stream takes it instead.
 */
function write(stream: NodeJS.WriteStream, fd: 1 | 2, level: string, msg: string, fields?: LogFields) {
  const line = `${JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields })}\n`;
  try {
    fs.writeSync(fd, line);
  } catch {
    stream.write(line);
  }
}

export const consoleLogger: Logger = {
  info: (msg, fields) => write(process.stdout, 1, "info", msg, fields),
  warn: (msg, fields) => write(process.stderr, 2, "warn", msg, fields),
  error: (msg, fields) => write(process.stderr, 2, "error", msg, fields),
};

/** A logger that keeps lines in memory (tests read them to prove nothing personal leaks). */
export function memoryLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const push = (level: string) => (msg: string, fields?: LogFields) =>
    void lines.push(JSON.stringify({ level, msg, ...fields }));
  return { lines, info: push("info"), warn: push("warn"), error: push("error") };
}
