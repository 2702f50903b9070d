import { describe, expect, it } from "vitest";
import content from "../../data/tariffs.json" with { type: "json" };
import researched from "../../data/raw/tariffs.json" with { type: "json" };
import updates from "../../data/raw/tariffs-updates-2025.json" with { type: "json" };
import updates2026 from "../../data/raw/tariffs-updates-2026.json" with { type: "json" };
import checks from "../../data/raw/tariffs-checks-2026-11-27.json" with { type: "json" };
import { stateDisplayName, tariffStateNames } from "./tariff-states.ts";
import {
  currentTable,
  latestReviewBy,
  leadFinancialYear,
  mayBeOutdated,
  parseTariffs,
  showsCurrentOrder,
  tariffBySlug,
  tariffs,
  type StateTariff,
} from "./tariffs.ts";

type RawTable = { source_url: string; slabs: { rate: number | null }[] };
type RawEntry = RawTable & { slug: string; effective: string; other_sources?: RawTable[] };
const rawEntries = [
  ...(researched as RawEntry[]),
  ...(updates as RawEntry[]),
  ...(updates2026 as RawEntry[]),
  ...(checks as RawEntry[]),
];

/** Every rate the researchers read, by the page they read it on. */
const ratesBySource = new Map<string, Set<number>>();
for (const table of rawEntries.flatMap((e) => [e, ...(e.other_sources ?? [])])) {
  const rates = ratesBySource.get(table.source_url) ?? new Set<number>();
  for (const slab of table.slabs) if (slab.rate !== null) rates.add(slab.rate);
  ratesBySource.set(table.source_url, rates);
}

