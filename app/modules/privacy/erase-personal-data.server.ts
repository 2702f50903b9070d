import type { Kysely } from "kysely";
import { lockKeys } from "#app/platform/db/locks.server.ts";
import type { Database } from "#app/platform/db/schema.ts";
import { anonymiseLeads } from "./anonymise-leads.server.ts";
import { recordDataRequest } from "./data-requests.server.ts";
import { findPersonalData, SIGN_IN_EMAIL_BUCKET } from "./find-personal-data.server.ts";
import { maskMentionsInJson, maskMentionsInText } from "./mentions.server.ts";
import {
  foundFingerprint,
  LEAD_KINDS,
  totalFound,
  type ErasureCounts,
  type PersonalData,
  type PrivacySubject,
} from "./privacy-records.ts";

export type ErasureResult =
  | { ok: true; requestId: number; counts: ErasureCounts }
  /** The records changed since the confirm step was shown: nothing was erased; here is what there is now. */
  | { ok: false; reason: "changed"; found: PersonalData }
  | { ok: false; reason: "nothing" };

/**
 * Erases a person's data everywhere it was found (DPDP Act s.12(3)), in one transaction: leads are
 * anonymised (anonymise-leads.server.ts), OTP codes, phone verifications, the wrong-code counter and
 * the sign-in limit hits are deleted, and every timeline, audit or alert entry that mentions the phone
 * or e-mail has the mention masked. Staff accounts are reported and kept. What remains is the
 * data_requests row (a masked hint and counts) and its audit entry.
 *
 * `fingerprint` is the one the confirm step showed: if anything changed since, nothing is erased.
 * The transaction holds the intake's and the OTP's locks for this phone and e-mail, so a lead or code
 * arriving at the same moment is either erased too or stored after, never half-way.
 */
export async function erasePersonalData(
  db: Kysely<Database>,
  subject: PrivacySubject,
  { fingerprint, staffId, at }: { fingerprint: string; staffId: number; at: number },
): Promise<ErasureResult> {
  return db.transaction().execute(async (trx): Promise<ErasureResult> => {
    await lockKeys(trx, [
      subject.phone && `lead-phone:${subject.phone}`,
      subject.phone && `otp-phone:${subject.phone}`,
      subject.email && `lead-email:${subject.email}`,
    ]);
    const found = await findPersonalData(trx, subject);
    if (foundFingerprint(found) !== fingerprint) return { ok: false, reason: "changed", found };
    if (totalFound(found) === found.staffAccounts.length) return { ok: false, reason: "nothing" };

    let leadEventsMasked = 0;
    let notificationsStopped = 0;
    for (const kind of LEAD_KINDS) {
      const ids = found.leads.filter((lead) => lead.kind === kind).map((lead) => lead.id);
      const done = await anonymiseLeads(trx, kind, ids, { at, reason: "erasure", staffId });
      leadEventsMasked += done.leadEvents;
      notificationsStopped += done.notificationsStopped;
    }
    // Entries of other leads (or of no lead) that mention the person: only the mention goes.
    for (const entry of found.leadEvents.filter((e) => e.reason === "mention")) {
      const row = await trx
        .selectFrom("lead_events")
        .select("details_json")
        .where("id", "=", entry.id)
        .executeTakeFirstOrThrow();
      await trx
        .updateTable("lead_events")
        .set({ details_json: maskMentionsInJson(row.details_json, subject) })
        .where("id", "=", entry.id)
        .execute();
      leadEventsMasked += 1;
    }
    for (const entry of found.auditEntries) {
      const row = await trx
        .selectFrom("audit_log")
        .select(["details_json", "subject"])
        .where("id", "=", entry.id)
        .executeTakeFirstOrThrow();
      await trx
        .updateTable("audit_log")
        .set({
          details_json: maskMentionsInJson(row.details_json, subject),
          subject: maskMentionsInText(row.subject, subject),
        })
        .where("id", "=", entry.id)
        .execute();
    }
    for (const entry of found.alerts) {
      const row = await trx
        .selectFrom("alerts")
        .select("details_json")
        .where("id", "=", entry.id)
        .executeTakeFirstOrThrow();
      await trx
        .updateTable("alerts")
        .set({ details_json: maskMentionsInJson(row.details_json, subject) })
        .where("id", "=", entry.id)
        .execute();
    }

    const deleted = { otp: 0, verifications: 0, counters: 0, hits: 0 };
    if (subject.phone) {
      const phone = subject.phone;
      deleted.otp = await countDeleted(trx.deleteFrom("otp_challenges").where("phone", "=", phone));
      deleted.verifications = await countDeleted(
        trx.deleteFrom("phone_verifications").where("phone", "=", phone),
      );
      deleted.counters = await countDeleted(trx.deleteFrom("otp_phone_failures").where("phone", "=", phone));
    }
    if (subject.email) {
      deleted.hits = await countDeleted(
        trx.deleteFrom("rate_events").where("bucket", "=", `${SIGN_IN_EMAIL_BUCKET}${subject.email}`),
      );
    }

    const counts: ErasureCounts = {
      leadsAnonymised: found.leads.length,
      leadEventsMasked,
      notificationsStopped,
      otpCodesDeleted: deleted.otp,
      phoneVerificationsDeleted: deleted.verifications,
      wrongCodeCountersDeleted: deleted.counters,
      signInLimitHitsDeleted: deleted.hits,
      auditEntriesMasked: found.auditEntries.length,
      alertsMasked: found.alerts.length,
      staffAccountsKept: found.staffAccounts.length,
    };
    const requestId = await recordDataRequest(trx, {
      kind: "erase",
      subject,
      staffId,
      // Lead ids are kept: once masked they point at nothing personal, and sales can see which
      // rows the request emptied.
      details: { counts, leads: found.leads.map((lead) => `${lead.kind}:${lead.id}`) },
      at,
    });
    return { ok: true, requestId, counts };
  });
}

async function countDeleted(query: { executeTakeFirst: () => Promise<{ numDeletedRows: bigint }> }) {
  return Number((await query.executeTakeFirst()).numDeletedRows);
}
