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
    // The subsidy is not taken off (Arka's conditions unconfirmed; the price below the scheme's benchmark),
    // and sales read why.
    expect(summary!.data).toMatchObject({ subsidy: 0, subsidyScheme: 78_000 });
    expect(summary!.text).toContain(
      "Central subsidy (PM Surya Ghar): the scheme gives ₹ 78,000.00; not taken off: Arka's eligibility not confirmed in the site settings; the calculator's price ₹ 80,000.00 is below the scheme's benchmark cost ₹ 1,60,000.00",
    );
    expect(summary!.text).toContain(
      "Solar loan (estimate): ₹ 928.87 a month on ₹ 80,000.00 at 7% a year for 10 years",
    );
    expect(summary!.data).toMatchObject({ monthlySavings: 3_000, loanRatePercent: 7, loanEmi: 928.87 });
    expect(summary!.path).toBe(
      "/solar-calculator?product=integrated&type=residential&bill=3000&units=400&area=1000&years=10&state=Telangana",
    );
  });

  it("carries a rate and tenure the visitor changed", () => {
    const href = new URL(quoteHref({ ...query, loanRate: 0, loanYears: 1 }), "https://example.test");
    const summary = estimateSummaryFromParam(href.searchParams.get(ESTIMATE_PARAM), calculatorRegions);
    expect(summary!.path).toMatch(/&rate=0&tenure=1$/);
    expect(summary!.data).toMatchObject({ loanRatePercent: 0, loanYears: 1, loanEmi: 6_666.67 });
    expect(summary!.text).toContain("for 1 year (more than the monthly saving)");
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
