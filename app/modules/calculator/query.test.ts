import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { INPUT_LIMITS, PRODUCT_IDS, PROPERTY_TYPES, YEARS } from "./catalogue.ts";
import { calculatorQueryString, DEFAULT_QUERY, parseCalculatorQuery } from "./query.ts";

const states = ["Telangana", "Tamil-Nadu"];

describe("calculator query", () => {
  it("reads every field", () => {
    const query = parseCalculatorQuery(
      new URLSearchParams(
        "product=inroof&type=industrial&bill=3000&units=400&area=1000&years=12&state=tamil-nadu",
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
    });
  });

  it("falls back to the defaults for anything unknown or out of range", () => {
    const query = parseCalculatorQuery(
      new URLSearchParams("product=solar&type=x&bill=500001&units=-3&area=abc&years=40&state=Atlantis"),
      states,
    );
    expect(query).toEqual(DEFAULT_QUERY);
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
