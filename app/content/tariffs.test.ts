import { describe, expect, it } from "vitest";
import raw from "../../data/tariffs.json" with { type: "json" };
import { tariffStateNames } from "./tariff-states.ts";
import { billingPeriodOf, mayBeOutdated, parseTariffs, tariffs } from "./tariffs.ts";

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

  it("gives every figure a source and a date", () => {
    for (const t of tariffs) {
      for (const table of [t, ...(t.other_sources ?? [])]) {
        if (table.slabs.length === 0) continue;
        expect(() => new URL(table.source_url), t.slug).not.toThrow();
        expect(table.effective.trim(), t.slug).not.toBe("");
      }
    }
  });

  it("has figures for 35 regions and none for Lakshadweep", () => {
    expect(tariffs.filter((t) => t.slabs.length > 0)).toHaveLength(35);
    expect(tariffs.find((t) => t.slug === "lakshadweep")?.slabs).toEqual([]);
  });
});

describe("parseTariffs", () => {
  type Entry = { slug: string; source_url: string; slabs: { rate: unknown }[] };
  const clone = () => structuredClone(raw) as unknown as Entry[];
  const at = (data: Entry[], index: number): Entry => {
    const entry = data[index];
    if (!entry) throw new Error(`no entry ${index}`);
    return entry;
  };

  it("names the file and the field of a content error", () => {
    const data = clone();
    const slab = at(data, 2).slabs[1];
    if (!slab) throw new Error("fixture has no second slab");
    slab.rate = "5.5";
    expect(() => parseTariffs(data)).toThrow(/data\/tariffs\.json: \[2\]\.slabs\[1\]\.rate/);
  });

  it("rejects figures without a source and duplicate slugs", () => {
    const data = clone();
    at(data, 0).source_url = "";
    at(data, 1).slug = at(data, 3).slug;
    const message = (() => {
      try {
        parseTariffs(data);
        return "";
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toContain("[0].source_url");
    expect(message).toMatch(/\[3\]\.slug: duplicate slug/);
  });
});

describe("tariff helpers", () => {
  it("reads the billing period from the conditions", () => {
    const tn = tariffs.find((t) => t.slug === "tamil-nadu");
    const kerala = tariffs.find((t) => t.slug === "kerala");
    expect(tn && billingPeriodOf(tn)).toBe("two months");
    expect(kerala && billingPeriodOf(kerala)).toBe("month");
    expect(billingPeriodOf({ slabs: [{ condition: "Domestic, quarterly", low: 1, high: 2, rate: 1 }] })).toBe(
      "quarter",
    );
  });

  it("flags old or undated figures", () => {
    expect(mayBeOutdated("FY 2016-17 (order dated 28 Oct 2016)", 2026)).toBe(true);
    expect(mayBeOutdated("not stated", 2026)).toBe(true);
    expect(mayBeOutdated("FY 2025-26", 2026)).toBe(false);
  });
});
