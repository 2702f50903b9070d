import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENQUIRY_MESSAGES } from "#app/modules/leads/schema/enquiry-schema.ts";
import { EXTRA_MESSAGES } from "#app/modules/leads/schema/field-rules.ts";
import { validEnquiry } from "#tests/support/enquiry-fixture.ts";
import { dialectsUnderTest } from "#tests/support/databases.ts";
import { startLeadApi, type LeadApi } from "#tests/support/lead-api.ts";
import { catalogue, tracesOf } from "#tests/support/personal-data-scan.ts";
import { latestOtp } from "#tests/support/sms-outbox.ts";
import { recordAudit } from "#app/modules/staff/audit.server.ts";
import { NOT_SENT_ANONYMISED } from "#app/modules/leads/notifications/outbox-queue.server.ts";
import { correctLead } from "./correct-lead.server.ts";
import { erasePersonalData } from "./erase-personal-data.server.ts";
import { exportPersonalData } from "./export-personal-data.server.ts";
import { findPersonalData, searchPersonalData } from "./find-personal-data.server.ts";
import { ERASED } from "./mentions.server.ts";
import { PERSONAL_DATA_INVENTORY } from "./personal-data-inventory.server.ts";
import { countFound, foundFingerprint } from "./privacy-records.ts";
import { readSubject, type PrivacySubject } from "./privacy-subject.ts";

const dialects = await dialectsUnderTest();
const ENQUIRY = "/api/arka/enquiries/create";
const DEALER = "/api/arka/dealers/subscription/create";
const CALLBACK = "/api/arka/callbacks/create";
const SEND_OTP = "/api/communication/sms/send/otp";
const VERIFY_OTP = "/api/communication/sms/verify/otp";

const PHONE = "9876543210";
const EMAIL = "meera.iyer_home@example.org";
const OTHER_PHONE = "9123456780";
/** The name the person's call-back request ends up with (a correction sets it). */
const CALLBACK_NAME = "Meera Krishnan";

function subjectOf(fields: { phone?: string; email?: string }): PrivacySubject {
  const read = readSubject(fields);
  if (!read.ok) throw new Error(`invalid subject: ${read.problems.join(", ")}`);
  return read.subject;
}

