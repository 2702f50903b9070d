import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, dialectsUnderTest, type TestDatabase } from "#tests/support/databases.ts";
import { auditActionLabel, auditDetailsText, leadSubject } from "./audit-labels.ts";
import { AUDIT_PAGE_SIZE, auditPage } from "./audit-log.server.ts";
import { recordAudit } from "./audit.server.ts";

const dialects = await dialectsUnderTest();
const START = Date.UTC(2026, 10, 24, 6, 0, 0);

describe.each(dialects)("the audit log page on %s", (dialect) => {
  let database: TestDatabase;
  let asha = 0;
  let ravi = 0;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const add = async (email: string, name: string) =>
      Number(
        (
          await database.db
            .insertInto("staff_users")
            .values({ email, name, role: "admin", created_at: START, created_by: null, disabled_at: null })
            .returning("id")
            .executeTakeFirstOrThrow()
        ).id,
      );
    asha = await add("asha@example.com", "Asha");
    ravi = await add("ravi@example.com", "Ravi");
    // 120 entries a minute apart: every third by Ravi, the rest by Asha; one by the command line.
    for (let i = 0; i < 120; i++) {
      await recordAudit(database.db, {
        staffId: i % 3 === 0 ? ravi : asha,
        action: i % 2 === 0 ? "lead-viewed" : "sign-in",
        subject: i % 2 === 0 ? `enquiry:${i}` : `staff:${i % 3 === 0 ? ravi : asha}`,
        details: { n: i },
        at: START + i * 60_000,
      });
    }
    await recordAudit(database.db, {
      staffId: null,
      action: "staff-added-by-command",
      subject: `staff:${asha}`,
      at: START - 60_000,
    });
  });
  afterAll(async () => database?.drop());

  it("shows 50 a page, newest first, with names for people and staff subjects", async () => {
    const first = await auditPage(database.db, { page: 1 });
    expect(first).toMatchObject({ total: 121, page: 1, pages: 3 });
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.entries[0]).toMatchObject({
      at: START + 119 * 60_000,
      staff: { id: asha, name: "Asha" },
      action: "sign-in",
      subjectStaffName: "Asha",
      details: { n: 119 },
    });
    const ats = first.entries.map((e) => e.at);
    expect([...ats].sort((a, b) => b - a)).toEqual(ats);
    const last = await auditPage(database.db, { page: 3 });
    expect(last.entries).toHaveLength(21);
    expect(last.entries.at(-1)).toMatchObject({ staff: null, action: "staff-added-by-command" });
    // Past the end: the last page.
    expect((await auditPage(database.db, { page: 99 })).page).toBe(3);
    expect(first.actions).toEqual(["lead-viewed", "sign-in", "staff-added-by-command"]);
    expect(first.staff.map((s) => s.name)).toEqual(["Asha", "Ravi"]);
  });

  it("filters by action and by staff member, together", async () => {
    const viewed = await auditPage(database.db, { page: 1, action: "lead-viewed" });
    expect(viewed.total).toBe(60);
    expect(viewed.entries.every((e) => e.action === "lead-viewed")).toBe(true);
    const byRavi = await auditPage(database.db, { page: 1, staffId: ravi });
    expect(byRavi.total).toBe(40);
    const both = await auditPage(database.db, { page: 1, staffId: ravi, action: "lead-viewed" });
    expect(both.total).toBe(20);
    expect(both.entries.every((e) => e.staff?.id === ravi && e.action === "lead-viewed")).toBe(true);
  });
});

describe("audit labels", () => {
  it("names known actions, words unknown ones, links lead subjects", () => {
    expect(auditActionLabel("staff-role-changed")).toBe("Changed a role");
    expect(auditActionLabel("lead-exported")).toBe("Lead exported");
    expect(leadSubject("enquiry:42")).toEqual({ label: "Enquiry #42", href: "/sales/leads/enquiry/42" });
    expect(leadSubject("dealer:7")?.href).toBe("/sales/leads/dealer/7");
    expect(leadSubject("staff:7")).toBeNull();
    expect(auditDetailsText({ from: "sales", to: "viewer", n: 2 })).toBe("from: sales; to: viewer; n: 2");
    expect(auditDetailsText({ sessionsEnded: 1 })).toBe("sessions ended: 1");
  });
});
