import { describe, expect, it } from "vitest";
import { calculatorRegions } from "./regions.server.ts";

describe("calculatorRegions", () => {
  it("lists the 36 states and UTs with unique slugs", () => {
    expect(calculatorRegions).toHaveLength(36);
    expect(new Set(calculatorRegions.map((r) => r.slug)).size).toBe(36);
  });
  it("has a tariff for every region the data covers (not Lakshadweep or Ladakh)", () => {
    const without = calculatorRegions.filter((r) => !r.tariff).map((r) => r.name);
    expect(without.sort()).toEqual(["Ladakh", "Lakshadweep"]);
  });
  it("marks the special-category regions", () => {
    const special = calculatorRegions.filter((r) => r.specialCategory).map((r) => r.name);
    expect(special).toHaveLength(14);
  });
});