describe.each(dialects)("data-protection requests on %s", (dialect) => {
  let api: LeadApi;
  let adminId: number;
  const ids = { enquiry: 0, enquiryByEmail: 0, dealer: 0, callback: 0, unrelated: 0 };

  beforeAll(async () => {
    api = await startLeadApi(dialect);
    const services = api.system.services;
    adminId = (await services.staff.addStaff({ email: "asha@staff.example", name: "Asha", role: "admin" }))
      .user.id;

    // An enquiry with the phone and e-mail (the e-mail typed in capitals, as people do).
    const first = await api.post(
      ENQUIRY,
      validEnquiry({ phone_number: PHONE, email: "Meera.Iyer_Home@Example.org" }),
    );
    ids.enquiry = Number(first.body.data?.response_data?.enquiry_id);
    // The visit came from an ad: its click id names the browser (docs/decisions/166, attribution).
    await services.db
      .updateTable("leads")
      .where("kind", "=", "enquiry")
      .set({
        attribution_json: JSON.stringify({ first: { c_id: "77", src: "google", gclid: "Cj0KCQ-test" } }),
      })
      .where("id", "=", ids.enquiry)
      .execute();
    // A later one from another phone with the same e-mail.
    api.clock.advance(60_000);
    const second = await api.post(ENQUIRY, validEnquiry({ phone_number: "9812312312", email: EMAIL }));
    ids.enquiryByEmail = Number(second.body.data?.response_data?.enquiry_id);
    // A dealer application from the phone, verified by a code.
    await api.post(SEND_OTP, { phone_number: PHONE });
    const verified = await api.post(VERIFY_OTP, {
      phone_number: PHONE,
      otp: latestOtp(api.outboxPath, PHONE),
    });
    const dealer = await api.post(DEALER, {
      first_name: "Meera",
      last_name: "Iyer",
      email: "meera.business@example.in",
      phone: PHONE,
      country: "India",
      state: "Kerala",
      district: "Ernakulam",
      city: "Kochi",
      pincode: "682001",
      street: "12 Marine Drive",
      phone_verification_token: verified.body.data?.response_data?.verification_token,
      requirements: JSON.stringify({
        business_type: "Solar installer / EPC",
        years_in_business: "3 to 5 years",
        investment_capacity: "₹10 to 25 lakh",
        showroom_available: "Yes",
        gst_number: "32AAAAA0000A1Z5",
      }),
    });
    expect(dealer.status).toBe(200);
    ids.dealer = Number(dealer.body.data?.response_data?.application_id);
    // A call-back request from the phone, through the site's form (no e-mail: a name, a mobile, a time).
    const formToken = api.formToken();
    api.clock.advance(6000);
    const callback = await api.post(CALLBACK, {
      name: "Meera K",
      phone_number: "+91 98765 43210",
      preferred_time: "tomorrow_evening",
      page_path: "/solar-panels/Kerala",
      form_token: formToken,
    });
    expect(callback.status).toBe(200);
    ids.callback = Number(callback.body.data?.response_data?.callback_id);
    // Later, another code and a wrong guess at it: the phone's wrong-code counter.
    api.clock.advance(60_000);
    await api.post(SEND_OTP, { phone_number: PHONE });
    await api.post(VERIFY_OTP, { phone_number: PHONE, otp: "000000" });
    // Someone else entirely.
    const unrelated = await api.post(ENQUIRY, validEnquiry({ phone_number: OTHER_PHONE }));
    ids.unrelated = Number(unrelated.body.data?.response_data?.enquiry_id);

    // Staff wrote about the person: a note on their lead, and on someone else's lead; an export's
    // filter in the audit log; someone typed the e-mail on the console's sign-in page.
    const db = api.database.db;
    await db
      .insertInto("lead_events")
      .values([
        {
          lead_kind: "enquiry",
          lead_id: ids.enquiry,
          at: api.clock.now,
          staff_id: adminId,
          kind: "note",
          details_json: JSON.stringify({
            text: "Called Meera on 98765 43210, wants a visit",
            status: "contacted",
          }),
        },
        {
          lead_kind: "callback",
          lead_id: ids.callback,
          at: api.clock.now,
          staff_id: adminId,
          kind: "note",
          details_json: JSON.stringify({ text: "Rang Meera K back, call again", preferred_slot: "evening" }),
        },
        {
          lead_kind: "enquiry",
          lead_id: ids.unrelated,
          at: api.clock.now,
          staff_id: adminId,
          kind: "note",
          details_json: JSON.stringify({ text: `Neighbour of ${EMAIL.toUpperCase()} (+91 ${PHONE})` }),
        },
      ])
      .execute();
    await recordAudit(db, {
      staffId: adminId,
      action: "export",
      subject: "leads",
      details: { filters: { q: PHONE } },
      at: api.clock.now,
    });
    await services.staff.requestLink(EMAIL, "203.0.113.9");
    // Alerts hold a number block's first 6 digits only.
    await db
      .insertInto("alerts")
      .values({
        kind: "otp_prefix_burst",
        period_start: 0,
        details_json: JSON.stringify({ prefix: "987654xxxx", sends: 11 }),
        created_at: api.clock.now,
      })
      .execute();
  });
  afterAll(async () => api?.close());

  it("knows every table the database has (a new table must be added to the inventory)", async () => {
    const tables = [...(await catalogue(api.database.db, dialect)).keys()].sort();
    expect(tables).toEqual(Object.keys(PERSONAL_DATA_INVENTORY).sort());
  });

  it("finds the same records whichever way the phone is typed", async () => {
    const typed = ["+91 98765 43210", "098765-43210", "9876543210", "0091 98765 43210", "+91-9876-543-210"];
    const results = await Promise.all(
      typed.map((phone) => findPersonalData(api.database.db, subjectOf({ phone }))),
    );
    for (const found of results) expect(found).toEqual(results[0]);
    const found = results[0]!;
    expect(found.leads.map((l) => `${l.kind}:${l.id}`).sort()).toEqual(
      [`enquiry:${ids.enquiry}`, `dealer:${ids.dealer}`, `callback:${ids.callback}`].sort(),
    );
    // The call-back request, typed like the other leads (the same properties as an enquiry), with its
    // own fields: no e-mail, no address, no answers.
    const call = found.leads.find((l) => l.kind === "callback")!;
    const enquiry = found.leads.find((l) => l.kind === "enquiry")!;
    expect(Object.keys(call).sort()).toEqual(Object.keys(enquiry).sort());
    expect(call).toMatchObject({
      id: ids.callback,
      version: 1,
      matchedBy: ["phone"],
      anonymisedAt: null,
      answers: [],
      estimate: null,
      clientIp: "203.0.113.7",
      status: "new",
      lostReason: null,
      flags: [],
      campaign: { id: "23", source: "website" },
    });
    expect(call.fields).toEqual({
      name: "Meera K",
      phone: PHONE,
      preferred_date: "2026-11-23",
      preferred_slot: "evening",
      page_path: "/solar-panels/Kerala",
    });
    expect(found.otpCodes.length).toBeGreaterThanOrEqual(2);
    expect(found.phoneVerifications).toHaveLength(1);
    expect(found.wrongCodeCounters).toEqual([expect.objectContaining({ consecutiveFailures: 1 })]);
    expect(found.notifications.length).toBeGreaterThanOrEqual(3);
    expect(found.notifications.filter((n) => n.leadKind === "callback")).toEqual([
      expect.objectContaining({ leadId: ids.callback, channel: "email", status: "pending" }),
    ]);
    expect(found.leadEvents.map((e) => `${e.subject} ${e.reason}`).sort()).toEqual(
      [
        `callback:${ids.callback} lead`,
        `enquiry:${ids.enquiry} lead`,
        `enquiry:${ids.unrelated} mention`,
      ].sort(),
    );
    expect(found.auditEntries.map((e) => e.kind)).toEqual(["export"]);
    expect(found.alerts).toEqual([]); // masked prefixes never match a whole number
    expect(JSON.stringify(found)).not.toMatch(/code_hash|token_hash/);
  });

  it("finds by e-mail in any letter case, staff accounts and sign-in limit hits included", async () => {
    const found = await findPersonalData(
      api.database.db,
      subjectOf({ email: " MEERA.IYER_HOME@example.ORG " }),
    );
    // A call-back request has no e-mail: an e-mail alone does not find it.
    expect(found.leads.map((l) => `${l.kind}:${l.id}`).sort()).toEqual(
      [`enquiry:${ids.enquiry}`, `enquiry:${ids.enquiryByEmail}`].sort(),
    );
    expect(found.leads.find((l) => l.id === ids.enquiry)?.matchedBy).toEqual(["email"]);
    expect(found.signInLimitHits).toHaveLength(1);
    const staff = await findPersonalData(api.database.db, subjectOf({ email: "Asha@Staff.Example" }));
    expect(staff.staffAccounts).toEqual([
      expect.objectContaining({ id: adminId, name: "Asha", role: "admin" }),
    ]);
  });

  it("records who searched, with a masked hint only", async () => {
    await searchPersonalData(api.database.db, subjectOf({ phone: PHONE }), {
      staffId: adminId,
      at: api.clock.now,
    });
    const entry = await api.database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "privacy-search")
      .executeTakeFirstOrThrow();
    expect(entry.staff_id).toBe(adminId);
    expect(entry.details_json).toContain("98xxxxxx10");
    expect(entry.details_json).not.toContain(PHONE);
  });

  it("exports every record found, and records the request", async () => {
    const subject = subjectOf({ phone: PHONE, email: EMAIL });
    const found = await findPersonalData(api.database.db, subject);
    const exported = await exportPersonalData(api.database.db, subject, {
      staffId: adminId,
      at: api.clock.now,
    });
    expect(JSON.parse(JSON.stringify(exported.records))).toEqual(JSON.parse(JSON.stringify(found)));
    expect(exported.records.leads).toHaveLength(4);
    expect(
      exported.records.leads.find((l) => l.kind === "enquiry" && l.id === ids.enquiry)?.attribution,
    ).toEqual({
      first: { c_id: "77", src: "google", gclid: "Cj0KCQ-test" },
    });
    expect(exported.records.leads.find((l) => l.kind === "callback")).toMatchObject({
      id: ids.callback,
      fields: { name: "Meera K", phone: PHONE, preferred_date: "2026-11-23", preferred_slot: "evening" },
    });
    expect(exported.records.notifications.map((n) => n.leadKind)).toContain("callback");
    expect(exported.about).toContain("call-back requests");
    const request = await api.database.db
      .selectFrom("data_requests")
      .selectAll()
      .where("id", "=", exported.request_id)
      .executeTakeFirstOrThrow();
    expect(request).toMatchObject({
      kind: "export",
      staff_id: adminId,
      subject_hint: "98xxxxxx10 · m***@example.org",
    });
    expect(JSON.parse(request.details_json)).toEqual({ counts: countFound(found) });
  });

  it("corrects a field with the form's rule, once per version", async () => {
    const subject = subjectOf({ phone: PHONE });
    const lead = (await findPersonalData(api.database.db, subject)).leads.find((l) => l.kind === "enquiry")!;
    const base = { subject, kind: "enquiry" as const, id: lead.id, staffId: adminId, at: api.clock.now };
    expect(
      await correctLead(api.database.db, {
        ...base,
        field: "pincode",
        value: "01234",
        version: lead.version,
      }),
    ).toEqual({ ok: false, reason: "invalid", message: "Only 6 digit numbers are allowed" });
    expect(
      await correctLead(api.database.db, { ...base, field: "state", value: "Goa", version: lead.version }),
    ).toEqual({
      ok: false,
      reason: "unknown_field",
    });
    // Not this person's lead: refused as if it did not exist.
    expect(
      await correctLead(api.database.db, {
        ...base,
        id: ids.unrelated,
        field: "city",
        value: "Aluva",
        version: 1,
      }),
    ).toEqual({ ok: false, reason: "not_found" });

    const done = await correctLead(api.database.db, {
      ...base,
      field: "city",
      value: " Aluva ",
      version: lead.version,
    });
    expect(done).toMatchObject({ ok: true, version: lead.version + 1 });
    // A second screen still showing the old version is told, not obeyed.
    expect(
      await correctLead(api.database.db, { ...base, field: "city", value: "Kochi", version: lead.version }),
    ).toEqual({ ok: false, reason: "conflict", version: lead.version + 1 });

    const row = await api.database.db
      .selectFrom("leads")
      .where("kind", "=", "enquiry")
      .select(["city", "version", "last_activity_at"])
      .where("id", "=", lead.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ city: "Aluva", version: lead.version + 1, last_activity_at: api.clock.now });
    const event = await api.database.db
      .selectFrom("lead_events")
      .select(["kind", "details_json", "staff_id"])
      .where("lead_id", "=", lead.id)
      .where("kind", "=", "corrected")
      .executeTakeFirstOrThrow();
    expect(event).toEqual({
      kind: "corrected",
      details_json: '{"field":"city","via":"data-request"}',
      staff_id: adminId,
    });
    const audit = await api.database.db
      .selectFrom("audit_log")
      .select(["subject", "details_json"])
      .where("action", "=", "privacy-correct")
      .executeTakeFirstOrThrow();
    expect(audit.subject).toBe(`enquiry:${lead.id}`);
    expect(audit.details_json).not.toContain("Aluva");
  });

  it("corrects a call-back request's name and mobile with the call-back form's rules, once per version", async () => {
    const db = api.database.db;
    const subject = subjectOf({ phone: PHONE });
    const lead = (await findPersonalData(db, subject)).leads.find((l) => l.kind === "callback")!;
    expect(lead.id).toBe(ids.callback);
    const base = { subject, kind: "callback" as const, id: lead.id, staffId: adminId, at: api.clock.now };
    const attempt = (field: string, value: string, version = lead.version) =>
      correctLead(db, { ...base, field, value, version });

    // The form's messages; a call-back request has no e-mail or address to correct.
    expect(await attempt("name", "  ")).toEqual({
      ok: false,
      reason: "invalid",
      message: ENQUIRY_MESSAGES.nameRequired,
    });
    expect(await attempt("phone", "+1 415 555 0100")).toEqual({
      ok: false,
      reason: "invalid",
      message: EXTRA_MESSAGES.phoneForeign,
    });
    expect(await attempt("email", "meera@example.org")).toEqual({ ok: false, reason: "unknown_field" });
    expect(await attempt("preferred_slot", "morning")).toEqual({ ok: false, reason: "unknown_field" });
    // The phone typed another way is the same phone.
    expect(await attempt("phone", "098765-43210")).toEqual({ ok: false, reason: "unchanged" });
    // Found by e-mail only, a call-back request is not the person's (it has no e-mail).
    expect(
      await correctLead(db, {
        ...base,
        subject: subjectOf({ email: EMAIL }),
        field: "name",
        value: "X",
        version: 1,
      }),
    ).toEqual({ ok: false, reason: "not_found" });

    expect(await attempt("name", ` ${CALLBACK_NAME} `)).toMatchObject({
      ok: true,
      version: lead.version + 1,
    });
    expect(await attempt("name", "Meera")).toEqual({
      ok: false,
      reason: "conflict",
      version: lead.version + 1,
    });

    const row = await db
      .selectFrom("leads")
      .where("kind", "=", "callback")
      .select(["name", "phone", "version", "last_activity_at"])
      .where("id", "=", lead.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      name: CALLBACK_NAME,
      phone: PHONE,
      version: lead.version + 1,
      last_activity_at: api.clock.now,
    });
    const event = await db
      .selectFrom("lead_events")
      .select(["details_json", "staff_id"])
      .where("lead_kind", "=", "callback")
      .where("lead_id", "=", lead.id)
      .where("kind", "=", "corrected")
      .executeTakeFirstOrThrow();
    expect(event).toEqual({ details_json: '{"field":"name","via":"data-request"}', staff_id: adminId });
    const audit = await db
      .selectFrom("audit_log")
      .select(["subject", "details_json"])
      .where("action", "=", "privacy-correct")
      .where("subject", "=", `callback:${lead.id}`)
      .executeTakeFirstOrThrow();
    expect(audit.details_json).not.toContain(CALLBACK_NAME);
    // The screen shows the new version: found again, the request carries it.
    const again = (await findPersonalData(db, subject)).leads.find((l) => l.kind === "callback")!;
    expect(again).toMatchObject({ version: lead.version + 1, fields: { name: CALLBACK_NAME } });
  });

  it("erases only what the confirm step showed, then leaves no trace of the phone or e-mail in any table", async () => {
    const db = api.database.db;
    const subject = subjectOf({ phone: "+91 98765 43210", email: EMAIL });
    const shown = await findPersonalData(db, subject);
    expect(shown.leads).toHaveLength(4);
    const before = await tracesOf(db, dialect, [PHONE, EMAIL, CALLBACK_NAME]);
    expect(before.map((t) => t.table)).toEqual(
      expect.arrayContaining(["leads", "otp_challenges", "phone_verifications", "rate_events"]),
    );

    // A new lead from the phone after the confirm step was shown: nothing is erased, the new list is shown.
    await api.post(ENQUIRY, validEnquiry({ phone_number: PHONE, email: "other.address@example.org" }));
    const stale = await erasePersonalData(db, subject, {
      fingerprint: foundFingerprint(shown),
      staffId: adminId,
      at: api.clock.now,
    });
    expect(stale).toMatchObject({ ok: false, reason: "changed" });
    if (stale.ok || stale.reason !== "changed") throw new Error("expected changed");
    expect(stale.found.leads).toHaveLength(5);

    const erased = await erasePersonalData(db, subject, {
      fingerprint: foundFingerprint(stale.found),
      staffId: adminId,
      at: api.clock.now,
    });
    if (!erased.ok) throw new Error(`not erased: ${erased.reason}`);
    // Every column of every table, read from the database's own catalogue.
    expect(
      await tracesOf(db, dialect, [
        PHONE,
        EMAIL,
        "meera.business@example.in",
        "other.address@example.org",
        CALLBACK_NAME,
      ]),
    ).toEqual([]);
    expect(await findPersonalData(db, subject)).toMatchObject({ leads: [], otpCodes: [], leadEvents: [] });
    expect(erased.counts).toMatchObject({
      leadsAnonymised: 5,
      phoneVerificationsDeleted: 1,
      wrongCodeCountersDeleted: 1,
      signInLimitHitsDeleted: 1,
      auditEntriesMasked: 1,
      staffAccountsKept: 0,
    });
    expect(erased.counts.otpCodesDeleted).toBeGreaterThanOrEqual(2);
    expect(erased.counts.notificationsStopped).toBeGreaterThanOrEqual(2);

    // The rows that referenced the leads still work: the leads exist, masked, and nothing will e-mail them.
    const lead = await db
      .selectFrom("leads")
      .where("kind", "=", "enquiry")
      .selectAll()
      .where("id", "=", ids.enquiry)
      .executeTakeFirstOrThrow();
    expect(lead).toMatchObject({
      name: ERASED,
      email: ERASED,
      phone: ERASED,
      city: ERASED,
      pincode: ERASED,
      client_ip: ERASED,
      calculator_estimate: null,
      attribution_json: null,
      request_hash: null,
      anonymised_at: api.clock.now,
      state: "Kerala",
    });
    expect(JSON.parse(lead.requirements_json ?? "")).toEqual(
      expect.arrayContaining([expect.objectContaining({ answer: ERASED })]),
    );
    const dealer = await db
      .selectFrom("leads")
      .where("kind", "=", "dealer")
      .select(["first_name", "last_name", "street"])
      .where("id", "=", ids.dealer)
      .executeTakeFirstOrThrow();
    expect(dealer).toEqual({ first_name: ERASED, last_name: ERASED, street: ERASED });
    // The call-back request: masked like the others; when it was wanted and where it was asked stay.
    const callback = await db
      .selectFrom("leads")
      .where("kind", "=", "callback")
      .selectAll()
      .where("id", "=", ids.callback)
      .executeTakeFirstOrThrow();
    expect(callback).toMatchObject({
      name: ERASED,
      phone: ERASED,
      client_ip: ERASED,
      request_hash: null,
      anonymised_at: api.clock.now,
      preferred_date: "2026-11-23",
      preferred_slot: "evening",
      page_path: "/solar-panels/Kerala",
      campaign_id: "23",
    });
    for (const [kind, id] of [
      ["enquiry", ids.enquiry],
      ["callback", ids.callback],
    ] as const) {
      const outbox = await db
        .selectFrom("notifications")
        .select(["status", "last_error"])
        .where("subject_kind", "=", kind)
        .where("subject_id", "=", id)
        .execute();
      expect(outbox).toEqual([{ status: "dead", last_error: NOT_SENT_ANONYMISED }]);
    }
    const anonymisedEvents = await db
      .selectFrom("lead_events")
      .select(["lead_kind", "lead_id", "details_json"])
      .where("kind", "=", "anonymised")
      .where("lead_kind", "=", "callback")
      .execute();
    expect(anonymisedEvents).toEqual([
      { lead_kind: "callback", lead_id: ids.callback, details_json: '{"reason":"erasure"}' },
    ]);
    // The note on the person's own lead keeps only its codes; the other lead's note loses the mention only.
    const notes = await db
      .selectFrom("lead_events")
      .select(["lead_id", "details_json"])
      .where("kind", "=", "note")
      .orderBy("id")
      .execute();
    expect(notes.map((n) => JSON.parse(n.details_json))).toEqual([
      { text: ERASED, status: "contacted" },
      { text: ERASED, preferred_slot: "evening" },
      { text: `Neighbour of ${ERASED} (${ERASED})` },
    ]);
    // Someone else's lead is untouched.
    const other = await db
      .selectFrom("leads")
      .where("kind", "=", "enquiry")
      .select(["phone", "anonymised_at"])
      .where("id", "=", ids.unrelated)
      .executeTakeFirstOrThrow();
    expect(other).toEqual({ phone: OTHER_PHONE, anonymised_at: null });

    // What remains: the minimal record, and the audit entry.
    const request = await db
      .selectFrom("data_requests")
      .selectAll()
      .where("id", "=", erased.requestId)
      .executeTakeFirstOrThrow();
    expect(request).toMatchObject({
      kind: "erase",
      staff_id: adminId,
      subject_hint: "98xxxxxx10 · m***@example.org",
    });
    expect(JSON.parse(request.details_json).counts).toEqual(erased.counts);
    const audit = await db
      .selectFrom("audit_log")
      .select(["staff_id", "subject"])
      .where("action", "=", "privacy-erase")
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ staff_id: adminId, subject: `data-request:${erased.requestId}` });

    // Nothing left to erase.
    const again = await findPersonalData(db, subject);
    expect(
      await erasePersonalData(db, subject, {
        fingerprint: foundFingerprint(again),
        staffId: adminId,
        at: api.clock.now,
      }),
    ).toEqual({ ok: false, reason: "nothing" });
  });
});
