import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { startLeadApi } from "#tests/support/lead-api.ts";
import { validEnquiry } from "#tests/support/enquiry-fixture.ts";

/**
 * Another process holding SQLite's write lock for `ms` (as `npm run staff` does while it writes);
 * resolves once it holds it, with a promise of its end.
 */
async function otherWriter(file: string, ms: number): Promise<{ done: Promise<unknown> }> {
  const worker = new Worker(
    `const { parentPort, workerData } = require("node:worker_threads");
     const Database = require("better-sqlite3");
     const db = new Database(workerData.file);
     db.pragma("busy_timeout = 5000");
     db.exec("begin immediate");
     db.prepare("insert into audit_log (at, staff_id, action, subject, details_json) values (1, null, 'x', 'y', '{}')").run();
     parentPort.postMessage("locked");
     Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, workerData.ms);
     db.exec("commit");
     db.close();`,
    { eval: true, workerData: { file, ms } },
  );
  const done = new Promise((resolve) => worker.once("exit", resolve));
  await new Promise((resolve) => worker.once("message", resolve));
  return { done };
}

describe("the lead write path on SQLite while another process writes", () => {
  it("waits for the other writer and stores the lead (not 503)", async () => {
    const api = await startLeadApi("sqlite");
    try {
      // Warm up: the question list and the form token's secret are read before the race.
      const form_token = api.formToken();
      api.clock.advance(6000);
      const writer = await otherWriter(api.database.sqlitePath, 300);
      const answer = await api.post(
        "/api/arka/enquiries/create",
        validEnquiry({ phone_number: "9877700011", form_token }),
      );
      expect(answer.status).toBe(200);
      await writer.done;
    } finally {
      await api.close();
    }
  });
});
