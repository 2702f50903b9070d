import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { assertIntact, listBackups } from "./backup.server.ts";

export type DrillReport = {
  backup: string;
  takenAt: string;
  enquiries: number;
  dealerApplications: number;
  notificationsPending: number;
  newestLeadAt: string | null;
};

/**
 * The restore drill (docs/decisions/110): restores the newest backup into a scratch file, checks it the
 * way the server would need it (integrity, the lead table readable) and reports what it holds, so a
 * person can compare it with the live site. The live database is never touched.
 */
export function restoreDrill(dir: string): DrillReport {
  const newest = listBackups(dir).at(-1);
  if (!newest) throw new Error(`no backup in ${dir}`);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "arka-restore-"));
  const restored = path.join(scratch, "restored.sqlite");
  try {
    fs.copyFileSync(path.join(dir, newest.file), restored);
    assertIntact(restored);
    const db = new SQLite(restored, { readonly: true });
    try {
      const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
      const newestLead = (
        db.prepare("select max(created_at) as at from leads where kind in ('enquiry', 'dealer')").get() as {
          at: number | null;
        }
      ).at;
      return {
        backup: newest.file,
        takenAt: new Date(newest.at).toISOString(),
        enquiries: count("select count(*) as n from leads where kind = 'enquiry'"),
        dealerApplications: count("select count(*) as n from leads where kind = 'dealer'"),
        notificationsPending: count("select count(*) as n from notifications where status != 'sent'"),
        newestLeadAt: newestLead === null ? null : new Date(Number(newestLead)).toISOString(),
      };
    } finally {
      db.close();
    }
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}
