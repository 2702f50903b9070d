import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import updates from "../../data/raw/tariffs-updates-2025.json" with { type: "json" };
import { tariffPageView, tariffText, type TariffPageView } from "./tariff-page.ts";
import { tariffBySlug, tariffs } from "./tariffs.ts";
import {
  CurrentTariffTables,
  EarlierTariffs,
  TariffSummary,
} from "#app/components/tariffs/tariff-figures.tsx";

type Update = { state: string; slug: string; effective: string; slabs: { rate: number | null }[] };

const rupees = (rate: number) =>
  `₹ ${rate.toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Text of a page's parts as the server renders them, tags stripped. */
function rendered(slug: string, part: "lead" | "earlier"): string {
  const tariff = tariffBySlug(slug);
  if (!tariff) throw new Error(`no tariff ${slug}`);
  const view = tariffPageView(tariff, 2026);
  const props = { stateName: tariff.state, view };
  const element =
    part === "lead"
      ? createElement(
          Fragment,
          null,
          createElement(TariffSummary, props),
          createElement(CurrentTariffTables, props),
        )
      : createElement(EarlierTariffs, { view });
  return renderToStaticMarkup(element)
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

describe("the tariff pages' lead", () => {
  it.each((updates as Update[]).map((u) => [u.state, u] as const))(
    "%s shows the update's effective date and figures",
    (_, update) => {
      const text = rendered(update.slug, "lead");
      const date = /\d{1,2} [A-Z][a-z]{2} \d{4}|FY \d{4}-\d{2}/.exec(update.effective)?.[0] ?? "(no date)";
      expect(text).toContain(date);
      for (const slab of update.slabs) if (slab.rate !== null) expect(text).toContain(rupees(slab.rate));
    },
  );

  it("labels the earlier tariffs as earlier: Haryana's FY 2023-24 slabs sit below, not in the lead", () => {
    const lead = rendered("haryana", "lead");
    const earlier = rendered("haryana", "earlier");
    expect(lead).not.toContain(rupees(6.3)); // the FY 2023-24 Category II 251-500 rate
    expect(earlier).toContain("Earlier tariff: FY 2023-24");
    expect(earlier).toContain(rupees(6.3));
  });

  it("says unchanged for FY 2025-26 with the regulator's order (Uttar Pradesh, Telangana)", () => {
    expect(rendered("uttar-pradesh", "lead")).toMatch(
      /Unchanged for FY 2025-26\. UPERC's order of 22 Nov 2025/,
    );
    expect(rendered("telangana", "lead")).toMatch(/Unchanged for FY 2025-26\. TGERC's order of 29 Apr 2025/);
  });

  it("says before State subsidy, and flags partial and disputed figures", () => {
    expect(rendered("bihar", "lead")).toContain("before State subsidy");
    expect(rendered("rajasthan", "lead")).toContain("Incomplete figures:");
    expect(rendered("maharashtra", "lead")).toContain("Reports differ:");
    expect(rendered("madhya-pradesh", "lead")).toContain("Newer order:");
  });

  it("shows no research notes and no doubled words on any page", () => {
    for (const slug of ["west-bengal", "punjab", "madhya-pradesh", "tamil-nadu", "delhi", "nagaland"]) {
      const text = `${rendered(slug, "lead")} ${rendered(slug, "earlier")}`;
      expect(text, slug).not.toMatch(/confidence|excerpt|not stated|as stated by the page|verify/i);
      expect(text, slug).not.toMatch(/\b(\w+) \1\b/i);
    }
  });
});

/** Everything on a page that is not words: figures, units, periods, years and sources. */
function figures(view: TariffPageView) {
  const table = (t: TariffPageView["alternatives"][number]) => ({
    kind: t.kind,
    period: t.period,
    beforeSubsidy: t.beforeSubsidy,
    lastKnownYear: t.lastKnownYear,
    outdated: t.outdated,
    source: t.source,
    slabs: t.slabs.map((s) => [s.low, s.high, s.rate, s.standard, s.source?.url]),
  });
  return {
    current: view.current && table(view.current),
    alternatives: view.alternatives.map(table),
    earlier: view.earlier.map(table),
    rateRange: view.rateRange,
    status: view.status?.source,
    caveats: view.caveats.map((c) => [c.kind, c.source?.url]),
    notes: view.notes.map((n) => n.source?.url),
  };
}

describe("the tariff pages in Hindi and Telugu (issue 15)", () => {
  it.each(["hi", "te"] as const)(
    "%s keeps every state's figures and sources exactly as in English",
    (locale) => {
      for (const tariff of tariffs) {
        const english = tariffPageView(tariff, 2026);
        const localized = tariffPageView(tariff, 2026, locale);
        expect(figures(localized), tariff.slug).toEqual(figures(english));
      }
    },
  );

  it.each(["hi", "te"] as const)(
    "%s translates every sentence of the data (company names stay)",
    (locale) => {
      const untranslated = new Set<string>();
      const check = (text: string | undefined) => {
        if (text !== undefined && tariffText(text, locale) === text && text !== "2022")
          untranslated.add(text);
      };
      for (const tariff of tariffs) {
        check(tariff.status?.text);
        check(tariff.status?.detail);
        tariff.caveats.forEach((c) => check(c.text));
        tariff.notes.forEach((n) => check(n.text));
        for (const table of tariff.tables) {
          [table.heading, table.effective, table.order, table.note].forEach(check);
          table.slabs.forEach((slab) => [slab.condition, slab.note].forEach(check));
        }
      }
      expect([...untranslated]).toEqual([]);
    },
  );

  it("renders Telangana in Telugu with the same rupee figures and no English interface words", () => {
    const tariff = tariffBySlug("telangana")!;
    const view = tariffPageView(tariff, 2026, "te");
    const props = { stateName: "తెలంగాణ", view, locale: "te" as const };
    const html = renderToStaticMarkup(
      createElement(
        Fragment,
        null,
        createElement(TariffSummary, props),
        createElement(CurrentTariffTables, props),
      ),
    );
    for (const slab of view.current!.slabs) if (slab.rate) expect(html).toContain(rupees(slab.rate).slice(2));
    expect(html).toContain("షరతు");
    expect(html).not.toMatch(/>(Condition|Slab Low|Slab High|Rate|Supplier|Effective|Source)</);
  });

  it.each(["en", "hi", "te"] as const)(
    "groups slab bounds the Indian way in %s, as every figure",
    (locale) => {
      const tariff = tariffBySlug("delhi")!;
      const view = tariffPageView(tariff, 2026, locale);
      const html = renderToStaticMarkup(
        createElement(CurrentTariffTables, { stateName: tariff.state, view, locale }),
      );
      expect(html).toContain(">1,200<");
      expect(html).toContain(">1,201<");
      expect(html).not.toMatch(/>120[01]</);
    },
  );
});
