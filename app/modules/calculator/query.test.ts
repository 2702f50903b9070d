import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { INPUT_LIMITS, PRODUCT_IDS, PROPERTY_TYPES, YEARS } from "./catalogue.ts";
import { LOAN_DEFAULTS, LOAN_LIMITS } from "./loan.ts";
import { calculatorQueryString, DEFAULT_QUERY, parseCalculatorQuery } from "./query.ts";

const states = ["Telangana", "Tamil-Nadu"];

describe("calculator query", () => {
  it("reads every field", () => {
    const query = parseCalculatorQuery(
      new URLSearchParams(
        "product=inroof&type=industrial&bill=3000&units=400&area=1000&years=12&state=tamil-nadu&rate=8.25&tenure=5",
      ),
      states,
    );
    expect(query).toEqual({
      product: "inroof",
      propertyType: "industrial",
      bill: 3000,
      units: 400,
      area: 1000,
      years: 12,
      state: "Tamil-Nadu",
      loanRate: 8.25,
      loanYears: 5,
    });
  });

  it("falls back to the defaults for anything unknown or out of range", () => {
    const query = parseCalculatorQuery(
      new URLSearchParams(
        "product=solar&type=x&bill=500001&units=-3&area=abc&years=40&state=Atlantis&rate=31&tenure=0",
      ),
      states,
    );
    expect(query).toEqual(DEFAULT_QUERY);
  });

  it("falls back to the previous page's numbers for values above the maximum", () => {
    const previous = { ...DEFAULT_QUERY, bill: 3000, units: 400, area: 1000, years: 12, loanRate: 9 };
    const query = parseCalculatorQuery(
      new URLSearchParams(
        "product=integrated&type=residential&bill=500001&units=500&area=300001&years=26&rate=30.5&tenure=21",
      ),
      states,
      previous,
    );
    expect(query).toMatchObject({
      bill: 3000,
      units: 500,
      area: 1000,
      years: 12,
      loanRate: 9,
      loanYears: 10,
    });
  });

  it("reads the loan's rate to 2 decimals, including 0%, and leaves the scheme's defaults out of the URL", () => {
    const read = (search: string) => parseCalculatorQuery(new URLSearchParams(search), states);
    expect(read("rate=0&tenure=1")).toMatchObject({ loanRate: 0, loanYears: 1 });
    expect(read("rate=7.125&tenure=20")).toMatchObject({ loanRate: 7.13, loanYears: 20 });
    expect(read("rate=&tenure=2.5")).toMatchObject({
      loanRate: LOAN_DEFAULTS.ratePercent,
      loanYears: LOAN_DEFAULTS.tenureYears,
    });
    expect(calculatorQueryString(DEFAULT_QUERY)).not.toMatch(/[?&](rate|tenure)=/);
    expect(calculatorQueryString({ ...DEFAULT_QUERY, loanRate: 0, loanYears: 5 })).toMatch(
      /&rate=0&tenure=5$/,
    );
    expect(calculatorQueryString({ ...DEFAULT_QUERY, loanRate: 8.5 })).toMatch(/&rate=8.5$/);
  });

  it("round-trips through its query string", () => {
    fc.assert(
      fc.property(
        fc.record({
          product: fc.constantFrom(...PRODUCT_IDS),
          propertyType: fc.constantFrom(...PROPERTY_TYPES),
          bill: fc.integer({ min: 0, max: INPUT_LIMITS.bill.max }),
          units: fc.integer({ min: 0, max: INPUT_LIMITS.units.max }),
          area: fc.integer({ min: 0, max: INPUT_LIMITS.area.max }),
          years: fc.integer({ min: YEARS.min, max: YEARS.max }),
          state: fc.constantFrom("", ...states),
          loanRate: fc
            .integer({ min: LOAN_LIMITS.rate.min * 100, max: LOAN_LIMITS.rate.max * 100 })
            .map((hundredths) => hundredths / 100),
          loanYears: fc.integer({ min: LOAN_LIMITS.tenure.min, max: LOAN_LIMITS.tenure.max }),
        }),
        (query) => {
          expect(parseCalculatorQuery(new URLSearchParams(calculatorQueryString(query)), states)).toEqual(
            query,
          );
        },
      ),
    );
  });
});
