import { describe, expect, it } from "vitest";
import content from "../../data/tariffs.json" with { type: "json" };
import researched from "../../data/raw/tariffs.json" with { type: "json" };
import updates from "../../data/raw/tariffs-updates-2025.json" with { type: "json" };
import { stateDisplayName, tariffStateNames } from "./tariff-states.ts";
import { currentTable, mayBeOutdated, parseTariffs, tariffBySlug, tariffs } from "./tariffs.ts";

type RawTable = { source_url: string; slabs: { rate: number | null }[] };
type RawEntry = RawTable & { slug: string; effective: string; other_sources?: RawTable[] };
const rawEntries = [...(researched as RawEntry[]), ...(updates as RawEntry[])];

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

  it("says the tariff is unchanged for FY 2025-26 where the regulator said so", () => {
    for (const slug of ["uttar-pradesh", "telangana"]) {
      expect(tariffBySlug(slug)?.status?.text, slug).toBe("Unchanged for FY 2025-26");
    }
    expect(tariffBySlug("uttar-pradesh")?.status?.detail).toContain("22 Nov 2025");
    expect(tariffBySlug("telangana")?.status?.detail).toContain("29 Apr 2025");
  });

  it("flags the partial, superseded, disputed and conflicting figures", () => {
    const kinds = (slug: string) => tariffBySlug(slug)?.caveats.map((c) => c.kind);
    expect(kinds("rajasthan")).toContain("partial");
    expect(kinds("madhya-pradesh")).toContain("superseded");
    expect(kinds("maharashtra")).toContain("disputed");
    expect(kinds("jharkhand")).toContain("conflict");
    expect(currentTable(tariffBySlug("bihar")!)?.before_subsidy).toBe(true);
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
