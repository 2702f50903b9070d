import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";

const DAY = 24 * 60 * 60 * 1000;

/**
 * docs/decisions/110-database-backups.md: one backup a day; the last 35 days kept,
 * and before that the first backup of each month for 13 months, so a year back is always there.
 */
export const BACKUP = { everyMs: DAY, keepDailyMs: 35 * DAY, keepMonthly: 13 } as const;

const NAME = /^arka-(\d{4})-(\d{2})-(\d{2})T(\d{2})(\d{2})(\d{2})Z\.sqlite$/;

/** `arka-2026-11-22T060000Z.sqlite`: sorts by time, and the time can be read back from the name. */
export function backupFileName(at: number): string {
  const iso = new Date(at).toISOString(); // 2026-11-22T06:00:00.000Z
  return `arka-${iso.slice(0, 10)}T${iso.slice(11, 19).replace(/:/g, "")}Z.sqlite`;
}

export function backupTime(fileName: string): number | undefined {
  const m = NAME.exec(fileName);
  if (!m) return undefined;
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6]));
}

/** The backups in `dir`, oldest first (other files are left alone). */
export function listBackups(dir: string): { file: string; at: number }[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .map((file) => ({ file, at: backupTime(file) }))
    .filter((b): b is { file: string; at: number } => b.at !== undefined)
    .sort((a, b) => a.at - b.at);
}

/** The backups the retention rule lets go: older than 35 days and not the first of a month still kept. */
export function backupsToDelete(backups: { file: string; at: number }[], now: number): string[] {
  const monthsKept = new Set<string>();
  const current = new Date(now);
  for (let i = 0; i < BACKUP.keepMonthly; i++) {
    const month = new Date(Date.UTC(current.getUTCFullYear(), current.getUTCMonth() - i, 1));
    monthsKept.add(month.toISOString().slice(0, 7));
  }
  const firstOfMonth = new Map<string, string>();
  for (const backup of backups) {
    const month = new Date(backup.at).toISOString().slice(0, 7);
    if (!firstOfMonth.has(month)) firstOfMonth.set(month, backup.file);
  }
  return backups
    .filter((b) => now - b.at > BACKUP.keepDailyMs)
    .filter((b) => {
      const month = new Date(b.at).toISOString().slice(0, 7);
      return !(monthsKept.has(month) && firstOfMonth.get(month) === b.file);
    })
    .map((b) => b.file);
}

export type BackupResult = { file: string; bytes: number; deleted: string[] };

/**
 * Copies the live database to `dir` with SQLite's online backup (a consistent snapshot, written while
 * leads keep coming in), checks the copy's integrity before giving it its final name, then applies the
 * retention rule. A copy that fails the check is removed and the error thrown (the caller alarms).
 */
export async function backUp({
  copy,
  dir,
  now,
}: {
  /** Writes a consistent copy of the live database to the given path. */
  copy: (destination: string) => Promise<void>;
  dir: string;
  now: number;
}): Promise<BackupResult> {
  fs.mkdirSync(dir, { recursive: true });
  const file = backupFileName(now);
  const partial = path.join(dir, `${file}.partial`);
  // What an interrupted backup (a crash, a kill) left behind.
  for (const leftover of fs.readdirSync(dir).filter((f) => f.includes(".partial"))) {
    fs.rmSync(path.join(dir, leftover), { force: true });
  }
  try {
    await copy(partial);
    selfContained(partial);
    assertIntact(partial);
    const fd = fs.openSync(partial, "r");
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    fs.renameSync(partial, path.join(dir, file));
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
  const deleted = backupsToDelete(listBackups(dir), now);
  for (const old of deleted) fs.rmSync(path.join(dir, old), { force: true });
  return { file, bytes: fs.statSync(path.join(dir, file)).size, deleted };
}

/**
 * The copy keeps the live database's WAL mode; a backup should be one file that opens anywhere, read
 * only, without -wal and -shm files appearing beside it.
 */
function selfContained(file: string): void {
  const db = new SQLite(file);
  try {
    db.pragma("journal_mode = DELETE");
  } finally {
    db.close();
  }
}

/** Throws unless SQLite's own integrity check passes on the file. */
export function assertIntact(file: string): void {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const result = db.pragma("integrity_check", { simple: true });
    if (result !== "ok")
      throw new Error(`backup ${path.basename(file)} failed its integrity check: ${String(result)}`);
  } finally {
    db.close();
  }
}
