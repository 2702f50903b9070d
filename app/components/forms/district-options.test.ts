import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { allDistrictGroups, districtOptions, stateOptions } from "./district-options.ts";
import { LocationFields } from "./location-fields.tsx";
import { LOCALE_INFO, PREFIXED_LOCALES, localizedPath } from "#app/i18n/locales.ts";
import { districtsOfState, findState, states } from "#app/modules/geo/geography.ts";
import { TRANSLATIONS } from "#app/languages/list.ts";

const englishNames = new Set(states.map((s) => s.state_name));

/** A name written wholly in the script (spaces and the zero-width non-joiner allowed). */
const wholly = (script: RegExp) => new RegExp(`^(?:${script.source}|[\\s\\u200C])+$`, "u");

describe("the forms' state and district lists (docs/decisions/192)", () => {
  it("in English: every state by its English name, in the geography's alphabetical order", () => {
    const options = stateOptions("en");
    expect(options.map((o) => o.value)).toEqual(states.map((s) => s.state_name));
    expect(options.every((o) => o.label === o.value && o.lang === undefined)).toBe(true);
  });

  for (const locale of PREFIXED_LOCALES) {
    describe(LOCALE_INFO[locale].englishName, () => {
      const options = stateOptions(locale);

      it("names all 36 states in the language's own script; the values stay the English names", () => {
        expect(options).toHaveLength(36);
        expect(new Set(options.map((o) => o.value))).toEqual(englishNames);
        for (const option of options) {
          expect(option.label, option.value).toMatch(wholly(TRANSLATIONS[locale].script));
          expect(englishNames.has(option.label)).toBe(false);
          expect(option.lang).toBeUndefined();
        }
        expect(new Set(options.map((o) => o.label)).size).toBe(36);
      });

      it("lists them in the language's alphabetical order", () => {
        const collator = new Intl.Collator(LOCALE_INFO[locale].tag);
        const labels = options.map((o) => o.label);
        expect(labels).toEqual([...labels].sort(collator.compare));
        // Not the English order with other labels: Andhra Pradesh's आ/ఆ comes after Assam's अ/అ.
        expect(labels.indexOf(options.find((o) => o.value === "Assam")!.label)).toBeLessThan(
          labels.indexOf(options.find((o) => o.value === "Andhra Pradesh")!.label),
        );
      });

      it("keeps districts English, marked lang=en, under state headings in the page's language", () => {
        const groups = allDistrictGroups(locale);
        expect(groups.map((g) => g.label)).toEqual(options.map((o) => o.label));
        for (const group of groups) {
          expect(group.lang).toBeUndefined();
          expect(group.options.length).toBeGreaterThan(0);
          expect(group.options.every((o) => o.lang === "en" && o.label === o.value)).toBe(true);
        }
        expect(districtOptions("Telangana", locale)).toContainEqual({
          value: "Hyderabad",
          label: "Hyderabad",
          lang: "en",
        });
        expect(districtOptions("Telangana", locale)).toHaveLength(districtsOfState("Telangana").length);
      });

      it("renders the form's lists that way, before and without scripts", () => {
        const html = renderLocationFields(localizedPath("/become-partner", locale));
        const stateSelect = /<select[^>]*name="state"[^>]*>([\s\S]*?)<\/select>/.exec(html)![1]!;
        const labels = [...stateSelect.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)];
        expect(labels).toHaveLength(37);
        for (const [, value, label] of labels.slice(1)) {
          expect(englishNames.has(value!)).toBe(true);
          expect(englishNames.has(label!)).toBe(false);
        }
        expect(stateSelect).not.toContain('lang="en"');
        const districtSelect = /<select[^>]*name="district"[^>]*>([\s\S]*?)<\/select>/.exec(html)![1]!;
        const groupLabels = [...districtSelect.matchAll(/<optgroup label="([^"]*)"/g)].map((m) => m[1]!);
        expect(groupLabels).toEqual(options.map((o) => o.label));
        expect(districtSelect).toContain('<option value="Hyderabad" lang="en">Hyderabad</option>');
      });
    });
  }

  it("the server understands a state written as a Hindi or Telugu page names it", () => {
    expect(findState("महाराष्ट्र")?.state_name).toBe("Maharashtra");
    expect(findState(" తెలంగాణ ")?.state_name).toBe("Telangana");
    expect(findState("लद्दाख")?.state_name).toBe("Ladakh");
    expect(findState("maharashtra")?.state_name).toBe("Maharashtra");
    expect(findState("मुंबई")).toBeUndefined(); // a tariff region, not a state
    expect(findState("Narnia")).toBeUndefined();
  });
});

function renderLocationFields(path: string): string {
  const fields = () =>
    createElement(LocationFields, {
      formId: "f",
      values: {},
      errors: {},
      onValueChange: () => {},
      onStateChange: () => {},
    });
  const Stub = createRoutesStub([{ path: "/*", Component: fields }]);
  return renderToString(createElement(Stub, { initialEntries: [path] }));
}
