/**
 * The Data requests page's action (app/routes/sales/privacy.tsx) with a call-back request
 * (docs/decisions/166): found by the mobile, corrected as the card's form posts it, version-checked. Called
 * as React Router calls it, with a signed-in admin's session cookie and the server's request context.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRIVACY_MESSAGES as M } from "#app/languages/en/console/privacy.ts";
import { findPersonalData } from "#app/modules/privacy/find-personal-data.server.ts";
import { staffCookie } from "#app/console-access.server.ts";
import { routerContextFor } from "#app/request-context.ts";
import { action } from "#app/routes/sales/privacy.tsx";
import { dialectsUnderTest } from "#tests/support/databases.ts";
import { startLeadApi, type LeadApi } from "#tests/support/lead-api.ts";

const PHONE = "9876543210";

const dialects = await dialectsUnderTest();

describe.each(dialects)("the Data requests page's action on %s", (dialect) => {
  let api: LeadApi;
  let cookie: string;
  let id: number;

  beforeAll(async () => {
    api = await startLeadApi(dialect);
    const services = api.system.services;
    const admin = await services.staff.addStaff({ email: "asha@staff.example", name: "Asha", role: "admin" });
    const session = await services.staff.sessions.create(admin.user.id, "link", "vitest");
    cookie = (await staffCookie.serialize(session)).split(";")[0]!;
    const token = api.formToken();
    api.clock.advance(6000);
    const answer = await api.post("/api/arka/callbacks/create", {
      name: "Meera K",
      phone_number: PHONE,
      preferred_time: "tomorrow_morning",
      form_token: token,
    });
    expect(answer.status).toBe(200);
    id = Number(answer.body.data?.response_data?.callback_id);
  });
  afterAll(async () => api?.close());

  async function post(fields: Record<string, string>) {
    const context = routerContextFor({ nonce: "", services: api.system.services, clientIp: "203.0.113.9" });
    const url = new URL("http://localhost:3000/sales/privacy");
    const request = new Request(url, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
    return action({ request, context, params: {}, url, pattern: "/sales/privacy" });
  }

  it("finds the call-back request by the mobile and corrects its name, version-checked", async () => {
    const found = await post({ intent: "find", phone: "+91 98765 43210", email: "" });
    if (found.step !== "found") throw new Error(`expected the records, got ${found.step}`);
    expect(found.found.leads).toEqual([expect.objectContaining({ kind: "callback", id, version: 1 })]);

    const form = {
      intent: "correct",
      phone: PHONE,
      email: "",
      kind: "callback",
      id: String(id),
      field: "name",
    };
    const done = await post({ ...form, value: "Meera Krishnan", version: "1" });
    if (done.step !== "found") throw new Error(`expected the records, got ${done.step}`);
    expect(done.notice).toEqual({ leadKey: `callback:${id}`, ok: true, message: M.correct.saved });
    expect(done.found.leads[0]).toMatchObject({ version: 2, fields: { name: "Meera Krishnan" } });

    // A second screen still showing version 1 is told, not obeyed.
    const stale = await post({ ...form, value: "Meera", version: "1" });
    if (stale.step !== "found") throw new Error(`expected the records, got ${stale.step}`);
    expect(stale.notice).toEqual({ leadKey: `callback:${id}`, ok: false, message: M.correct.conflict });
    const [lead] = (await findPersonalData(api.database.db, { phone: PHONE, email: null })).leads;
    expect(lead?.fields.name).toBe("Meera Krishnan");
  });

  it("refuses a lead kind it does not know without touching anything", async () => {
    const answer = await post({
      intent: "correct",
      phone: PHONE,
      email: "",
      kind: "partner",
      id: String(id),
      field: "name",
      value: "X",
      version: "2",
    });
    if (answer.step !== "found") throw new Error(`expected the records, got ${answer.step}`);
    expect(answer.message).toBe(M.correct.notFound);
    expect(answer.found.leads[0]).toMatchObject({ version: 2, fields: { name: "Meera Krishnan" } });
  });
});
