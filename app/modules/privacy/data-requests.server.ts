import type { Kysely, Transaction } from "kysely";
import type { Database, DataRequestsTable } from "#app/platform/db/schema.ts";
import { recordAudit } from "#app/modules/staff/audit.server.ts";
import { subjectHint, type PrivacySubject } from "./privacy-subject.ts";

type Db = Kysely<Database> | Transaction<Database>;
export type DataRequestKind = DataRequestsTable["kind"];

/** A request as the page lists it: what, when, by whom, and the masked hint (never the phone or e-mail). */
export type DataRequestSummary = {
  id: number;
  at: number;
  kind: DataRequestKind;
  hint: string;
  staffName: string;
  details: Record<string, unknown>;
};

/**
 * The minimal record that a request was honoured (DPDP Rules 2025: show it was answered without
 * keeping what was erased): kind, time, who, a masked hint and counts. Also written to the audit log,
 * in the same transaction. Resolves with the request's id.
 */
export async function recordDataRequest(
  db: Db,
  {
    kind,
    subject,
    staffId,
    details,
    at,
    auditSubject,
  }: {
    kind: DataRequestKind;
    subject: PrivacySubject;
    staffId: number;
    details: Record<string, unknown>;
    at: number;
    /** What the audit entry is about; the request itself unless given (a correction names its lead). */
    auditSubject?: string;
  },
): Promise<number> {
  const hint = subjectHint(subject);
  const row = await db
    .insertInto("data_requests")
    .values({ at, staff_id: staffId, kind, subject_hint: hint, details_json: JSON.stringify(details) })
    .returning("id")
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  await recordAudit(db, {
    staffId,
    action: `privacy-${kind}`,
    subject: auditSubject ?? `data-request:${id}`,
    details: { request: id, hint, ...details },
    at,
  });
  return id;
}

/** The latest requests answered, newest first. */
export async function recentDataRequests(db: Db, limit = 20): Promise<DataRequestSummary[]> {
  const rows = await db
    .selectFrom("data_requests")
    .leftJoin("staff_users", "staff_users.id", "data_requests.staff_id")
    .select([
      "data_requests.id",
      "data_requests.at",
      "data_requests.kind",
      "data_requests.subject_hint",
      "data_requests.details_json",
      "staff_users.name as staff_name",
    ])
    .orderBy("data_requests.at", "desc")
    .orderBy("data_requests.id", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    at: Number(r.at),
    kind: r.kind,
    hint: r.subject_hint,
    staffName: r.staff_name ?? "",
    details: safeObject(r.details_json),
  }));
}

function safeObject(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
