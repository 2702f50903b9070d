import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { INPUT_LIMITS, PRODUCT_IDS, PROPERTY_TYPES, YEARS } from "./catalogue.ts";
import { buildEstimate, type Estimate } from "./estimate.ts";
import { summarizeEstimate } from "./estimate-summary.ts";
import { LOAN_LIMITS } from "./loan.ts";
import { calculatorQueryString, parseCalculatorQuery, type CalculatorQuery } from "./query.ts";
import { findRegion } from "./region.ts";
import { calculatorRegions } from "./regions.server.ts";
import { FIGURE_IDS, shownFigures } from "./shown-figures.ts";
import type { SubsidyConditions } from "./subsidy.ts";
import { LOCALES } from "#app/i18n/locales.ts";

/**
 * The figures the calculator shows beside each other never contradict each other, over the whole input
 * range (docs/decisions/195): at least 10,000 generated inputs for every product and property type.
 */
const RUNS = 10_000;
const slugs = calculatorRegions.map((region) => region.slug);
const status = fc.constantFrom("yes" as const, "no" as const, "unconfirmed" as const);
const conditionsArbitrary: fc.Arbitrary<SubsidyConditions> = fc.record({
  registeredVendor: status,
  domesticCells: status,
});

/**
 * A query as the page holds it. Sizes are drawn across the whole range and also near the small values a
 * home gives (most of the range is factory-sized), so both ends are covered in every run.
 */
function queryArbitrary(
  product: CalculatorQuery["product"],
  propertyType: CalculatorQuery["propertyType"],
): fc.Arbitrary<CalculatorQuery> {
  const amount = (max: number) =>
    fc.oneof(fc.integer({ min: 0, max }), fc.integer({ min: 0, max: Math.min(max, 5_000) }));
  return fc.record({
    product: fc.constant(product),
    propertyType: fc.constant(propertyType),
    bill: amount(INPUT_LIMITS.bill.max),
    units: amount(INPUT_LIMITS.units.max),
    area: amount(INPUT_LIMITS.area.max),
    years: fc.integer({ min: YEARS.min, max: YEARS.max }),
    state: fc.oneof(fc.constant(""), fc.constantFrom(...slugs)),
    // A rate as the box keeps it: two decimals.
    loanRate: fc
      .integer({ min: LOAN_LIMITS.rate.min * 100, max: LOAN_LIMITS.rate.max * 100 })
      .map((n) => n / 100),
    loanYears: fc.integer({ min: LOAN_LIMITS.tenure.min, max: LOAN_LIMITS.tenure.max }),
  });
}

/** The paths of the estimate's numbers that are negative, NaN or infinite (the region's tariff data aside). */
function badNumbers(value: unknown, path = "estimate"): string[] {
  if (typeof value === "number") return Number.isFinite(value) && value >= 0 ? [] : [`${path} = ${value}`];
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, child]) =>
    key === "unitsEstimatedFrom" ? [] : badNumbers(child, `${path}.${key}`),
  );
}

const estimateFor = (query: CalculatorQuery, conditions?: SubsidyConditions): Estimate =>
  buildEstimate(query, findRegion(calculatorRegions, query.state), conditions);

describe.each(PRODUCT_IDS.flatMap((product) => PROPERTY_TYPES.map((type) => [product, type] as const)))(
  "the estimate's figures, %s %s",
  (product, propertyType) => {
    const queries = queryArbitrary(product, propertyType);

    it("the saving in a month is never more than the bill, as computed and as shown", () => {
      fc.assert(
        fc.property(queries, (query) => {
          const estimate = estimateFor(query);
          expect(estimate.monthlySavings).toBeLessThanOrEqual(query.bill);
          const shown = Number(shownFigures(estimate)["monthly-savings"].replace(/[₹,\s]/g, ""));
          expect(shown).toBeLessThanOrEqual(query.bill);
        }),
        { numRuns: RUNS },
      );
    });

    it("a subsidy is taken off only for a home, never more than its share of the price, never to zero", () => {
      fc.assert(
        fc.property(queries, conditionsArbitrary, (query, conditions) => {
          const estimate = estimateFor(query, conditions);
          const price = estimate.result.priceWithoutStructure;
          const { subsidy } = estimate;
          if (propertyType === "industrial") expect(subsidy.kind).toBe("industrial");
          const deducted = subsidy.kind === "home" ? subsidy.deducted : 0;
          expect(deducted).toBeLessThanOrEqual(price);
          expect(estimate.priceAfterSubsidy).toBe(price - deducted);
          if (deducted > 0) {
            expect(conditions).toEqual({ registeredVendor: "yes", domesticCells: "yes" });
            expect(deducted).toBeLessThanOrEqual(0.6 * price + 1e-6);
            expect(estimate.priceAfterSubsidy).toBeGreaterThan(0);
          }
          // The loan finances what is left to pay, and says so when its instalment is the larger.
          expect(estimate.loan.principal).toBe(estimate.priceAfterSubsidy);
          expect(estimate.instalmentExceedsSaving).toBe(estimate.loan.emi > estimate.monthlySavings);
        }),
        { numRuns: RUNS },
      );
    });

    it("no figure is negative, NaN or infinite, as computed or as shown", () => {
      fc.assert(
        fc.property(queries, conditionsArbitrary, (query, conditions) => {
          const estimate = estimateFor(query, conditions);
          const shownBadly = Object.values(shownFigures(estimate)).filter(
            (text) => text !== null && /NaN|Infinity|-/.test(text),
          );
          // Plain checks in the loop (an expect per number costs more than the estimate itself).
          if (badNumbers(estimate).length > 0 || shownBadly.length > 0)
            throw new Error(`${badNumbers(estimate).join(", ")} ${shownBadly.join(", ")}`);
        }),
        { numRuns: RUNS },
      );
    });

    it("every figure shown equals what the server computes from the same inputs", () => {
      fc.assert(
        fc.property(
          queries,
          conditionsArbitrary,
          fc.constantFrom(...LOCALES),
          (query, conditions, locale) => {
            const shown = shownFigures(estimateFor(query, conditions), locale);
            // The server reads the inputs from the URL the page writes (the no-JavaScript page, a shared link).
            const params = new URLSearchParams(calculatorQueryString(query));
            const served = parseCalculatorQuery(params, slugs);
            const servedEstimate = estimateFor(served, conditions);
            expect(shownFigures(servedEstimate, locale)).toEqual(shown);
            // The lead's summary for sales is built from the same inputs: the same figures, in English.
            if (locale !== "en") return;
            const summary = summarizeEstimate(served, servedEstimate);
            for (const id of FIGURE_IDS.filter((id) => id !== "units-estimate" && id !== "co2-total")) {
              const figure = shown[id];
              if (figure !== null) expect(summary.text, id).toContain(figure);
            }
          },
        ),
        { numRuns: RUNS },
      );
    });
  },
);
