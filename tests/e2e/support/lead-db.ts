/**
 * Reads the leads the server under test stored, straight from its SQLite file (read-only), so each
 * browser test checks the database and not only the page.
 */
import path from "node:path";
import Database from "better-sqlite3";
import { expect } from "@playwright/test";
import { e2eVarDir } from "./e2e-var.ts";

export type StoredEnquiry = {
  id: number;
  name: string;
  email: string;
  phone: string;
  state: string;
  district: string;
  city: string;
  pincode: string;
  category: string;
  campaign_id: string;
  source: string;
  zonal_name: string;
  requirements_json: string;
  spam: number;
  flags: string;
  calculator_estimate: string | null;
  /** The language the enquiry was sent in (docs/decisions/180). */
  locale: string;
};

export type StoredDealerApplication = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  country: string;
  state: string;
  district: string;
  city: string;
  pincode: string;
  street: string;
  requirements_json: string;
  phone_verified: number;
  spam: number;
  flags: string;
  locale: string;
};

function query<T>(varDir: string, sql: string, ...params: unknown[]): T[] {
  const db = new Database(path.join(varDir, "e2e.sqlite"), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

export function enquiriesByPhone(phone: string): StoredEnquiry[] {
  return query<StoredEnquiry>(
    e2eVarDir(),
    "select * from leads where kind = 'enquiry' and phone = ? order by id",
    phone,
  );
}

/** `varDir`: a spec's own server's directory (support/own-server.ts), else the shared e2e server's. */
export function dealerApplicationsByPhone(phone: string, varDir = e2eVarDir()): StoredDealerApplication[] {
  return query<StoredDealerApplication>(
    varDir,
    "select * from leads where kind = 'dealer' and phone = ? order by id",
    phone,
  );
}

/** The one enquiry stored for this phone (waits briefly: the answer follows the commit, but be safe). */
export async function storedEnquiry(phone: string): Promise<StoredEnquiry> {
  await expect.poll(() => enquiriesByPhone(phone).length, { timeout: 15_000 }).toBe(1);
  return enquiriesByPhone(phone)[0]!;
}

export async function storedDealerApplication(phone: string): Promise<StoredDealerApplication> {
  await expect.poll(() => dealerApplicationsByPhone(phone).length, { timeout: 15_000 }).toBe(1);
  return dealerApplicationsByPhone(phone)[0]!;
}

/** Answers as stored: [{ id, title, answer }] → { title: answer }. */
export function answersOf(row: { requirements_json: string }): Record<string, string> {
  const list = JSON.parse(row.requirements_json) as { id: unknown; title: string; answer: string }[];
  return Object.fromEntries(list.map((a) => [a.title, a.answer]));
}
