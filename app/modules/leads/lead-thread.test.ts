import { afterAll, describe, expect, it } from "vitest";
import { memoryLogger } from "#app/modules/observability/logger.server.ts";
import { createTestDatabase, dialectsUnderTest, type TestDatabase } from "#tests/support/databases.ts";
import { TEST_LEAD_CONFIG } from "#tests/support/lead-api.ts";
import { startLeadThread } from "./lead-thread.server.ts";
import { validEnquiry } from "#tests/support/enquiry-fixture.ts";

const dialects = await dialectsUnderTest();

describe.each(dialects)("lead thread on %s", (dialect) => {
  const opened: TestDatabase[] = [];
  afterAll(async () => Promise.all(opened.map((d) => d.drop())));

  it("stores a lead from the other thread, with a form token issued on this one, and replays it", async () => {
    const database = await createTestDatabase(dialect);
    opened.push(database);
    const thread = await startLeadThread({
      database,
      options: {
        databaseUrl: database.databaseUrl,
        sqlitePath: database.sqlitePath,
        config: { ...TEST_LEAD_CONFIG, FORM_MIN_FILL_MS: 0 },
      },
      logger: memoryLogger(),
    });
    try {
      const fields = validEnquiry({ form_token: thread.services.forms.issueToken() });
      const first = await thread.services.leads.submitEnquiry({ fields, clientIp: "203.0.113.5" });
      expect(first.httpStatus).toBe(200);
      const again = await thread.services.leads.submitEnquiry({ fields, clientIp: "203.0.113.5" });
      expect(again.body).toEqual(first.body);

      const rows = await database.db.selectFrom("enquiries").select(["phone", "spam"]).execute();
      expect(rows).toEqual([{ phone: "9812345678", spam: 0 }]);
      // The token was signed here and accepted there: the two threads share one secret.
      expect(Number(rows[0]?.spam)).toBe(0);

      const invalid = await thread.services.leads.submitEnquiry({
        fields: validEnquiry({ form_token: thread.services.forms.issueToken(), pincode: "12" }),
        clientIp: "203.0.113.5",
      });
      expect(invalid.httpStatus).toBe(400);
      expect((await thread.services.leads.enquiryQuestions()).length).toBeGreaterThan(0);
    } finally {
      await thread.stop();
    }
  });
});
