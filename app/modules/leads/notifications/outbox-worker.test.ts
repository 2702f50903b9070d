import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialectsUnderTest } from "#tests/support/databases.ts";
import { startLeadApi, type LeadApi } from "#tests/support/lead-api.ts";
import { startSmtp } from "#tests/support/smtp-sink.ts";
import { validEnquiry } from "#tests/support/enquiry-fixture.ts";
import { memoryLogger } from "#app/platform/observability/logger.server.ts";
import { emailChannel } from "./channels.server.ts";
import { claimNext, createNotificationWorker } from "./outbox-worker.server.ts";

const dialects = await dialectsUnderTest();

async function freePort(): Promise<number> {
  const probe = await startSmtp();
  await probe.stop();
  return probe.port;
}

describe.each(dialects)("lead notifications on %s", (dialect) => {
  let api: LeadApi;
  let smtpPort: number;
  beforeAll(async () => {
    smtpPort = await freePort();
    api = await startLeadApi(dialect, { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, random: () => 0.5 });
  });
  afterAll(async () => api?.close());

  async function submitLead(phone: string) {
    const form_token = api.formToken();
    api.clock.advance(6000);
    const response = await api.post(
      "/api/arka/enquiries/create",
      validEnquiry({ phone_number: phone, form_token }),
    );
    expect(response.status).toBe(200);
    return Number(response.body.data?.response_data?.enquiry_id);
  }

  it("keeps the row while the SMTP server is down, retries with backoff, and delivers once it is up", async () => {
    const id = await submitLead("9744444444");
    // SMTP down: the pass fails, the row stays pending with a later attempt time.
    expect(await api.system.worker.runOnce()).toBe(0);
    const failed = await api.database.db
      .selectFrom("notifications")
      .selectAll()
      .where("subject_kind", "=", "enquiry")
      .where("subject_id", "=", id)
      .executeTakeFirstOrThrow();
    expect(failed).toMatchObject({ status: "pending", attempts: 1 });
    expect(failed.last_error).toBeTruthy();
    expect(Number(failed.next_attempt_at)).toBeGreaterThan(api.clock.now);

    const smtp = await startSmtp(smtpPort);
    try {
      // Not yet due: nothing is sent before the backoff has passed.
      expect(await api.system.worker.runOnce()).toBe(0);
      api.clock.advance(60_000);
      expect(await api.system.worker.runOnce()).toBe(1);
      expect(smtp.received).toHaveLength(1);
      const mail = smtp.received[0];
      expect(mail?.to).toEqual(["sales@arka-solar.example"]);
      expect(mail?.data).toContain(`New enquiry #${id} from Meera Iyer (Kerala)`);
      expect(mail?.data).toContain("Roof Area: Above 20,000 sq ft");
      const sent = await api.database.db
        .selectFrom("notifications")
        .selectAll()
        .where("subject_kind", "=", "enquiry")
        .where("subject_id", "=", id)
        .executeTakeFirstOrThrow();
      expect(sent).toMatchObject({ status: "sent", attempts: 2 });

      // A new lead is e-mailed by the running worker on its own.
      api.system.worker.start();
      const second = await submitLead("9755555555");
      await expect.poll(() => smtp.received.length, { timeout: 5000 }).toBe(2);
      expect(smtp.received[1]?.data).toContain(`New enquiry #${second} `);
    } finally {
      await api.system.worker.stop();
      await smtp.stop();
    }
  });
});

describe.each(dialects)("lead webhook on %s", (dialect) => {
  it("posts each new lead as JSON with an idempotency key, retrying after a 5xx", async () => {
    const received: { key: string; body: Record<string, unknown> }[] = [];
    let failNext = true;
    const hook = http.createServer((req, res) => {
      let raw = "";
      req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      req.on("end", () => {
        if (failNext) {
          failNext = false;
          res.writeHead(503).end();
          return;
        }
        received.push({
          key: String(req.headers["idempotency-key"]),
          body: JSON.parse(raw) as Record<string, unknown>,
        });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", resolve));
    const api = await startLeadApi(dialect, {
      LEAD_WEBHOOK_URL: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/leads`,
      random: () => 0,
    });
    try {
      const form_token = api.formToken();
      api.clock.advance(6000);
      const response = await api.post("/api/arka/enquiries/create", {
        name: "Kiran Das",
        email: "kiran@example.net",
        phone_number: "9612345678",
        state: "Assam",
        district: "Kamrup Metro",
        city: "Guwahati",
        pincode: "781001",
        enquiry_requirements: {
          1: "Commercial",
          2: "Not sure yet",
          3: "500 to 1,000 sq ft",
          4: "3 to 6 months",
        },
        form_token,
      });
      const id = Number(response.body.data?.response_data?.enquiry_id);
      await api.system.worker.runOnce();
      expect(received).toHaveLength(0);
      await api.system.worker.runOnce();
      expect(received).toEqual([
        {
          key: `enquiry-${id}`,
          body: expect.objectContaining({
            kind: "enquiry",
            id,
            zonal_name: "North East",
            name: "Kiran Das",
          }) as unknown,
        },
      ]);
      expect(received[0]?.body).not.toHaveProperty("client_ip");
    } finally {
      await api.close();
      await new Promise((resolve) => hook.close(resolve));
    }
  });
});

describe.each(dialects)("outbox delivery by several workers on %s", (dialect) => {
  it("delivers each row once when two workers pass at the same time, and a dead worker's row after its lease", async () => {
    const smtp = await startSmtp();
    const api = await startLeadApi(dialect, { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    try {
      const ids: number[] = [];
      for (let i = 0; i < 30; i++) {
        const form_token = api.formToken();
        api.clock.advance(6000);
        const response = await api.post(
          "/api/arka/enquiries/create",
          validEnquiry({ phone_number: `97300000${String(i).padStart(2, "0")}`, form_token }),
        );
        ids.push(Number(response.body.data?.response_data?.enquiry_id));
      }
      // A worker that claims a row and dies before delivering it.
      const crashed = await claimNext(api.database.db, { at: api.clock.now, leaseMs: 60_000 });
      expect(crashed).toBeDefined();

      const other = createNotificationWorker({
        db: api.database.db,
        channels: {
          email: emailChannel({
            smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
            from: "a@b.example",
            to: "s@b.example",
          }),
        },
        logger: memoryLogger(),
        now: () => api.clock.now,
      });
      const [a, b] = await Promise.all([api.system.worker.runOnce(), other.runOnce()]);
      expect(a + b).toBe(29);
      expect(messageIds(smtp.received)).toHaveLength(29);
      expect(new Set(messageIds(smtp.received)).size).toBe(29);

      // Not before the lease ends; then whichever worker looks first delivers it.
      expect(await other.runOnce()).toBe(0);
      api.clock.advance(60_001);
      expect(await other.runOnce()).toBe(1);
      const received = messageIds(smtp.received);
      expect(received).toHaveLength(30);
      expect(new Set(received)).toEqual(new Set(ids.map((id) => `<enquiry-${id}@leads.arka-solar.example>`)));
      const rows = await api.database.db.selectFrom("notifications").select(["status", "attempts"]).execute();
      expect(rows.every((r) => r.status === "sent")).toBe(true);
      // The row the dead worker held counts its attempt.
      expect(rows.filter((r) => Number(r.attempts) === 2)).toHaveLength(1);
    } finally {
      await api.close();
      await smtp.stop();
    }
  });
});

function messageIds(received: { data: string }[]): string[] {
  return received.map((mail) => /^Message-ID: (.+)$/im.exec(mail.data)?.[1]?.trim() ?? "");
}
