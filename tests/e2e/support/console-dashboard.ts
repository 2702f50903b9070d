/**
 * Helpers for tests/e2e/console-dashboard.spec.ts: leads sent the way the site's own scripts send
 * them (the JSON API, an OTP read from the SMS outbox), and the one fixture the browser cannot make
 * (an outbox row parked after 20 failures), written into the e2e server's SQLite file.
 */
import path from "node:path";
import Database from "better-sqlite3";
import { expect, type APIRequestContext } from "@playwright/test";
import { e2eVarDir, uniquePhone } from "./e2e-var.ts";
import { otpFromOutbox } from "./sms-outbox.ts";
import { validDealerApplication } from "#tests/support/dealer-fixture.ts";

type Answer = { status: number; data?: { response_data?: Record<string, unknown> } };

async function formToken(request: APIRequestContext): Promise<string> {
  const answer = (await (await request.get("/api/forms/token")).json()) as Answer;
  return String(answer.data?.response_data?.form_token);
}

/** An enquiry from a campaign link (`?c_id=…&src=…`), through the API; resolves with its id. */
export async function sendEnquiry(
  request: APIRequestContext,
  { source, campaign, phone = uniquePhone() }: { source: string; campaign: string; phone?: string },
): Promise<number> {
  const response = await request.post("/api/arka/enquiries/create", {
    multipart: {
      name: "Asha Rao",
      email: `asha.rao.${phone}@example.com`,
      phone_number: phone,
      state: "Telangana",
      district: "Hyderabad",
      city: "Secunderabad",
      pincode: "500003",
      campaign_id: campaign,
      source,
      form_token: await formToken(request),
      enquiry_requirements: JSON.stringify({
        1: "Residential",
        2: "Inroof Solar",
        3: "Up to 500 sq ft",
        4: "Just exploring",
      }),
    },
  });
  expect(response.status()).toBe(200);
  return Number(((await response.json()) as Answer).data?.response_data?.enquiry_id);
}

/** A partner application with a phone verified by the code the server "texted"; resolves with its id. */
export async function applyAsDealer(
  request: APIRequestContext,
  { firstName, lastName, phone = uniquePhone() }: { firstName: string; lastName: string; phone?: string },
): Promise<number> {
  expect(
    (await request.post("/api/communication/sms/send/otp", { form: { phone_number: phone } })).status(),
  ).toBe(200);
  const otp = await otpFromOutbox(phone);
  const verified = await request.post("/api/communication/sms/verify/otp", {
    form: { phone_number: phone, otp },
  });
  expect(verified.status()).toBe(200);
  const token = String(((await verified.json()) as Answer).data?.response_data?.verification_token);
  const response = await request.post("/api/arka/dealers/subscription/create", {
    multipart: validDealerApplication(phone, {
      first_name: firstName,
      last_name: lastName,
      email: `${firstName}.${lastName}.${phone}@example.com`.toLowerCase(),
      phone_verification_token: token,
      form_token: await formToken(request),
    }),
  });
  expect(response.status()).toBe(200);
  return Number(((await response.json()) as Answer).data?.response_data?.application_id);
}

function withDatabase<T>(run: (db: Database.Database) => T, readonly = true): T {
  const db = new Database(path.join(e2eVarDir(), "e2e.sqlite"), { readonly, fileMustExist: true });
  try {
    return run(db);
  } finally {
    db.close();
  }
}

export type StoredNotification = { id: number; status: string; attempts: number; last_error: string | null };

export function notificationAbout(kind: "enquiry" | "dealer", id: number): StoredNotification | undefined {
  return withDatabase(
    (db) =>
      db
        .prepare(
          "select id, status, attempts, last_error from notifications where subject_kind = ? and subject_id = ? and channel = 'email'",
        )
        .get(kind, id) as StoredNotification | undefined,
  );
}

/**
 * Test fixture: the lead's e-mail row as the outbox worker leaves it after its 20th failed attempt
 * (status 'dead', attempts 20, the last error, no sent time). Making a real SMTP server fail 20
 * times would take the worker's back-off of up to an hour per try; everything after this row (the
 * page, the retry, the worker's delivery) is the real thing.
 */
export function parkNotification(kind: "enquiry" | "dealer", id: number): void {
  withDatabase((db) => {
    const changed = db
      .prepare(
        `update notifications set status = 'dead', attempts = 20, sent_at = null,
           last_error = '421 4.3.2 Service not available (e2e fixture)', next_attempt_at = ?
         where subject_kind = ? and subject_id = ? and channel = 'email'`,
      )
      .run(Date.now() + 60 * 60 * 1000, kind, id).changes;
    if (changed !== 1) throw new Error(`no e-mail row for ${kind} ${id}`);
  }, false);
}

/** A dealer application's decision columns and its timeline, as stored. */
export function storedDecision(id: number) {
  return withDatabase((db) => ({
    row: db
      .prepare("select decision, listed_publicly, version from leads where kind = 'dealer' and id = ?")
      .get(id) as { decision: string; listed_publicly: number; version: number },
    events: (
      db
        .prepare("select kind from lead_events where lead_kind = 'dealer' and lead_id = ? order by id")
        .all(id) as { kind: string }[]
    ).map((e) => e.kind),
    audit: (
      db.prepare("select action from audit_log where subject = ? order by id").all(`dealer:${id}`) as {
        action: string;
      }[]
    ).map((a) => a.action),
  }));
}

/** Whether the page is wider than its window (a page-wide horizontal scroll). */
export const scrollsSideways = () =>
  document.documentElement.scrollWidth > document.documentElement.clientWidth;
