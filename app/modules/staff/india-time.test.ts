import { describe, expect, it } from "vitest";
import { formatIndiaTime, indiaDateTimeAttribute } from "./india-time.ts";

describe("India time", () => {
  it("shows a moment in IST with a short month and a 24-hour clock", () => {
    expect(formatIndiaTime(Date.UTC(2026, 10, 24, 6, 2))).toBe("24 Nov 2026, 11:32");
    // 18:45 UTC is a quarter past midnight the next day in India.
    expect(formatIndiaTime(Date.UTC(2026, 8, 4, 18, 45))).toBe("5 Sep 2026, 00:15");
    expect(indiaDateTimeAttribute(Date.UTC(2026, 8, 4, 18, 45))).toBe("2026-09-05T00:15:00+05:30");
  });
});
