import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "#tests/support/csv-parse.ts";
import { createTestDatabase, dialectsUnderTest, type TestDatabase } from "#tests/support/databases.ts";
import { insertDealer, insertEnquiry, insertStaff } from "#tests/support/lead-rows.ts";
import { EXPORT_COLUMNS, exportInbox } from "./inbox-export.server.ts";

const dialects = await dialectsUnderTest();

describe.each(dialects)("the CSV export on %s", (dialect) => {
  let database: TestDatabase;
  let staffId = 0;
  const now = Date.UTC(2026, 10, 24, 20, 0); // 25 November in India

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    staffId = await insertStaff(database.db, { name: "Asha", role: "admin" });
    await insertEnquiry(database.db, {
      name: "Plain Person",
      state: "Goa",
      zonal_name: "West",
      created_at: Date.UTC(2026, 10, 1),
    });
    await insertEnquiry(database.db, {
      name: '=HYPERLINK("http://evil.example","Click")',
      city: "Kochi, Fort",
      state: "Kerala",
      created_at: Date.UTC(2026, 10, 2),
      requirements_json: JSON.stringify([{ id: 1, title: "Roof Area", answer: 'Above "20,000" sq ft' }]),
    });
    await insertDealer(database.db, {
      first_name: "अनिल",
      last_name: "+Sharma",
      state: "Kerala",
      created_at: Date.UTC(2026, 10, 3, 4, 0),
    });
  });
  afterAll(async () => database?.drop());

  it("writes the filtered list as CSV a spreadsheet reads back exactly, and audits it", async () => {
    const csv = await exportInbox(database.db, { filter: { state: "Kerala" }, staffId, now });
    expect(csv.fileName).toBe("arka-leads-2026-11-25.csv");
    expect(csv).toMatchObject({ rows: 2, capped: false });
    expect(csv.body.startsWith("\uFEFFKind,ID,Received (India time),Name,")).toBe(true);
    expect(csv.body.split("\r\n")).toHaveLength(4); // header, two rows, and the final line end
    expect(csv.body.replace(/\r\n/g, "")).not.toMatch(/\n/);
    const [header, dealer, enquiry] = parseCsv(csv.body);
    expect(header).toEqual(EXPORT_COLUMNS.map((c) => c.heading));
    const column = (row: string[] | undefined, heading: string) => row?.[header!.indexOf(heading)];
    expect(column(dealer, "Kind")).toBe("Dealer application");
    expect(column(dealer, "Name")).toBe("अनिल +Sharma");
    expect(column(dealer, "Received (India time)")).toBe("2026-11-03 09:30");
    expect(column(dealer, "Zone")).toBe("South");
    expect(column(enquiry, "Name")).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    expect(column(enquiry, "City")).toBe("Kochi, Fort");
    expect(column(enquiry, "Answers")).toBe('Roof Area: Above "20,000" sq ft');
    expect(column(enquiry, "Status")).toBe("New");

    const audit = await database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "leads-exported")
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ staff_id: staffId, subject: "inbox", at: now });
    expect(JSON.parse(audit.details_json)).toEqual({ filter: { state: "Kerala" }, rows: 2, capped: false });
  });

  it("stops at the cap and says so", async () => {
    const csv = await exportInbox(database.db, { filter: {}, staffId, now, cap: 2 });
    expect(csv).toMatchObject({ rows: 2, capped: true });
    expect(parseCsv(csv.body)).toHaveLength(3);
    expect((await exportInbox(database.db, { filter: {}, staffId, now, cap: 3 })).capped).toBe(false);
  });
});
