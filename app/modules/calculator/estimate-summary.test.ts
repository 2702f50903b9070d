import { describe, expect, it } from "vitest";
import { ESTIMATE_PARAM, estimateSummaryFromParam, quoteHref } from "./estimate-summary.ts";
import { DEFAULT_QUERY } from "./query.ts";
import { calculatorRegions } from "./regions.server.ts";

describe("estimate summary for the lead", () => {
  const query = { ...DEFAULT_QUERY, bill: 3000, units: 400, area: 1000, state: "Telangana" };

  it("the quote link carries the inputs, and the server recomputes the same figures from them", () => {
    const href = new URL(quoteHref(query), "https://example.test");
    expect(href.pathname).toBe("/contact");
    expect(href.hash).toBe("#leave-a-message");
    const summary = estimateSummaryFromParam(href.searchParams.get(ESTIMATE_PARAM), calculatorRegions);
    expect(summary).not.toBeNull();
    expect(summary!.text).toContain("System size: 3.33 kWp");
    expect(summary!.text).toContain("System price (without structure): ₹ 80,000.00");
    expect(summary!.text).toContain("Total savings over 10 years: ₹ 3,65,000.00");
    expect(summary!.data.subsidy).toBe(78_000);
    expect(summary!.text).toContain(
      "Solar loan (estimate): ₹ 23.22 a month on ₹ 2,000.00 at 7% a year for 10 years",
    );
    expect(summary!.data).toMatchObject({ monthlySavings: 3_041.67, loanRatePercent: 7, loanEmi: 23.22 });
    expect(summary!.path).toBe(
      "/solar-calculator?product=integrated&type=residential&bill=3000&units=400&area=1000&years=10&state=Telangana",
    );
  });

  it("carries a rate and tenure the visitor changed", () => {
    const href = new URL(quoteHref({ ...query, loanRate: 0, loanYears: 1 }), "https://example.test");
    const summary = estimateSummaryFromParam(href.searchParams.get(ESTIMATE_PARAM), calculatorRegions);
    expect(summary!.path).toMatch(/&rate=0&tenure=1$/);
    expect(summary!.data).toMatchObject({ loanRatePercent: 0, loanYears: 1, loanEmi: 166.67 });
  });

  it("notes units estimated from the tariff", () => {
    const summary = estimateSummaryFromParam(
      "product=integrated&type=residential&bill=2240&units=0&area=1000&years=10&state=Telangana",
      calculatorRegions,
    );
    expect(summary!.data.units).toBe(350);
    expect(summary!.text).toContain("estimated from the Telangana domestic tariff");
  });

  it.each([null, "", "hello", "x".repeat(301)])("ignores a missing or junk parameter (%j)", (param) => {
    expect(estimateSummaryFromParam(param, calculatorRegions)).toBeNull();
  });
});
