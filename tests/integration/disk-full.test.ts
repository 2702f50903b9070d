/**
 * docs/decisions/111: "Health goes 503 on a full disk (a small tmpfs) and back to 200 when space
 * returns; no acknowledged lead lost." The real server (SQLite) runs with its database on a 24 MiB
 * tmpfs; the test fills the tmpfs to ENOSPC, keeps submitting leads, then frees the space.
 *
 * Mounting needs root (CAP_SYS_ADMIN). Where it fails the test is skipped with a warning, except in CI
 * (CI=true), where it must run.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validEnquiry } from "#tests/support/enquiry-fixture.ts";
import { startCluster, waitFor, type Answer, type Cluster } from "#tests/support/cluster.ts";

const ENQUIRY = "/api/arka/enquiries/create";
const HEALTH = "/api/health";
const MIN_FREE_BYTES = 2 * 1024 * 1024;
/** A lead answer must come within this: a hang is a failure, not a slow success. */
const ANSWER_TIMEOUT_MS = 10_000;

let mountDir = "";
let mounted = false;
let cluster: Cluster | undefined;

function mountTmpfs(): void {
  mountDir = fs.mkdtempSync(path.join(os.tmpdir(), "arka-disk-full-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=24m", "tmpfs", mountDir], { stdio: "pipe" });
    mounted = true;
  } catch (error) {
    const reason = (error as { stderr?: Buffer }).stderr?.toString().trim() || (error as Error).message;
    if (process.env.CI === "true") throw new Error(`cannot mount a tmpfs in CI: ${reason}`, { cause: error });
    console.warn(`disk-full test skipped: cannot mount a tmpfs here (${reason})`);
  }
}

let serial = 0;
function freshPhone(): string {
  serial += 1;
  return `7${String(serial).padStart(5, "0")}${String(serial).padStart(4, "0")}`;
}

type Acknowledged = { id: number; phone: string };

describe("SQLite on a full disk", () => {
  beforeAll(() => mountTmpfs());
  afterAll(async () => {
    await cluster?.stop();
    if (mounted) {
      try {
        execFileSync("umount", [mountDir], { stdio: "pipe" });
      } catch {
        execFileSync("umount", ["-l", mountDir], { stdio: "pipe" });
      }
    }
    if (mountDir) fs.rmSync(mountDir, { recursive: true, force: true });
  });

  it(
    "answers health 503 while the disk is full and 200 once space returns, losing no acknowledged lead",
    { timeout: 90_000 },
    async (context) => {
      if (!mounted) return context.skip();
      const filler = path.join(mountDir, "filler");
      // BACKUP_DIR stays on the cluster's temp directory, off the tmpfs.
      cluster = await startCluster({
        dialect: "sqlite",
        sqlitePath: path.join(mountDir, "leads.sqlite"),
        env: { DB_MIN_FREE_BYTES: String(MIN_FREE_BYTES) },
      });
      const server = cluster;
      const acknowledged: Acknowledged[] = [];
      const submit = async (k: number): Promise<Answer> => {
        const phone = freshPhone();
        const answer = await server.post(
          0,
          ENQUIRY,
          validEnquiry({ phone_number: phone, form_token: server.formToken() }),
          // One address per lead: the per-address bot check is not what this test is about.
          { from: `127.9.${Math.floor(k / 200)}.${1 + (k % 200)}`, timeoutMs: ANSWER_TIMEOUT_MS },
        );
        if (answer.status === 200) {
          acknowledged.push({ id: Number(answer.body.data?.response_data?.enquiry_id), phone });
        }
        return answer;
      };
      const health = () => server.get(0, HEALTH, { timeoutMs: ANSWER_TIMEOUT_MS });
      let lead = 0;

      for (let k = 0; k < 5; k++)
        expect((await submit(lead++)).status, "a lead before the disk fills").toBe(200);
      expect((await health()).status, "health with space").toBe(200);

      // Fill the tmpfs: 1 MiB writes, then 4 KiB (a tmpfs page) until nothing more fits.
      const fd = fs.openSync(filler, "w");
      try {
        for (const size of [1024 * 1024, 4096, 512]) {
          const chunk = Buffer.alloc(size, 1);
          try {
            for (;;) fs.writeSync(fd, chunk);
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
          }
        }
      } finally {
        fs.closeSync(fd);
      }
      expect(fs.statfsSync(mountDir).bavail, "free blocks left on the tmpfs").toBe(0);

      let full: Answer | undefined;
      const degraded = await waitFor(
        async () => {
          full = await health();
          return full.status === 503;
        },
        { timeoutMs: 5_000, everyMs: 200 },
      );
      expect
        .soft(degraded, `health on a full disk: ${full?.status} ${JSON.stringify(full?.body)}`)
        .toBe(true);
      expect.soft(full?.body.status, "health status on a full disk").toBe("degraded");

      // Leads keep coming: each answer is a success (stored) or a server error (the form keeps the
      // data), in time; never a hang or a dropped connection.
      const whileFull: number[] = [];
      for (let k = 0; k < 20; k++) {
        const answer = await submit(lead++);
        whileFull.push(answer.status);
        expect(
          answer.status === 200 || (answer.status >= 500 && answer.status < 600),
          `answer ${answer.status}`,
        ).toBe(true);
      }
      console.log(`disk full: answers ${JSON.stringify(whileFull)}`);
      const stderr = server.instances[0]?.stderr() ?? "";
      expect
        .soft(stderr, "the server logs the real SQLite error")
        .toMatch(/database or disk is full|SQLITE_FULL/);
      expect.soft(stderr, "a failed statement is rolled back once, cleanly").not.toMatch(/cannot rollback/);

      fs.rmSync(filler);
      let back: Answer | undefined;
      const healthy = await waitFor(
        async () => {
          back = await health();
          return back.status === 200;
        },
        { timeoutMs: 5_000, everyMs: 200 },
      );
      expect
        .soft(healthy, `health once space returns: ${back?.status} ${JSON.stringify(back?.body)}`)
        .toBe(true);
      for (let k = 0; k < 5; k++)
        expect((await submit(lead++)).status, "a lead after space returns").toBe(200);

      const instance = server.instances[0];
      const exit = await instance?.kill("SIGTERM");
      expect.soft(exit, "clean exit on SIGTERM").toEqual({ code: 0, signal: null });

      const rows = await server.db
        .selectFrom("leads")
        .where("kind", "=", "enquiry")
        .select(["id", "phone"])
        .execute();
      const byId = new Map(rows.map((row) => [Number(row.id), row.phone]));
      const perPhone = new Map<string, number>();
      for (const row of rows) perPhone.set(row.phone, (perPhone.get(row.phone) ?? 0) + 1);
      const lost = acknowledged.filter((ack) => byId.get(ack.id) !== ack.phone);
      const doubled = acknowledged.filter((ack) => perPhone.get(ack.phone) !== 1);
      console.log(`disk full: ${acknowledged.length} acknowledged, ${rows.length} stored`);
      expect(lost, "acknowledged leads missing from the database").toEqual([]);
      expect(doubled, "acknowledged leads stored more than once").toEqual([]);
    },
  );
});
