import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import SolarCalculator from "../solar-calculator.tsx";
import { catalogueFor } from "#app/i18n/catalogue.ts";
import { INPUT_LIMITS, PRODUCT_IDS, PROPERTY_TYPES, YEARS } from "#app/modules/calculator/catalogue.ts";
import { buildEstimate } from "#app/modules/calculator/estimate.ts";
import { parseCalculatorQuery } from "#app/modules/calculator/query.ts";
import { findRegion } from "#app/modules/calculator/region.ts";
import { calculatorRegions } from "#app/modules/calculator/regions.server.ts";
import { FIGURE_IDS, shownFigures } from "#app/modules/calculator/shown-figures.ts";
import { LOCALES, localizedPath } from "#app/i18n/locales.ts";

// The enquiry form has its own tests (and its own catalogue); here only the calculator's text is checked.
vi.mock("#app/components/forms/callback-form.tsx", () => ({ CallbackForm: () => null }));
// Stylesheet URLs are a build concern (empty under the test runner).
vi.mock("#app/components/ui/stylesheet.tsx", () => ({ Stylesheet: () => null }));

const EXAMPLE = "product=integrated&type=residential&bill=3000&units=400&area=1000&years=10&state=Telangana";

/** The page as the server renders it at `path`, as text (tags dropped, entities kept simple). */
function renderText(path: string): { html: string; text: string } {
  const query = parseCalculatorQuery(
    new URL(path, "https://example.test").searchParams,
    calculatorRegions.map((r) => r.slug),
  );
  const props = { loaderData: { query, regions: calculatorRegions } } as Parameters<
    typeof SolarCalculator
  >[0];
  const Stub = createRoutesStub([{ path: "/*", Component: () => createElement(SolarCalculator, props) }]);
  const html = renderToString(createElement(Stub, { initialEntries: [path] })).replace(/<!-- -->/g, "");
  const text = html
    .replace(/<[^>]+>/g, "\n")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");
  return { html, text };
}

describe("the solar calculator page in each language", () => {
  it("keeps the specification's English words and figures", () => {
    const { html, text } = renderText(`/solar-calculator?${EXAMPLE}`);
    for (const words of [
      "Estimate your solar roof",
      "Units consumed per month",
      "Total savings over 10 years",
      "3.33 kWp",
      "400.00 units",
      "₹ 3,65,000.00",
      "Get a quote for this system",
    ])
      expect(text).toContain(words);
    expect(html).toContain('action="/solar-calculator"');
    expect(html).toContain('aria-label="Units consumed per month slider"');
  });

  it("speaks Telugu at /te, with Indian grouping, English values and links that stay in Telugu", () => {
    const te = catalogueFor("te").calculator;
    const { html, text } = renderText(`/te/solar-calculator?${EXAMPLE}`);
    for (const words of [
      te.form.heading,
      te.form.fields.units.label,
      te.results.heading,
      te.results.savings(10),
      "400.00 యూనిట్లు",
      "₹ 3,65,000.00",
      "తెలంగాణ",
    ])
      expect(text).toContain(words);
    expect(text).not.toContain("Units consumed per month");
    expect(html).toContain('action="/te/solar-calculator"');
    expect(html).toContain('href="/te/contact?estimate=');
    // Posted and shared values stay English.
    expect(html).toContain('value="Telangana"');
    expect(html).toContain('name="units"');
  });

  it("speaks Hindi at /hi", () => {
    const hi = catalogueFor("hi").calculator;
    const { text } = renderText(`/hi/solar-calculator?${EXAMPLE}`);
    expect(text).toContain(hi.form.heading);
    expect(text).toContain(hi.results.savings(10));
    expect(text).toContain("400.00 यूनिट");
  });
});

/** The text of each element carrying a figure's test id, as rendered. */
function renderedFigures(html: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of html.matchAll(/data-testid="([a-z0-9-]+)"[^>]*>([^<]*)</g))
    found[match[1]!] = match[2]!;
  return found;
}

describe("the page shows exactly the figures the server computes", () => {
  it("for generated inputs in every language (the estimate's own properties: estimate.properties.test.ts)", () => {
    const slugs = calculatorRegions.map((r) => r.slug);
    fc.assert(
      fc.property(
        fc.record({
          product: fc.constantFrom(...PRODUCT_IDS),
          type: fc.constantFrom(...PROPERTY_TYPES),
          bill: fc.integer({ min: 0, max: INPUT_LIMITS.bill.max }),
          units: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: INPUT_LIMITS.units.max })),
          area: fc.integer({ min: 0, max: INPUT_LIMITS.area.max }),
          years: fc.integer({ min: YEARS.min, max: YEARS.max }),
          state: fc.constantFrom(...slugs),
        }),
        fc.constantFrom(...LOCALES),
        (inputs, locale) => {
          const search = new URLSearchParams(Object.entries(inputs).map(([k, v]) => [k, String(v)]));
          const { html } = renderText(localizedPath(`/solar-calculator?${search.toString()}`, locale));
          const query = parseCalculatorQuery(search, slugs);
          const expected = shownFigures(
            buildEstimate(query, findRegion(calculatorRegions, query.state)),
            locale,
          );
          const rendered = renderedFigures(html);
          for (const id of FIGURE_IDS) expect(rendered[id] ?? null, id).toBe(expected[id]);
        },
      ),
      { numRuns: 200 },
    );
  });
});
