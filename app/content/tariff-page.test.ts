import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import updates from "../../data/raw/tariffs-updates-2025.json" with { type: "json" };
import { tariffPageView, tariffText, type TariffPageView } from "./tariff-page.ts";
import { tariffBySlug, tariffs } from "./tariffs.ts";
import {
  CurrentTariffTables,
  EarlierTariffs,
  TariffReview,
  TariffSummary,
} from "#app/components/tariffs/tariff-figures.tsx";
import type { Locale } from "#app/i18n/locales.ts";

/** The day the data was last checked (docs/decisions/190): no page is past its review-by date yet. */
const TODAY = "2026-11-27";

type Update = { state: string; slug: string; effective: string; slabs: { rate: number | null }[] };

const rupees = (rate: number) =>
  `₹ ${rate.toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Text of a page's parts as the server renders them, tags stripped. */
function rendered(
  slug: string,
  part: "lead" | "earlier" | "review",
  { today = TODAY, locale = "en" }: { today?: string; locale?: Locale } = {},
): string {
  const tariff = tariffBySlug(slug);
  if (!tariff) throw new Error(`no tariff ${slug}`);
  const view = tariffPageView(tariff, today, locale);
  const props = { stateName: tariff.state, view, locale };
  const element =
    part === "lead"
      ? createElement(
          Fragment,
          null,
          createElement(TariffSummary, props),
          createElement(CurrentTariffTables, props),
        )
      : part === "review"
        ? createElement(TariffReview, { view, locale })
        : createElement(EarlierTariffs, { view, locale });
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

describe("checked-on and review-by dates on every page (docs/decisions/190)", () => {
  const checkedOn: Record<"en" | "hi" | "te", RegExp> = {
    en: /Checked on 27 November 2026 .*next review by (31 March 2027|27 December 2026)\./,
    hi: /जाँच 27 नवंबर 2026 को की गई; अगली जाँच (31 मार्च 2027|27 दिसंबर 2026) तक/,
    te: /27 నవంబర్, 2026న సరిచూశాం; తదుపరి సమీక్ష (31 మార్చి, 2027|27 డిసెంబర్, 2026) లోపు/,
  };
  it.each(["en", "hi", "te"] as const)("every page says when it was checked, in %s", (locale) => {
    for (const tariff of tariffs) {
      const text = rendered(tariff.slug, "review", { locale });
      expect(text, tariff.slug).toMatch(checkedOn[locale]);
      expect(text, tariff.slug).not.toMatch(/Due for review|जाँच बाकी|సమీక్ష బాకీ/);
    }
  });

  it("says the figures are due for review once today is past the review-by date", () => {
    // West Bengal is stale, so due 30 days after its check; Haryana's order holds to the end of March.
    expect(rendered("west-bengal", "review", { today: "2026-12-27" })).not.toContain("Due for review");
    expect(rendered("west-bengal", "review", { today: "2026-12-28" })).toContain(
      "Due for review: these figures should have been checked again by 27 December 2026",
    );
    expect(rendered("haryana", "review", { today: "2026-12-28" })).not.toContain("Due for review");
    expect(rendered("haryana", "review", { today: "2027-04-01" })).toContain("Due for review");
    expect(rendered("haryana", "review", { today: "2027-04-01", locale: "hi" })).toContain("जाँच बाकी");
    expect(rendered("haryana", "review", { today: "2027-04-01", locale: "te" })).toContain("సమీక్ష బాకీ");
  });
});

describe("free units and calculator sites on the page (docs/decisions/190)", () => {
  it("shows Telangana's Gruha Jyothi under its slabs, with its source, in all three languages", () => {
    expect(rendered("telangana", "lead")).toMatch(
      /LT-I\(C\).*Free units and State schemes in Telangana.*Gruha Jyothi.*Source: Siasat, 27 Feb 2024/,
    );
    expect(rendered("telangana", "lead", { locale: "hi" })).toContain("गृह ज्योति");
    expect(rendered("telangana", "lead", { locale: "te" })).toContain("గృహ జ్యోతి");
  });

  it.each(["delhi", "punjab", "bihar", "tamil-nadu"])("shows %s's free units beside its slabs", (slug) => {
    expect(rendered(slug, "lead")).toMatch(/Rate.*Free units and State schemes in .*Source: /);
  });

  it("says a bill-calculator site is the only published copy found, beside its link", () => {
    expect(rendered("sikkim", "lead")).toMatch(
      /electrical4u\.net\s*, a bill-calculator site, the only published copy we found/,
    );
    expect(rendered("uttarakhand", "lead")).not.toContain("bill-calculator site");
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
    freeUnits: view.freeUnits.map((n) => n.source.url),
    notes: view.notes.map((n) => n.source?.url),
    dates: [view.checkedOn, view.reviewBy, view.dueForReview],
  };
}

describe("the tariff pages in Hindi and Telugu (issue 15)", () => {
  it.each(["hi", "te"] as const)(
    "%s keeps every state's figures and sources exactly as in English",
    (locale) => {
      for (const tariff of tariffs) {
        const english = tariffPageView(tariff, TODAY);
        const localized = tariffPageView(tariff, TODAY, locale);
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
        tariff.free_units.forEach((n) => check(n.text));
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
    const view = tariffPageView(tariff, TODAY, "te");
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
      const view = tariffPageView(tariff, TODAY, locale);
      const html = renderToStaticMarkup(
        createElement(CurrentTariffTables, { stateName: tariff.state, view, locale }),
      );
      expect(html).toContain(">1,200<");
      expect(html).toContain(">1,201<");
      expect(html).not.toMatch(/>120[01]</);
    },
  );
});
