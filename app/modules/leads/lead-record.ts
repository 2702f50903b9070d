/**
 * The one lead record (docs/decisions/199): every kind is a row of `leads` (app/platform/db/schema.ts);
 * these are the columns only some kinds ask for, declared once. Every other column is common.
 */
import type { LeadKind, LeadsTable } from "#app/platform/db/schema.ts";

type Column = keyof LeadsTable;

/** The columns a kind asks for beyond the common ones; the others are null on its rows. */
export const KIND_COLUMNS = {
  enquiry: [
    "name",
    "email",
    "state",
    "district",
    "city",
    "pincode",
    "zonal_name",
    "category",
    "campaign_id",
    "source",
    "requirements_json",
    "calculator_estimate",
    "page_path",
  ],
  dealer: [
    "first_name",
    "last_name",
    "email",
    "country",
    "state",
    "district",
    "city",
    "pincode",
    "street",
    "requirements_json",
    "phone_verified",
    "decision",
    "listed_publicly",
  ],
  callback: ["name", "preferred_date", "preferred_slot", "page_path", "campaign_id", "source"],
} as const satisfies Record<LeadKind, readonly Column[]>;

const KIND_ONLY = new Set<string>(Object.values(KIND_COLUMNS).flat());

/** A row without the columns its kind does not ask for (the lead as its own form sent it). */
export function ownColumns<T extends { kind: LeadKind }>(row: T): Partial<T> {
  const own = new Set<string>(KIND_COLUMNS[row.kind]);
  return Object.fromEntries(
    Object.entries(row).filter(([column]) => !KIND_ONLY.has(column) || own.has(column)),
  ) as Partial<T>;
}
