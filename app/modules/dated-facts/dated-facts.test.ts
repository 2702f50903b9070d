import { describe, expect, it } from "vitest";
import { DATED_FACTS, factsForReview, type DatedFact } from "./dated-facts.ts";
import { isIsoDate } from "#app/content/review-dates.ts";
import { tariffs } from "#app/content/tariffs.ts";

const fact = (id: string, reviewBy: string): DatedFact => ({
  id,
  label: id,
  page: "/solar-calculator",
  source: { name: "A source" },
  checkedOn: "2026-10-01",
  reviewBy,
});

describe("factsForReview (docs/decisions/190)", () => {
  const facts = [
    fact("due-in-30-days", "2026-12-31"),
    fact("due-in-31-days", "2027-01-01"),
    fact("overdue-by-1-day", "2026-11-30"),
    fact("due-today", "2026-12-01"),
    fact("overdue-by-61-days", "2026-10-01"),
  ];

  it("lists the overdue facts, longest overdue first, then those due within 30 days, soonest first", () => {
    const due = factsForReview(facts, "2026-12-01");
    expect(due.map((f) => [f.id, f.state, f.days])).toEqual([
      ["overdue-by-61-days", "overdue", 61],
      ["overdue-by-1-day", "overdue", 1],
      ["due-today", "due-soon", 0],
      ["due-in-30-days", "due-soon", 30],
    ]);
  });

  it("lists nothing when every review is further away than the window", () => {
    expect(factsForReview(facts, "2026-08-01")).toEqual([]);
    expect(factsForReview(facts, "2026-12-01", 0).map((f) => f.id)).toEqual([
      "overdue-by-61-days",
      "overdue-by-1-day",
      "due-today",
    ]);
  });
});

describe("DATED_FACTS", () => {
  it("holds every tariff page and the calculator's dated figures, each with valid dates and a source", () => {
    const ids = DATED_FACTS.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const tariff of tariffs) expect(ids).toContain(`tariff/${tariff.slug}`);
    expect(ids).toEqual(
      expect.arrayContaining([
        "calculator/pm-surya-ghar-subsidy",
        "calculator/solar-loan-terms",
        "calculator/grid-emission-factor",
      ]),
    );
    for (const f of DATED_FACTS) {
      expect(isIsoDate(f.checkedOn) && isIsoDate(f.reviewBy), f.id).toBe(true);
      expect(f.reviewBy >= f.checkedOn, f.id).toBe(true);
      expect(f.page, f.id).toMatch(/^\/(solar-panels\/[A-Za-z-]+|solar-calculator)$/);
      expect(f.source.name.length, f.id).toBeGreaterThan(0);
    }
  });

  it("takes a tariff page's dates from data/tariffs.json", () => {
    const kerala = DATED_FACTS.find((f) => f.id === "tariff/kerala")!;
    const data = tariffs.find((t) => t.slug === "kerala")!;
    expect(kerala).toMatchObject({
      page: "/solar-panels/Kerala",
      checkedOn: data.checked_on,
      reviewBy: data.review_by,
    });
  });

  it("puts every tariff page up for review by the end of the financial year", () => {
    const tariffFacts = DATED_FACTS.filter((f) => f.id.startsWith("tariff/"));
    expect(factsForReview(tariffFacts, "2027-04-01").filter((f) => f.state === "overdue")).toHaveLength(36);
  });
});
