import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calculate, cumulativeSavingsByYear, type CalculatorInputs } from "./calculate.ts";
import { INPUT_LIMITS, PRODUCT_IDS, PROPERTY_TYPES, YEARS } from "./catalogue.ts";
import { formatDecimal, formatRupees } from "#app/content/format.ts";

describe("calculate: the specification's example", () => {
  it("Integrated Roof, Residential, bill 3000, units 400, area 1000, 10 years", () => {
    const result = calculate({
      product: "integrated",
      propertyType: "residential",
      bill: 3000,
      units: 400,
      area: 1000,
      years: 10,
    });
    expect(formatDecimal(result.sizeKw)).toBe("3.33");
    expect(formatDecimal(result.outputPerMonth)).toBe("400.00");
    expect(formatRupees(result.priceWithoutStructure)).toBe("₹ 80,000.00");
    expect(formatRupees(result.totalSavings)).toBe("₹ 3,65,000.00");
  });
});

// Units limit the size here (600 / 120 = 5 kW < 900 / 60 = 15 kW): output 600 units, price factor × 3000,
// savings 5 × 4 × 10 × 365 × (6000 / 600) = 7,30,000.
const unitsLimited = { bill: 6000, units: 600, area: 900, years: 10 };
// Area limits it (300 / 60 = 5 kW < 1200 / 120 = 10 kW): the same size, so the same price and output;
// savings 5 × 4 × 10 × 365 × (12000 / 1200) = 7,30,000.
const areaLimited = { bill: 12_000, units: 1200, area: 300, years: 10 };

const costFactors = [
  { product: "conventional", propertyType: "residential", withStructure: 50, withoutStructure: 45 },
  { product: "conventional", propertyType: "industrial", withStructure: 40, withoutStructure: 35 },
  { product: "inroof", propertyType: "residential", withStructure: 45, withoutStructure: 40 },
  { product: "inroof", propertyType: "industrial", withStructure: 45, withoutStructure: 40 },
  { product: "integrated", propertyType: "residential", withStructure: 90, withoutStructure: 60 },
  { product: "integrated", propertyType: "industrial", withStructure: 90, withoutStructure: 60 },
] as const;

describe.each(costFactors)("calculate: $product $propertyType", ({ product, propertyType, ...factor }) => {
  it.each([
    ["units", unitsLimited],
    ["rooftop area", areaLimited],
  ])("when %s limit the size", (_, values) => {
    const result = calculate({ product, propertyType, ...values });
    expect(result.sizeKw).toBeCloseTo(5, 10);
    expect(result.outputPerMonth).toBeCloseTo(600, 9);
    expect(result.priceWithStructure).toBeCloseTo(factor.withStructure * 3000, 6);
    expect(result.priceWithoutStructure).toBeCloseTo(factor.withoutStructure * 3000, 6);
    expect(result.totalSavings).toBeCloseTo(730_000, 6);
  });
});

const inputsArbitrary = fc.record({
  product: fc.constantFrom(...PRODUCT_IDS),
  propertyType: fc.constantFrom(...PROPERTY_TYPES),
  bill: fc.integer({ min: 0, max: INPUT_LIMITS.bill.max }),
  units: fc.integer({ min: 0, max: INPUT_LIMITS.units.max }),
  area: fc.integer({ min: 0, max: INPUT_LIMITS.area.max }),
  years: fc.integer({ min: YEARS.min, max: YEARS.max }),
}) satisfies fc.Arbitrary<CalculatorInputs>;

describe("calculate: properties", () => {
  it("every output is 0 unless bill, units and area are all above zero", () => {
    fc.assert(
      fc.property(inputsArbitrary, fc.constantFrom("bill", "units", "area"), (inputs, zeroed) => {
        const result = calculate({ ...inputs, [zeroed]: 0 });
        expect(Object.values(result).every((value) => value === 0)).toBe(true);
      }),
    );
  });

  it("every output is a finite, non-negative number", () => {
    fc.assert(
      fc.property(inputsArbitrary, (inputs) => {
        for (const value of Object.values(calculate(inputs))) {
          expect(Number.isFinite(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it("the size never exceeds what the roof holds or what the units need", () => {
    fc.assert(
      fc.property(inputsArbitrary, (inputs) => {
        const { sizeKw } = calculate(inputs);
        expect(sizeKw).toBeLessThanOrEqual(inputs.area / 60 + 1e-9);
        expect(sizeKw).toBeLessThanOrEqual(inputs.units / 120 + 1e-9);
      }),
    );
  });

  it("savings grow linearly with the years", () => {
    fc.assert(
      fc.property(inputsArbitrary, (inputs) => {
        const oneYear = calculate({ ...inputs, years: 1 }).totalSavings;
        const total = calculate(inputs).totalSavings;
        expect(total).toBeCloseTo(oneYear * inputs.years, 4);
      }),
    );
  });

  it("the year-by-year savings end at the total", () => {
    fc.assert(
      fc.property(inputsArbitrary, (inputs) => {
        const rows = cumulativeSavingsByYear(inputs);
        expect(rows.map((r) => r.year)).toEqual(Array.from({ length: inputs.years }, (_, i) => i + 1));
        expect(rows.at(-1)!.savings).toBe(calculate(inputs).totalSavings);
      }),
    );
  });
});
