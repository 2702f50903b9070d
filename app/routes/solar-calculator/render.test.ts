import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import SolarCalculator from "../solar-calculator.tsx";
import { catalogueFor } from "#app/i18n/catalogue.ts";
import { parseCalculatorQuery } from "#app/modules/calculator/query.ts";
import { calculatorRegions } from "#app/modules/calculator/regions.server.ts";

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
