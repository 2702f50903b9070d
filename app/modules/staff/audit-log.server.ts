import type { Kysely } from "kysely";
import type { Database } from "#app/platform/db/schema.ts";

/** Entries on one page of /sales/audit. */
export const AUDIT_PAGE_SIZE = 50;

export type AuditFilter = { page: number; action?: string; staffId?: number };

export type AuditEntry = {
  id: number;
  at: number;
  /** Who did it: null for the command line or the system itself. */
  staff: { id: number; name: string } | null;
  action: string;
  subject: string;
  /** The subject's account name, when the subject is a staff account ("staff:12"). */
  subjectStaffName: string | null;
  details: Record<string, unknown>;
};

export type AuditPage = {
  entries: AuditEntry[];
  total: number;
  page: number;
  pages: number;
  /** Every action the log holds, for the filter. */
  actions: string[];
  /** Every account, for the filter. */
  staff: { id: number; name: string }[];
};

function parseDetails(json: string): Record<string, unknown> {
  try {
    const value = JSON.parse(json) as unknown;
    return value && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/**
 * One page of the audit log, newest first, filtered by action and by staff member. Read only: the
 * console has no way to change or delete an entry (docs/decisions/113).
 */
export async function auditPage(db: Kysely<Database>, filter: AuditFilter): Promise<AuditPage> {
  let base = db.selectFrom("audit_log");
  if (filter.action) base = base.where("action", "=", filter.action);
  if (filter.staffId !== undefined) base = base.where("staff_id", "=", filter.staffId);

  const [{ total }, actions, staff] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
    db.selectFrom("audit_log").select("action").distinct().orderBy("action").execute(),
    db.selectFrom("staff_users").select(["id", "name"]).orderBy("name").execute(),
  ]);
  const count = Number(total);
  const pages = Math.max(1, Math.ceil(count / AUDIT_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(filter.page) || 1), pages);
  const rows = await base
    .select(["id", "at", "staff_id", "action", "subject", "details_json"])
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE)
    .execute();

  const names = new Map(staff.map((row) => [Number(row.id), row.name]));
  const staffSubject = (subject: string) => {
    const match = /^staff:(\d+)$/.exec(subject);
    return match ? (names.get(Number(match[1])) ?? null) : null;
  };
  return {
    entries: rows.map((row) => {
      const staffId = row.staff_id === null ? null : Number(row.staff_id);
      return {
        id: Number(row.id),
        at: Number(row.at),
        staff: staffId === null ? null : { id: staffId, name: names.get(staffId) ?? `#${staffId}` },
        action: row.action,
        subject: row.subject,
        subjectStaffName: staffSubject(row.subject),
        details: parseDetails(row.details_json),
      };
    }),
    total: count,
    page,
    pages,
    actions: actions.map((row) => row.action),
    staff: staff.map((row) => ({ id: Number(row.id), name: row.name })),
  };
}
