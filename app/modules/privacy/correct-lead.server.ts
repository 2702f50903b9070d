import { sql, type Kysely } from "kysely";
import type { Database } from "#app/platform/db/schema.ts";
import { recordDataRequest } from "./data-requests.server.ts";
import { checkCorrection, isCorrectableField } from "./lead-corrections.ts";
import type { LeadKind, PrivacySubject } from "./privacy-records.ts";

export type CorrectionResult =
  | { ok: true; requestId: number; version: number }
  | { ok: false; reason: "not_found" | "anonymised" | "unknown_field" | "unchanged" }
  | { ok: false; reason: "invalid"; message: string }
  /** Someone changed the lead since the form was shown: nothing was written. */
  | { ok: false; reason: "conflict"; version: number };

/** The timeline entry of a correction; its details name the field, never the old or new value. */
export const CORRECTED_EVENT = "corrected";

/**
 * Corrects one field of a lead on its owner's request (DPDP Act s.12), with the rule the form used.
 * The lead must be one the request found (its phone or e-mail), and `version` the one the screen
 * showed: a concurrent change is reported, never overwritten. The timeline and the audit log say which
 * field was corrected, by whom, and when; the values stay only on the lead.
 */
export async function correctLead(
  db: Kysely<Database>,
  {
    subject,
    kind,
    id,
    field,
    value,
    version,
    staffId,
    at,
  }: {
    subject: PrivacySubject;
    kind: LeadKind;
    id: number;
    field: string;
    value: string;
    version: number;
    staffId: number;
    at: number;
  },
): Promise<CorrectionResult> {
  if (!isCorrectableField(kind, field)) return { ok: false, reason: "unknown_field" };
  const checked = checkCorrection(kind, field, value);
  if (!checked.ok) return { ok: false, reason: "invalid", message: checked.message };

  return db.transaction().execute(async (trx): Promise<CorrectionResult> => {
    const lead = await trx
      .selectFrom("leads")
      .select([
        "id",
        "version",
        "anonymised_at",
        "phone",
        // A call-back request has no e-mail (null): only its phone makes it the person's.
        "email",
        sql<string>`${sql.ref(field)}`.as("current"),
      ])
      .where("id", "=", id)
      .where("kind", "=", kind)
      .executeTakeFirst();
    const belongs =
      lead &&
      ((subject.phone && lead.phone === subject.phone) ||
        (subject.email && lead.email?.toLowerCase() === subject.email));
    if (!lead || !belongs) return { ok: false, reason: "not_found" };
    if (lead.anonymised_at !== null) return { ok: false, reason: "anonymised" };
    if (Number(lead.version) !== version)
      return { ok: false, reason: "conflict", version: Number(lead.version) };
    if (lead.current === checked.value) return { ok: false, reason: "unchanged" };

    const updated = await trx
      .updateTable("leads")
      .set((eb) => ({ [field]: checked.value, version: eb("version", "+", 1), last_activity_at: at }))
      .where("id", "=", id)
      .where("kind", "=", kind)
      .where("version", "=", version)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return { ok: false, reason: "conflict", version };

    await trx
      .insertInto("lead_events")
      .values({
        lead_kind: kind,
        lead_id: id,
        at,
        staff_id: staffId,
        kind: CORRECTED_EVENT,
        details_json: JSON.stringify({ field, via: "data-request" }),
      })
      .execute();
    const requestId = await recordDataRequest(trx, {
      kind: "correct",
      subject,
      staffId,
      details: { lead: `${kind}:${id}`, field },
      at,
      auditSubject: `${kind}:${id}`,
    });
    return { ok: true, requestId, version: version + 1 };
  });
}
