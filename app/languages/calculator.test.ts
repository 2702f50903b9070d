import { describe, expect, it } from "vitest";
import { calculator as en } from "./en/interface/calculator.ts";
import { calculator as hi } from "./hi/interface/calculator.ts";
import { calculator as te } from "./te/interface/calculator.ts";
import { formatRupees } from "#app/content/format.ts";
import { GRID_EMISSION_FACTOR as grid } from "#app/modules/calculator/emissions.ts";
import { formatLakhRupees, formatTonnes, formatUnits, formatWhole } from "#app/modules/calculator/format.ts";
import { SCHEME_LOAN_TERMS as loan } from "#app/modules/calculator/loan.ts";
import {
  SCHEME_COST_BASIS as costBasis,
  SUBSIDY_SOURCE as subsidy,
} from "#app/modules/calculator/subsidy.ts";

type Entry = { path: string; value: unknown };

/** Every leaf of a catalogue (strings and functions), by its dotted path. */
function leaves(value: unknown, path = ""): Entry[] {
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, child]) => leaves(child, path ? `${path}.${key}` : key));
  }
  return [{ path, value }];
}

const SAMPLE = formatWhole(1_234_567);
/** Words that stay in Latin letters in every language: units, abbreviations (glossaries). */
const KEPT_LATIN = /\b(?:kWp|kW|kg|CO2|EMI|RBI|PIB|MNRE|ALMM|II|Arka)\b/g;

/** A leaf's text: a string as it is, a function called with the sample figure for each argument. */
function render(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "function") {
    return String(
      (value as (...args: unknown[]) => unknown)(...Array.from({ length: value.length }, () => SAMPLE)),
    );
  }
  throw new Error(`unexpected leaf ${String(value)}`);
}

describe.each([
  ["hi", hi],
  ["te", te],
] as const)("the calculator's %s text", (_locale, catalogue) => {
  const english = leaves(en);
  const translated = new Map(leaves(catalogue).map((entry) => [entry.path, entry.value]));

  it("has every English key, of the same kind, and no other", () => {
    expect([...translated.keys()].sort()).toEqual(english.map((entry) => entry.path).sort());
    for (const { path, value } of english) expect(typeof translated.get(path), path).toBe(typeof value);
  });

  it("puts the figures it is given into the sentence, in Indian grouping", () => {
    for (const { path, value } of english) {
      // Where the English sentence shows a figure, the translation shows it too.
      if (typeof value !== "function" || !render(value).includes(SAMPLE)) continue;
      expect(render(translated.get(path)), path).toContain("12,34,567");
    }
  });

  it("is written in the language, with only units and abbreviations left in Latin letters", () => {
    for (const { path, value } of leaves(catalogue)) {
      const text = render(value);
      expect(text.trim(), path).not.toBe("");
      expect(text.replace(KEPT_LATIN, ""), path).not.toMatch(/[A-Za-z]{2,}/);
    }
  });

  it("gives the results' and explanations' words for one year and for many", () => {
    expect(catalogue.results.savings(1)).not.toBe(catalogue.results.savings(10));
    expect(catalogue.results.savings(10)).toContain("10");
    expect(catalogue.extras.co2.over(25)).toContain("25");
  });
});

describe("figures on the calculator page", () => {
  it("use Indian grouping and Western digits in every language", () => {
    expect(formatWhole(1_234_567)).toBe("12,34,567");
    expect(formatRupees(1_234_567)).toBe("₹ 12,34,567.00");
    expect(formatUnits(1_234_567)).toBe("12,34,567.00 units");
    expect(formatUnits(1_234_567, "hi")).toBe("12,34,567.00 यूनिट");
    expect(formatUnits(1_234_567, "te")).toBe("12,34,567.00 యూనిట్లు");
    expect(formatTonnes(1_234_567, "te")).toBe("12,34,567.00 టన్నులు");
    expect(formatLakhRupees(200_000)).toBe("₹2\u00a0lakh");
    expect(formatLakhRupees(200_000, "hi")).toBe("₹2\u00a0लाख");
    expect(te.extras.units.perMonth(formatWhole(1_234_567))).toBe("నెలకు 12,34,567 యూనిట్లు");
    expect(hi.results.savings(10)).toBe("10 साल में कुल बचत");
  });

  it("keep the specification's English words", () => {
    expect(en.form.heading).toBe("Estimate your solar roof");
    expect(en.form.fields.units.label).toBe("Units consumed per month");
    expect(en.results.savings(1)).toBe("Total savings over 1 year");
    expect(en.results.savings(10)).toBe("Total savings over 10 years");
    expect(en.form.productNames.integrated).toBe("Integrated Roof");
    expect(en.form.slider("Rooftop area")).toBe("Rooftop area slider");
    expect(en.form.limits("0", formatWhole(500_000))).toBe("0 to 5,00,000");
  });
});

describe("the calculator's sources in every language", () => {
  /** Each citation, given the data modules' fields (or others in their place). */
  type GridSource = { kgPerKwh: number; basis: string; source: string; version: string; date: string };
  const citations = (catalogue: typeof en, g: GridSource = grid) => [
    catalogue.extras.co2.source(g.kgPerKwh, "D", g.basis, g.source, g.version, g.date),
    catalogue.extras.subsidy.source("D", subsidy.publisher, subsidy.scheme, subsidy.document, subsidy.date),
    catalogue.extras.subsidy.benchmarkSource(costBasis.source, costBasis.date),
    catalogue.loan.source("D", loan.source),
  ];

  it("cite the data modules' sources, versions and dates", () => {
    const [co2, subsidyText, benchmarkText, loanText] = citations(en);
    expect(benchmarkText).toContain(costBasis.source);
    expect(benchmarkText).toContain(costBasis.date);
    for (const field of [grid.basis, grid.source, grid.version, grid.date]) expect(co2).toContain(field);
    for (const field of Object.values(subsidy)) expect(subsidyText).toContain(field);
    expect(loanText).toContain(loan.source);
  });

  it.each([
    ["hi", hi],
    ["te", te],
  ] as const)(
    "in %s: translated today, and a changed source cited as published, never stale",
    (_, catalogue) => {
      for (const text of citations(catalogue))
        expect(text.replace(KEPT_LATIN, "")).not.toMatch(/[A-Za-z]{2,}/);
      const [co2] = citations(catalogue, { ...grid, version: "version 20.0", date: "June 2025" });
      expect(co2).toContain("version 20.0");
      expect(co2).toContain("June 2025");
      expect(co2).not.toContain("19.0");
      expect(co2).not.toContain("2023");
    },
  );
});
