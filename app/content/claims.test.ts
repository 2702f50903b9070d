import { describe, expect, it } from "vitest";
import { calculate, annualGeneration } from "#app/modules/calculator/calculate.ts";
import { co2AvoidedTonnes } from "#app/modules/calculator/emissions.ts";
import { centralSubsidy } from "#app/modules/calculator/subsidy.ts";
import { claimFigures, claims, formatClaimNumber } from "./claims.ts";
import { projects } from "./portfolio.ts";
import { productSpecValues } from "./product-specs.ts";
import { site } from "./site.ts";

/** The numbers of a specification value: "200-250 kmph" → [200, 250]. */
const numbers = (value: string) => (value.match(/\d+(?:\.\d+)?/g) ?? []).map(Number);

const integrated = productSpecValues["arka-integrated-solar-roof"];
const withFigures = projects.flatMap((p) => (p.specs ? [{ slug: p.slug, ...p.specs }] : []));

describe("the claims configuration (docs/decisions/191)", () => {
  it("is the site configuration's claims, each with a basis and no figure where none was given", () => {
    expect(site.claims).toBe(claims);
    for (const [key, claim] of Object.entries(claims)) {
      expect(claim.basis.length, key).toBeGreaterThan(40);
    }
    // The company has not given a warranty: the configuration holds no period to state.
    expect(claims.warranty.given).toBe(false);
    expect(Object.keys(claims.warranty).sort()).toEqual(["basis", "given"]);
  });

  it("takes the roof's life, the wind rating, the fire class and leak-proofing from the integrated roof's specification record", () => {
    expect(numbers(integrated.lifeSpan)).toEqual([claims.roofLife.years]);
    expect(Math.max(...numbers(integrated.windSpeed))).toBe(claims.windRating.kmph);
    expect(integrated.fireRating).toBe(`Class ${claims.fireResistance.fireClass}`);
    expect(integrated.leakage).toBe("None");
    expect(claims.leakProof.percent).toBe(100);
  });

  it("gives the years of power that every portfolio project's payback and balance life add up to", () => {
    const lives = withFigures
      .filter((p) => p.paybackYears !== undefined && p.balanceLifeYears !== undefined)
      .map((p) => ({ slug: p.slug, years: Math.round((p.paybackYears! + p.balanceLifeYears!) * 10) / 10 }));
    expect(lives.length).toBeGreaterThan(3);
    for (const life of lives)
      expect(life, life.slug).toEqual({ slug: life.slug, years: claims.powerLife.years });
    // The same cells, as the other two products' records give their life.
    expect(numbers(productSpecValues["arka-inroof-solar"].lifeSpan)).toEqual([claims.powerLife.years]);
    expect(numbers(productSpecValues["arka-conventional-solar-module"].lifeSpan)).toEqual([
      claims.powerLife.years,
    ]);
  });

  it("states the payback as the range of the listed projects' own paybacks", () => {
    const paybacks = withFigures.flatMap((p) => (p.paybackYears === undefined ? [] : [p.paybackYears]));
    expect(claims.payback.fromYears).toBe(Math.min(...paybacks));
    expect(claims.payback.toYears).toBe(Math.max(...paybacks));
  });

  it("never puts the total capacity below the projects it sums", () => {
    const sum = withFigures.reduce((total, p) => total + (p.capacityKw ?? 0), 0);
    expect(claims.capacity.kw).toBeGreaterThanOrEqual(sum);
    expect(sum).toBe(578);
  });

  it("quotes the calculator's own figures for a 5 kW month and a 100 kW year of CO2", () => {
    const perKw = 60; // sq ft per kW in the calculator's catalogue: a roof of this size fits the system exactly
    const system = (kw: number) =>
      ({
        product: "integrated",
        propertyType: "residential",
        bill: 1e6,
        units: 1e6,
        area: kw * perKw,
        years: 1,
      }) as const;
    expect(calculate(system(claims.monthlyUnits.kw)).sizeKw).toBe(claims.monthlyUnits.kw);
    expect(calculate(system(claims.monthlyUnits.kw)).outputPerMonth).toBe(claims.monthlyUnits.units);
    expect(calculate(system(claims.co2.kw)).sizeKw).toBe(claims.co2.kw);
    expect(Math.round(co2AvoidedTonnes(annualGeneration(system(claims.co2.kw))))).toBe(
      claims.co2.tonnesPerYear,
    );
  });

  it("quotes the subsidy cap the calculator applies outside the special-category states", () => {
    expect(centralSubsidy(3, "Telangana")).toBe(claims.subsidyCap.rupees);
    expect(centralSubsidy(10, "Maharashtra")).toBe(claims.subsidyCap.rupees);
  });

  it("prints every figure with Indian grouping and Western digits", () => {
    expect(formatClaimNumber(276000)).toBe("2,76,000");
    expect(formatClaimNumber(3.6)).toBe("3.6");
    expect(claimFigures.subsidyCapRupees).toBe("78,000");
    expect(claimFigures.paybackFromYears).toBe(String(claims.payback.fromYears));
    expect(claimFigures.customers).toBe(`${claims.customers.count}+`);
    expect([claimFigures.peakSunFrom, claimFigures.peakSunTo]).toEqual(["11", "4"]);
  });
});
