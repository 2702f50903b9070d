/**
 * Crash test (docs/decisions/100): the real server (scripts/api-server.ts, SQLite with WAL +
 * synchronous=FULL) is killed with SIGKILL while enquiries are being submitted, then restarted on the same
 * file, 20 times. Every acknowledged lead must be stored exactly once; a retried unacknowledged form is
 * stored at most once (its form token is the idempotency key).
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { createFormTokens, idempotencyKey } from "#app/modules/leads/intake/form-token.server.ts";

const CYCLES = Number(process.env.CRASH_CYCLES ?? 20);
const SECRET = "crash-test-secret";
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "arka-crash-"));
const sqlitePath = path.join(dir, "crash.sqlite");
const tokens = createFormTokens({ secret: Buffer.from(SECRET, "utf8"), now: Date.now, minFillMs: 0 });

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function startServer(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ["scripts/api-server.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_URL: "",
      SQLITE_PATH: sqlitePath,
      APP_SECRET: SECRET,
      // Twenty restarts: let Node reuse its compiled code between them.
      NODE_COMPILE_CACHE: path.join(os.tmpdir(), "arka-node-compile-cache"),
      SMS_OUTBOX_PATH: path.join(dir, "sms.jsonl"),
      SMTP_URL: "smtp://127.0.0.1:9",
      FORM_MIN_FILL_MS: "0",
      LEAD_BOT_CHECK_AFTER_IP_10MIN: "1000000",
      LEAD_BOT_CHECK_AFTER_IP_DAY: "1000000",
      LEAD_HOLD_AFTER_IP_10MIN: "1000000",
      LEAD_HOLD_AFTER_IP_DAY: "1000000",
    },
    stdio: ["ignore", "pipe", "ignore"],
  });
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /"msg":"listening","url":"([^"]+)"/.exec(out);
      if (match?.[1]) {
        child.stdout?.removeAllListeners("data");
        child.stdout?.resume();
        resolve({ child, url: match[1] });
      }
    });
    child.once("exit", (code) => reject(new Error(`server exited early (${code})`)));
  });
}

let serial = 0;
function enquiry() {
  serial += 1;
  return {
    name: `Crash Visitor ${serial}`,
    email: `crash${serial}@example.com`,
    phone_number: String(7_000_000_000 + serial),
    state: "Gujarat",
    district: "Surat",
    city: "Surat",
    pincode: "395003",
    enquiry_requirements: {
      1: "Industrial",
      2: "Integrated Solar Roof",
      3: "Above 20,000 sq ft",
      4: "1 to 3 months",
    },
    form_token: tokens.issue(),
  };
}

type Sent = { key: string; body: ReturnType<typeof enquiry>; id?: number };

describe("SIGKILL while leads are submitted", () => {
  it(
    `keeps every acknowledged lead exactly once over ${CYCLES} kill cycles`,
    { timeout: 600_000 },
    async () => {
      const acknowledged: Sent[] = [];
      const unacknowledged: Sent[] = [];
      for (let cycle = 0; cycle < CYCLES; cycle++) {
        const { child, url } = await startServer();
        const exited = new Promise((resolve) => child.once("exit", resolve));
        let killed = false;
        let firstAck: () => void = () => {};
        const acked = new Promise<void>((resolve) => (firstAck = resolve));
        const client = async () => {
          while (!killed) {
            const body = enquiry();
            const [uuid = "", renderedAt = ""] = body.form_token.split(".");
            const sent: Sent = { key: idempotencyKey(uuid, renderedAt), body };
            try {
              const response = await fetch(`${url}/api/arka/enquiries/create`, {
                method: "POST",
                headers: { "content-type": "application/json" },
                body: JSON.stringify(body),
              });
              const json = (await response.json()) as { data?: { response_data?: { enquiry_id?: number } } };
              if (response.status !== 200) throw new Error(`status ${response.status}`);
              sent.id = json.data?.response_data?.enquiry_id;
              acknowledged.push(sent);
              firstAck();
            } catch {
              unacknowledged.push(sent);
            }
          }
        };
        const clients = Array.from({ length: 8 }, client);
        // Kill at a random moment once leads are flowing.
        await acked;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 150));
        child.kill("SIGKILL");
        await exited;
        killed = true;
        await Promise.all(clients);
      }

      // Restart once more and retry every form that got no answer: each is stored at most once overall.
      const { child, url } = await startServer();
      try {
        for (const sent of unacknowledged.slice(0, 50)) {
          const response = await fetch(`${url}/api/arka/enquiries/create`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(sent.body),
          });
          expect(response.status).toBe(200);
        }
      } finally {
        child.kill("SIGKILL");
      }

      const db = new SQLite(sqlitePath, { readonly: true });
      const rows = db
        .prepare("select id, idempotency_key, phone from leads where kind = 'enquiry'")
        .all() as {
        id: number;
        idempotency_key: string;
        phone: string;
      }[];
      db.close();
      const byKey = new Map<string, number[]>();
      for (const row of rows)
        byKey.set(row.idempotency_key, [...(byKey.get(row.idempotency_key) ?? []), row.id]);
      const byId = new Map(rows.map((row) => [row.id, row]));

      // Every cycle waits for a first acknowledgement before the kill.
      expect(acknowledged.length).toBeGreaterThanOrEqual(CYCLES);
      for (const sent of acknowledged) {
        expect(byKey.get(`enquiry:${sent.key}`), sent.key).toEqual([sent.id]);
        expect(byId.get(sent.id ?? -1)?.phone).toBe(sent.body.phone_number);
      }
      for (const ids of byKey.values()) expect(ids).toHaveLength(1);
      console.log(
        `crash test: ${CYCLES} cycles, ${acknowledged.length} acknowledged, ${unacknowledged.length} cut off, ${rows.length} stored`,
      );
    },
  );
});

describe("SIGTERM", () => {
  it("finishes a request that is in flight, then exits cleanly", { timeout: 120_000 }, async () => {
    const { child, url } = await startServer();
    const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
    const payload = Buffer.from(JSON.stringify(enquiry()));
    // A visitor on a slow connection: half the body now, the rest after the server was told to stop.
    const status = new Promise<number>((resolve, reject) => {
      const request = http.request(
        `${url}/api/arka/enquiries/create`,
        {
          method: "POST",
          // "Expect: 100-continue" makes the server say when it has read the headers: from then on the
          // request is in flight, whatever the machine's load.
          headers: {
            "content-type": "application/json",
            "content-length": payload.length,
            expect: "100-continue",
          },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on("error", reject);
      request.on("continue", () => {
        request.write(payload.subarray(0, 40));
        child.kill("SIGTERM");
        setTimeout(() => request.end(payload.subarray(40)), 300);
      });
      request.flushHeaders();
    });
    expect(await status).toBe(200);
    expect(await exited).toBe(0);
  });
});
