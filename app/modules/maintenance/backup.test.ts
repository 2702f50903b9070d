import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "#app/platform/db/client.server.ts";
import { migrateToLatest } from "#app/platform/db/migrate.server.ts";
import { createHealthCheck } from "#app/modules/maintenance/health.server.ts";
import { memoryLogger } from "#app/platform/observability/logger.server.ts";
import { createTestDatabase } from "#tests/support/databases.ts";
import { BACKUP, backupFileName, backupTime, backupsToDelete, backUp, listBackups } from "./backup.server.ts";
import { createMaintenanceWorker } from "./maintenance-worker.server.ts";
import { restoreDrill } from "./restore-drill.server.ts";

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 22, 6, 0, 0);

describe("backup retention (checklist DUR-7)", () => {
  it("names backups by time and reads the time back", () => {
    expect(backupFileName(NOW)).toBe("arka-2026-11-22T060000Z.sqlite");
    expect(backupTime("arka-2026-11-22T060000Z.sqlite")).toBe(NOW);
    expect(backupTime("notes.txt")).toBeUndefined();
  });

  it("keeps 35 days of dailies and the first backup of each of the last 13 months", () => {
    // Two years of daily backups at 06:00.
    const backups = Array.from({ length: 730 }, (_, i) => NOW - i * DAY)
      .reverse()
      .map((at) => ({ file: backupFileName(at), at }));
    const deleted = new Set(backupsToDelete(backups, NOW));
    const kept = backups.filter((b) => !deleted.has(b.file));
    const recent = kept.filter((b) => NOW - b.at <= BACKUP.keepDailyMs);
    expect(recent).toHaveLength(36);
    const monthly = kept.filter((b) => NOW - b.at > BACKUP.keepDailyMs).map((b) => b.file.slice(5, 15));
    // Older ones: the 1st of each month from Nov 2025 to Oct 2026 (1 Nov 2026 is among the dailies).
    expect(monthly.every((day) => day.endsWith("-01"))).toBe(true);
    expect(monthly[0]).toBe("2025-11-01");
    expect(monthly.at(-1)).toBe("2026-10-01");
    // A year ago is always there.
    expect(kept.some((b) => NOW - b.at >= 365 * DAY)).toBe(true);
    expect(kept.some((b) => NOW - b.at > 13 * 31 * DAY)).toBe(false);
  });
});

describe("backup and restore drill on SQLite", () => {
  let dir: string;
  let database: DatabaseHandle;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "arka-backup-"));
    database = openDatabase({ sqlitePath: path.join(dir, "live.sqlite") });
    await migrateToLatest(database.db, database.dialect);
  });
  afterAll(async () => {
    await database?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function addEnquiry(at: number) {
    await database.db
      .insertInto("leads")
      .values({
        kind: "enquiry",
        created_at: at,
        name: "Asha Rao",
        email: "asha@example.com",
        phone: "9812345678",
        state: "Telangana",
        district: "Hyderabad",
        city: "Secunderabad",
        pincode: "500003",
        category: "Item enquiry",
        campaign_id: "23",
        source: "website",
        zonal_name: "South",
        requirements_json: "[]",
        client_ip: "203.0.113.9",
      })
      .execute();
  }

  it("copies the live database while it is in use, and the drill restores exactly what it held", async () => {
    for (let i = 0; i < 25; i++) await addEnquiry(NOW - i * 1000);
    const backups = path.join(dir, "backups");
    const result = await backUp({ copy: database.copyTo!, dir: backups, now: NOW });
    expect(result.file).toBe("arka-2026-11-22T060000Z.sqlite");
    // Leads after the backup are not in it.
    await addEnquiry(NOW + 1000);
    expect(restoreDrill(backups)).toEqual({
      backup: "arka-2026-11-22T060000Z.sqlite",
      takenAt: "2026-11-22T06:00:00.000Z",
      enquiries: 25,
      dealerApplications: 0,
      notificationsPending: 0,
      newestLeadAt: "2026-11-22T06:00:00.000Z",
    });
    // One self-contained file: nothing half-written, no -wal or -shm beside it.
    expect(fs.readdirSync(backups)).toEqual(["arka-2026-11-22T060000Z.sqlite"]);
  });

  it("the drill fails loudly on a damaged backup or an empty folder", () => {
    const damaged = path.join(dir, "damaged");
    fs.mkdirSync(damaged);
    fs.writeFileSync(path.join(damaged, backupFileName(NOW)), "not a database");
    expect(() => restoreDrill(damaged)).toThrow();
    expect(() => restoreDrill(path.join(dir, "nothing-here"))).toThrow(/no backup/);
  });

  it("the maintenance worker backs up once a day, keeps the retention rule, and logs it", async () => {
    let now = NOW + 7 * DAY;
    const logger = memoryLogger();
    const backups = path.join(dir, "worker-backups");
    const worker = createMaintenanceWorker({
      db: database.db,
      logger,
      now: () => now,
      backup: { copy: database.copyTo!, dir: backups },
    });
    expect((await worker.runOnce()).backedUp?.file).toBe(backupFileName(now));
    now += 60 * 60 * 1000;
    expect((await worker.runOnce()).backedUp).toBeNull();
    now += DAY;
    expect((await worker.runOnce()).backedUp?.file).toBe(backupFileName(now));
    expect(listBackups(backups)).toHaveLength(2);
    expect(logger.lines.filter((line) => line.includes("database backed up"))).toHaveLength(2);
  });
});

describe("a failed backup", () => {
  it("is logged, recorded, and makes the health check degraded until a backup succeeds", async () => {
    const database = await createTestDatabase("sqlite");
    try {
      let now = NOW;
      let fail = true;
      const logger = memoryLogger();
      const worker = createMaintenanceWorker({
        db: database.db,
        logger,
        now: () => now,
        backup: {
          copy: async (destination) => {
            if (fail) throw new Error("ENOSPC: no space left on device");
            await database.copyTo!(destination);
          },
          dir: fs.mkdtempSync(path.join(os.tmpdir(), "arka-backup-fail-")),
        },
      });
      const health = createHealthCheck({ database, minFreeBytes: 0 });
      expect((await worker.runOnce()).backedUp).toBeNull();
      expect(logger.lines.join("\n")).toContain("ENOSPC: no space left on device");
      expect(await health()).toMatchObject({ ok: false, checks: { backup: "the last backup failed" } });
      fail = false;
      now += DAY;
      expect((await worker.runOnce()).backedUp).not.toBeNull();
      expect(await health()).toMatchObject({ ok: true, checks: { backup: "ok" } });
    } finally {
      await database.drop();
    }
  });
});