describe("data/tariffs.json", () => {
  it("holds 36 regions with unique slugs, matching the names list the menus use", () => {
    expect(tariffs).toHaveLength(36);
    expect(new Set(tariffs.map((t) => t.slug)).size).toBe(36);
    expect(tariffStateNames.map((s) => s.slug)).toEqual(tariffs.map((t) => t.slug));
  });

  it("has unique page URLs, spaces replaced by hyphens", () => {
    const urls = tariffStateNames.flatMap((s) =>
      [s.urlTitle, ...(s.aliases ?? [])].map((u) => u.toLowerCase()),
    );
    expect(new Set(urls).size).toBe(urls.length);
    for (const s of tariffStateNames) expect(s.urlTitle).toMatch(/^[A-Za-z]+(-[A-Za-z]+)*$/);
  });

  it("has figures for 35 regions and none for Lakshadweep", () => {
    expect(tariffs.filter((t) => currentTable(t))).toHaveLength(35);
    expect(tariffBySlug("lakshadweep")?.tables).toEqual([]);
  });

  it("takes every rate from the page its source names, as the researchers read it (data/raw)", () => {
    for (const tariff of tariffs) {
      for (const table of tariff.tables) {
        for (const slab of table.slabs) {
          if (!slab.rate) continue; // flat charges and free units are described in words
          const url = slab.source?.url ?? table.source.url;
          expect(ratesBySource.get(url)?.has(slab.rate), `${tariff.slug}: ${slab.rate} from ${url}`).toBe(
            true,
          );
        }
      }
    }
  });

  it("keeps every researched table's source: earlier tariffs stay on the page", () => {
    for (const entry of researched as RawEntry[]) {
      if (entry.slabs.length === 0) continue;
      const urls = tariffBySlug(entry.slug)?.tables.map((t) => t.source.url);
      expect(urls, entry.slug).toContain(entry.source_url);
    }
  });

  it("leads every state of the updates file with the update, dated as the update is", () => {
    for (const update of updates as RawEntry[]) {
      const tariff = tariffBySlug(update.slug);
      const table = tariff?.tables.find((t) => t.source.url === update.source_url);
      expect(table?.kind, update.slug).toMatch(/^(current|alternative)$/);
      const date = /\d{1,2} [A-Z][a-z]{2} \d{4}|FY \d{4}-\d{2}/.exec(update.effective)?.[0];
      expect(table?.effective, update.slug).toContain(date);
      expect(
        table?.slabs.map((s) => s.rate),
        update.slug,
      ).toEqual(expect.arrayContaining(update.slabs.map((s) => s.rate)));
    }
    // Tamil Nadu leads with what households pay; the regulator's new tariff sits beside it (decision 117).
    expect(currentTable(tariffBySlug("tamil-nadu")!)?.heading).toBe("What households pay");
  });

  it("says the tariff is unchanged where the regulator said so, with the order's date and a source", () => {
    const unchanged: Record<string, [string, string]> = {
      "uttar-pradesh": ["Unchanged for FY 2025-26", "22 Nov 2025"],
      telangana: ["Unchanged for FY 2025-26", "29 Apr 2025"],
      "andhra-pradesh": ["Unchanged for FY 2025-26", "20 Feb 2025"],
      "jammu-and-kashmir": ["Unchanged for FY 2025-26", "31 Dec 2025"],
      delhi: ["Unchanged for FY 2025-26", "30 Sep 2021"],
      gujarat: ["Unchanged for FY 2025-26", "31 Mar 2025"],
      karnataka: ["Unchanged for FY 2026-27", "27 Mar 2025"],
      kerala: ["Unchanged for FY 2026-27", "5 Dec 2024"],
    };
    for (const [slug, [text, date]] of Object.entries(unchanged)) {
      const status = tariffBySlug(slug)?.status;
      expect(status?.text, slug).toBe(text);
      expect(status?.detail, slug).toContain(date);
      expect(status?.source.url, slug).toMatch(/^https?:\/\//);
    }
  });

  it("flags the partial, superseded, disputed and conflicting figures", () => {
    const kinds = (slug: string) => tariffBySlug(slug)?.caveats.map((c) => c.kind);
    expect(kinds("rajasthan")).toContain("partial");
    expect(kinds("madhya-pradesh")).toContain("superseded");
    expect(kinds("chhattisgarh")).toEqual(expect.arrayContaining(["partial", "conflict"]));
    expect(kinds("meghalaya")).toEqual(expect.arrayContaining(["partial", "conflict", "superseded"]));
    expect(kinds("tripura")).toContain("superseded");
    expect(kinds("chandigarh")).toEqual(expect.arrayContaining(["conflict", "superseded"]));
    expect(kinds("himachal-pradesh")).toContain("conflict");
    expect(kinds("maharashtra")).toContain("disputed");
    expect(kinds("jharkhand")).toContain("conflict");
    expect(currentTable(tariffBySlug("bihar")!)?.before_subsidy).toBe(true);
  });
});

describe("the 2026 update (data/raw/tariffs-updates-2026.json, docs/decisions/190)", () => {
  const replaced = (updates2026 as RawEntry[]).filter((u) => u.slug !== "madhya-pradesh");

  it("leads each replaced state with the update, dated as the update is, and keeps the old table below", () => {
    for (const update of replaced) {
      const tariff = tariffBySlug(update.slug)!;
      const table = tariff.tables.find((t) => t.source.url === update.source_url);
      expect(table?.kind, update.slug).toBe("current");
      const date = /\d{1,2} [A-Z][a-z]{2} \d{4}|FY \d{4}-\d{2}/.exec(update.effective)?.[0];
      expect(table?.effective, update.slug).toContain(date);
      expect(
        table?.slabs.map((s) => s.rate),
        update.slug,
      ).toEqual(expect.arrayContaining(update.slabs.map((s) => s.rate)));
      const researchedUrl = (researched as RawEntry[]).find((r) => r.slug === update.slug)?.source_url;
      expect(tariff.tables.find((t) => t.source.url === researchedUrl)?.kind, update.slug).toMatch(
        /^(alternative|earlier)$/,
      );
    }
  });

  it("uses Madhya Pradesh's superseded one-slab update only as a note, naming the FY 2026-27 order", () => {
    const tariff = tariffBySlug("madhya-pradesh")!;
    expect(currentTable(tariff)?.source.url).not.toBe(
      (updates2026 as RawEntry[]).find((u) => u.slug === "madhya-pradesh")?.source_url,
    );
    expect(tariff.caveats.some((c) => c.kind === "superseded" && c.text.includes("FY 2026-27"))).toBe(true);
  });

  it("shows an order of FY 2025-26 or later, or a dated unchanged status, on at least 20 of 36 pages", () => {
    const current = tariffs.filter(showsCurrentOrder);
    expect(current.length).toBeGreaterThanOrEqual(20);
    for (const tariff of current) {
      // What the count rests on is on the page: the lead table's date or order, or the dated status.
      const table = currentTable(tariff)!;
      const shown = `${table.effective} ${table.order ?? ""} ${tariff.status?.text ?? ""}`;
      expect(shown, tariff.slug).toMatch(new RegExp(`FY ${leadFinancialYear(tariff)}-\\d{2}`));
    }
  });
});

describe("checked-on and review-by dates (docs/decisions/190)", () => {
  it("gives every page both, the review no later than the rule allows", () => {
    for (const tariff of tariffs) {
      expect(tariff.checked_on, tariff.slug).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(tariff.review_by > tariff.checked_on, tariff.slug).toBe(true);
      expect(tariff.review_by <= latestReviewBy(tariff), tariff.slug).toBe(true);
    }
  });

  const dated = (over: Partial<StateTariff>): StateTariff =>
    ({ ...tariffBySlug("haryana")!, checked_on: "2026-11-27", ...over }) as StateTariff;

  it("lets an up-to-date page wait until the end of the financial year, a stale one 30 days", () => {
    expect(latestReviewBy(dated({}))).toBe("2027-03-31");
    expect(latestReviewBy(dated({ checked_on: "2027-03-31" }))).toBe("2027-03-31");
    expect(latestReviewBy(dated({ checked_on: "2027-04-01" }))).toBe("2028-03-31");
    expect(latestReviewBy(dated({ caveats: [{ kind: "partial", text: "Two slabs only." }] }))).toBe(
      "2026-12-27",
    );
    expect(latestReviewBy(tariffBySlug("west-bengal")!)).toBe("2026-12-27");
  });

  it("counts a dated unchanged status, but not an undated one", () => {
    const gujarat = tariffBySlug("gujarat")!;
    expect(leadFinancialYear(gujarat)).toBe(2025);
    const undated = { ...gujarat.status!, detail: "GERC made no change to the tariff." };
    expect(leadFinancialYear({ ...gujarat, status: undated })).toBe(2023);
  });
});

describe("free units beside the slabs and sources named for what they are (docs/decisions/190)", () => {
  it("notes the free-unit schemes of Telangana, Delhi, Punjab, Bihar and Tamil Nadu, each with its source", () => {
    const expected: Record<string, RegExp> = {
      telangana: /Gruha Jyothi.*200 units/,
      delhi: /200 units a month pay nothing/,
      punjab: /300 units a month free/,
      bihar: /125 units a month free/,
      "tamil-nadu": /first 100 units/,
      "himachal-pradesh": /first 125 units/,
      karnataka: /Gruha Jyothi/,
      rajasthan: /100 units a month pay nothing/,
    };
    for (const [slug, words] of Object.entries(expected)) {
      const schemes = tariffBySlug(slug)!.free_units;
      expect(schemes.map((s) => s.text).join(" "), slug).toMatch(words);
      for (const scheme of schemes) expect(scheme.source.url, slug).toMatch(/^https?:\/\//);
      // Beside the slabs, not instead of them: the tariff itself is still shown.
      expect(currentTable(tariffBySlug(slug)!)?.slabs.length, slug).toBeGreaterThan(0);
    }
  });

  const CALCULATOR_SITES = /electrical4u|techdoct|wireofindia|bijlibachao/;
  const allSources = (tariff: StateTariff) => [
    ...tariff.tables.flatMap((t) => [t.source, ...t.slabs.flatMap((s) => (s.source ? [s.source] : []))]),
    ...[...tariff.caveats, ...tariff.notes].flatMap((n) => (n.source ? [n.source] : [])),
    ...tariff.free_units.map((n) => n.source),
    ...(tariff.status ? [tariff.status.source] : []),
  ];

  it("marks every bill-calculator site as such, and nothing else", () => {
    for (const tariff of tariffs)
      for (const source of allSources(tariff))
        expect(source.calculator, `${tariff.slug}: ${source.url}`).toBe(CALCULATOR_SITES.test(source.url));
  });

  it("leads with a bill-calculator site's table only where no other published copy was found", () => {
    const leadingWithCalculator = tariffs
      .filter((t) => currentTable(t)?.source.calculator)
      .map((t) => t.slug);
    expect(leadingWithCalculator.sort()).toEqual(
      ["andaman-nicobar", "goa", "gujarat", "manipur", "nagaland", "sikkim", "telangana"].sort(),
    );
  });
});

describe("parseTariffs", () => {
  type Entry = {
    slug: string;
    notes: { text: string }[];
    tables: { kind: string; effective: string; source: { url: string }; slabs: { rate: unknown }[] }[];
  };
  const clone = () => structuredClone(content) as unknown as Entry[];
  const errorOf = (data: unknown) => {
    try {
      parseTariffs(data);
      return "";
    } catch (error) {
      return (error as Error).message;
    }
  };

  it("names the file and the field of a content error", () => {
    const data = clone();
    data[2]!.tables[0]!.slabs[1]!.rate = "5.5";
    expect(errorOf(data)).toMatch(/data\/tariffs\.json: \[2\]\.tables\[0\]\.slabs\[1\]\.rate/);
  });

  it("rejects research notes, repeated words, figures without a source and duplicate slugs", () => {
    const data = clone();
    data[0]!.notes[0]!.text = "Confidence: medium (third-party calculator page)";
    data[1]!.tables[0]!.effective = "come from From 1 Nov 2021";
    data[3]!.tables[0]!.source.url = "";
    data[4]!.slug = data[5]!.slug;
    const message = errorOf(data);
    expect(message).toContain("[0].notes[0].text: reads like a research note");
    expect(message).toContain("[1].tables[0].effective: repeats a word");
    expect(message).toContain("[3].tables[0].source.url");
    expect(message).toMatch(/\[5\]\.slug: duplicate slug/);
  });

  it("refuses a missing or impossible date", () => {
    const data = clone() as unknown as Record<string, unknown>[];
    delete data[2]!.checked_on;
    data[3]!.review_by = "2026-02-30";
    const message = errorOf(data);
    expect(message).toContain("[2].checked_on");
    expect(message).toContain("[3].review_by: needs a date written YYYY-MM-DD");
  });

  it("refuses a review-by date later than the rule allows, or before the check", () => {
    const data = clone() as unknown as Record<string, unknown>[];
    data[0]!.review_by = "2027-03-31"; // West Bengal is stale: 30 days at most
    data[1]!.review_by = "2026-11-27"; // the day of the check itself
    const message = errorOf(data);
    expect(message).toContain("[0].review_by: must be 2026-12-27 or sooner");
    expect(message).toContain("[1].review_by: must be after checked_on");
  });

  it("puts the current table first", () => {
    const data = clone();
    data[0]!.tables[0]!.kind = "earlier";
    expect(errorOf(data)).toContain("[0].tables[0].kind: the first table must be current");
  });
});

describe("mayBeOutdated", () => {
  it("flags undated figures and figures last seen more than a year ago", () => {
    expect(mayBeOutdated(null, 2026)).toBe(true);
    expect(mayBeOutdated(2023, 2026)).toBe(true);
    expect(mayBeOutdated(2025, 2026)).toBe(false);
  });
});

describe("state names in Hindi and Telugu (issue 15)", () => {
  it.each(["hi", "te"] as const)("every region has a %s name in its own script", (locale) => {
    const script = locale === "hi" ? /^[\u0900-\u097F ]+$/ : /^[\u0C00-\u0C7F\u200C ]+$/;
    for (const state of tariffStateNames)
      expect(stateDisplayName(state.name, locale), state.name).toMatch(script);
    const names = tariffStateNames.map((s) => stateDisplayName(s.name, locale));
    expect(new Set(names).size).toBe(names.length);
  });

  it("keeps the English name on English pages", () => {
    for (const state of tariffStateNames) expect(stateDisplayName(state.name)).toBe(state.name);
  });
});
