/**
 * Stored leads written straight into a test database, for tests of what the console reads and changes
 * (the dashboard, dealer decisions). Override what a test varies; the rest is a plausible lead.
 */
import type { Insertable, Kysely } from "kysely";
import type { Database, DealerApplicationsTable, EnquiriesTable } from "#app/db/schema.ts";

let serial = 0;
const nextPhone = () => `98${String(10_000_000 + ++serial).slice(-8)}`;

export async function insertEnquiry(
  db: Kysely<Database>,
  overrides: Partial<Insertable<EnquiriesTable>> & { created_at: number },
): Promise<number> {
  const phone = overrides.phone ?? nextPhone();
  const row = await db
    .insertInto("enquiries")
    .values({
      name: "Meera Iyer",
      email: `meera.${phone}@example.org`,
      phone,
      state: "Kerala",
      district: "Ernakulam",
      city: "Kochi",
      pincode: "682001",
      category: "Item enquiry",
      campaign_id: "23",
      source: "website",
      zonal_name: "South",
      requirements_json: "[]",
      client_ip: "203.0.113.9",
      idempotency_key: null,
      request_hash: null,
      calculator_estimate: null,
      lost_reason: null,
      assignee_id: null,
      follow_up_on: null,
      last_activity_at: null,
      notice_version: null,
      anonymised_at: null,
      ...overrides,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function insertDealerApplication(
  db: Kysely<Database>,
  overrides: Partial<Insertable<DealerApplicationsTable>> & { created_at: number },
): Promise<number> {
  const phone = overrides.phone ?? nextPhone();
  const row = await db
    .insertInto("dealer_applications")
    .values({
      first_name: "Ravi",
      last_name: "Kumar",
      email: `ravi.${phone}@example.org`,
      phone,
      country: "India",
      state: "Telangana",
      district: "Hyderabad",
      city: "Secunderabad",
      pincode: "500003",
      street: "12 MG Road",
      requirements_json: "[]",
      client_ip: "203.0.113.9",
      phone_verified: 1,
      idempotency_key: null,
      request_hash: null,
      lost_reason: null,
      assignee_id: null,
      follow_up_on: null,
      last_activity_at: null,
      notice_version: null,
      anonymised_at: null,
      ...overrides,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
