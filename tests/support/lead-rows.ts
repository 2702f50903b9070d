/**
 * Leads written straight into a test database, with the times, flags and work state a test needs
 * (the console's tests filter and page through many leads; the intake has its own tests). One table
 * holds every kind (docs/decisions/199): each helper fills its kind's columns.
 */
import type { Insertable, Kysely } from "kysely";
import type { Database } from "#app/platform/db/schema.ts";

let serial = 0;

type LeadRow = Partial<Insertable<Database["leads"]>>;

/** One lead row: the kind's columns over a fresh time and phone (`phonePrefix` and a serial), then `overrides`. */
async function insertLead(
  db: Kysely<Database>,
  phonePrefix: string,
  columns: (phone: string) => Omit<Insertable<Database["leads"]>, "created_at">,
  overrides: LeadRow,
): Promise<number> {
  serial += 1;
  const phone = overrides.phone ?? `${phonePrefix}${String(100_000_00 + serial).padStart(8, "0")}`;
  const row = await db
    .insertInto("leads")
    .values({
      ...columns(phone),
      created_at: Date.UTC(2026, 10, 20, 6, 0, 0) + serial * 60_000,
      ...overrides,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export function insertEnquiry(db: Kysely<Database>, overrides: LeadRow = {}): Promise<number> {
  return insertLead(
    db,
    "98",
    (phone) => ({
      kind: "enquiry",
      page_path: "",
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
      requirements_json: JSON.stringify([{ id: 1, title: "Property Type", answer: "Residential" }]),
      client_ip: "203.0.113.7",
    }),
    overrides,
  );
}

export function insertDealer(db: Kysely<Database>, overrides: LeadRow = {}): Promise<number> {
  return insertLead(
    db,
    "97",
    (phone) => ({
      kind: "dealer",
      decision: "pending",
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
      requirements_json: JSON.stringify([{ id: "gst", title: "GST number", answer: "36ABCDE1234F1Z5" }]),
      phone_verified: 1,
      client_ip: "203.0.113.8",
    }),
    overrides,
  );
}

export function insertCallback(db: Kysely<Database>, overrides: LeadRow = {}): Promise<number> {
  return insertLead(
    db,
    "96",
    (phone) => ({
      kind: "callback",
      name: "Asha Rao",
      phone,
      preferred_date: "2026-11-21",
      preferred_slot: "morning",
      page_path: "/solar-panels/Haryana",
      campaign_id: "23",
      source: "website",
      client_ip: "203.0.113.9",
    }),
    overrides,
  );
}

export async function insertStaff(
  db: Kysely<Database>,
  { name, role, disabled = false }: { name: string; role: "admin" | "sales" | "viewer"; disabled?: boolean },
): Promise<number> {
  serial += 1;
  const row = await db
    .insertInto("staff_users")
    .values({
      email: `${name.toLowerCase().replace(/\W+/g, ".")}.${serial}@staff.example`,
      name,
      role,
      created_at: Date.UTC(2026, 10, 1),
      created_by: null,
      disabled_at: disabled ? Date.UTC(2026, 10, 2) : null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
