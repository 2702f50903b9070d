/**
 * The inbox's CSV export (docs/decisions/114): the list as filtered on the page, every page of it, up
 * to EXPORT_CAP rows, read in keyset batches; recorded in the audit log with the filter and the number
 * of rows, since personal data leaves the system.
 */
import type { Kysely } from "kysely";
import type { Database } from "#app/platform/db/schema.ts";
import { recordAudit } from "#app/modules/staff/audit.server.ts";
import { CSV_BOM, csvLine } from "./csv.ts";
import { inboxBatches, type InboxRow } from "./inbox.server.ts";
import { EXPORT_CAP, type InboxFilter } from "./inbox-filter.ts";
import { formatCallbackTime, isoDateIST, spreadsheetDateTimeIST } from "./lead-format.ts";
import { KIND_LABELS, STATUS_LABELS } from "./lead-labels.ts";

export { EXPORT_CAP };

/** The export's columns: heading and value, in order. */
export const EXPORT_COLUMNS: readonly {
  heading: string;
  value: (row: InboxRow) => string | number | null;
}[] = [
  { heading: "Kind", value: (r) => KIND_LABELS[r.inboxKind] },
  { heading: "ID", value: (r) => r.id },
  { heading: "Received (India time)", value: (r) => spreadsheetDateTimeIST(r.createdAt) },
  { heading: "Name", value: (r) => r.name },
  { heading: "E-mail", value: (r) => r.email },
  { heading: "Mobile", value: (r) => r.phone },
  { heading: "City", value: (r) => r.city },
  { heading: "District", value: (r) => r.district },
  { heading: "State", value: (r) => r.state },
  { heading: "Pin code", value: (r) => r.pincode },
  { heading: "Zone", value: (r) => r.zone },
  { heading: "Campaign", value: (r) => r.campaignId },
  { heading: "Source", value: (r) => r.source },
  { heading: "Status", value: (r) => STATUS_LABELS[r.status] },
  { heading: "Lost reason", value: (r) => r.lostReason },
  { heading: "Assigned to", value: (r) => r.assigneeName },
  { heading: "Next follow-up", value: (r) => r.followUpOn },
  { heading: "Held as possible spam", value: (r) => (r.held ? "yes" : "no") },
  { heading: "Flags", value: (r) => r.flags.join(" ") },
  { heading: "Answers", value: (r) => r.answers.map((a) => `${a.title}: ${a.answer}`).join("; ") },
  {
    heading: "Call back (India time)",
    value: (r) => (r.callback ? formatCallbackTime(r.callback.date, r.callback.slot) : ""),
  },
  // Where the lead was sent from and in which language (docs/decisions/193).
  { heading: "Page", value: (r) => r.pagePath },
  { heading: "Language", value: (r) => r.language },
  {
    heading: "Last activity (India time)",
    value: (r) => (r.lastActivityAt === null ? "" : spreadsheetDateTimeIST(r.lastActivityAt)),
  },
];

export type CsvExport = { fileName: string; body: string; rows: number; capped: boolean };

/** Builds the CSV of the filtered list and records the export in the audit log. */
export async function exportInbox(
  db: Kysely<Database>,
  {
    filter,
    staffId,
    now,
    cap = EXPORT_CAP,
  }: { filter: InboxFilter; staffId: number; now: number; cap?: number },
): Promise<CsvExport> {
  const parts = [CSV_BOM, csvLine(EXPORT_COLUMNS.map((c) => c.heading))];
  let rows = 0;
  let capped = false;
  // One row past the cap is read only to say that the file stops short of the list.
  for await (const batch of inboxBatches(db, filter, { cap: cap + 1 })) {
    for (const row of batch) {
      if (rows === cap) {
        capped = true;
        break;
      }
      parts.push(csvLine(EXPORT_COLUMNS.map((c) => c.value(row))));
      rows++;
    }
  }
  await recordAudit(db, {
    staffId,
    action: "leads-exported",
    subject: "inbox",
    details: { filter, rows, capped },
    at: now,
  });
  return { fileName: `arka-leads-${isoDateIST(now)}.csv`, body: parts.join(""), rows, capped };
}
