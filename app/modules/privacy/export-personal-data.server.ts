import type { Kysely } from "kysely";
import type { Database } from "#app/platform/db/schema.ts";
import { recordDataRequest } from "./data-requests.server.ts";
import { findPersonalData } from "./find-personal-data.server.ts";
import { countFound, type PersonalData, type PrivacySubject } from "./privacy-records.ts";

/** The JSON a person receives: every record found, grouped as on the request screen. */
export type PersonalDataExport = {
  format: "arka-personal-data/1";
  generated_at: string;
  request_id: number;
  subject: PrivacySubject;
  /** What each group is, in words, so the file explains itself. */
  about: string;
  records: PersonalData;
};

/**
 * Exports everything found for a phone or e-mail (DPDP Act s.11: a summary of the data held), and
 * records the request (data_requests + audit log) in the same transaction as the read.
 */
export async function exportPersonalData(
  db: Kysely<Database>,
  subject: PrivacySubject,
  { staffId, at }: { staffId: number; at: number },
): Promise<PersonalDataExport> {
  return db.transaction().execute(async (trx) => {
    const records = await findPersonalData(trx, subject);
    const requestId = await recordDataRequest(trx, {
      kind: "export",
      subject,
      staffId,
      details: { counts: countFound(records) },
      at,
    });
    return {
      format: "arka-personal-data/1",
      generated_at: new Date(at).toISOString(),
      request_id: requestId,
      subject,
      about:
        "Every record of this mobile number or e-mail address held in the Arka lead system's database: " +
        "enquiries, dealer applications and call-back requests, OTP codes sent (never the codes), phone " +
        "verifications, notifications to our sales team, timeline and audit entries that mention it, and " +
        "limit counters. " +
        "Times are UTC (ISO 8601) or milliseconds since 1970.",
      records,
    };
  });
}
