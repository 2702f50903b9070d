import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { currentTable, tariffs } from "#app/content/tariffs.ts";
import {
  compileTariffSchedule,
  monthlyCharge,
  unitsForMonthlyBill,
  type TariffSchedule,
} from "./tariff-units.ts";

/** Each state's current table: the one its page leads with (data/tariffs.json). */
const entries = tariffs.map((t) => ({ state: t.state, table: currentTable(t) }));
const scheduleOf = (state: string) => {
  const table = entries.find((e) => e.state === state)?.table;
  if (!table) throw new Error(`no current table for ${state}`);
  const schedule = compileTariffSchedule(table);
  if (!schedule) throw new Error(`no schedule for ${state}`);
  return schedule;
};

describe("compileTariffSchedule on the current tables of data/tariffs.json", () => {
  it("gives a schedule for every region with figures (all but Lakshadweep)", () => {
    const missing = entries.filter((e) => !e.table || !compileTariffSchedule(e.table)).map((e) => e.state);
    expect(missing).toEqual(["Lakshadweep"]);
  });

  it("drops other categories: Delhi has one group, Uttar Pradesh only the urban slabs, Haryana not the large loads", () => {
    expect(scheduleOf("Delhi").groups).toHaveLength(1);
    const up = scheduleOf("Uttar Pradesh");
    expect(up.groups).toHaveLength(1);
    expect(up.groups[0]!.slabs.map((s) => s.rate)).toEqual([5.5, 5.5, 6.0, 6.5]);
    expect(scheduleOf("Haryana").groups.map((g) => g.upTo)).toEqual([100, null]);
    expect(scheduleOf("Gujarat").groups[0]!.slabs.map((s) => s.rate)).toEqual([3.05, 3.5, 4.15, 5.2]);
  });

  it("reads Tamil Nadu's slabs as per two months", () => {
    expect(scheduleOf("Tamil Nadu").billingMonths).toBe(2);
    expect(scheduleOf("Telangana").billingMonths).toBe(1);
  });
});

describe("monthlyCharge", () => {
  it("Telangana: the group follows the month's consumption (LT-I(A) up to 100, LT-I(C) above 200)", () => {
    const telangana = scheduleOf("Telangana");
    expect(monthlyCharge(telangana, 100)).toBeCloseTo(50 * 1.95 + 50 * 3.1);
    expect(monthlyCharge(telangana, 150)).toBeCloseTo(100 * 3.4 + 50 * 4.8);
    expect(monthlyCharge(telangana, 350)).toBeCloseTo(200 * 5.1 + 100 * 7.7 + 50 * 9.0);
  });

  it("Kerala: telescopic up to 250 units, the whole month at one rate above", () => {
    const kerala = scheduleOf("Kerala");
    expect(monthlyCharge(kerala, 120)).toBeCloseTo(50 * 3.35 + 50 * 4.25 + 20 * 5.35);
    expect(monthlyCharge(kerala, 320)).toBeCloseTo(320 * 7.6);
  });

  it("Tamil Nadu: a month's units are billed as half of a two-month bill, at the rates households pay", () => {
    // 300 units a month = 600 in two months: 100 free + 300 × 4.80 + 100 × 6.45 + 100 × 8.55 = 2,940 → 1,470.
    expect(monthlyCharge(scheduleOf("Tamil Nadu"), 300)).toBeCloseTo(1470);
  });

  it("Delhi: the 2019-20 schedule's top slab (above 1,200 units) applies", () => {
    expect(monthlyCharge(scheduleOf("Delhi"), 1300)).toBeCloseTo(
      200 * 3 + 200 * 4.5 + 400 * 6.5 + 400 * 7 + 100 * 8,
    );
  });

  it("uses the newest slabs: Haryana's 2025-26 Category II and Karnataka's single rate", () => {
    expect(monthlyCharge(scheduleOf("Haryana"), 200)).toBeCloseTo(150 * 2.95 + 50 * 5.25);
    expect(monthlyCharge(scheduleOf("Karnataka"), 250)).toBeCloseTo(250 * 5.8);
  });

  it("Punjab: ₹ 7.05 only for the units above 300", () => {
    expect(monthlyCharge(scheduleOf("Punjab"), 400)).toBeCloseTo(300 * 3.85 + 100 * 7.05);
  });
});

describe("unitsForMonthlyBill", () => {
  const schedules = entries
    .map((e) => [e.state, e.table ? compileTariffSchedule(e.table) : null] as const)
    .filter((pair): pair is readonly [string, TariffSchedule] => pair[1] !== null);

  it("Telangana: a ₹2,240 bill is 350 units", () => {
    expect(unitsForMonthlyBill(scheduleOf("Telangana"), 2240, 400_000)).toBe(350);
  });

  it("is 0 for no bill and the maximum for a bill beyond it", () => {
    expect(unitsForMonthlyBill(scheduleOf("Delhi"), 0, 400_000)).toBe(0);
    expect(unitsForMonthlyBill(scheduleOf("Delhi"), 1e12, 400_000)).toBe(400_000);
  });

  it.each(schedules)(
    "%s: the bill for the estimated units covers the bill, one unit fewer does not",
    (_, schedule) => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 500_000 }), (bill) => {
          const units = unitsForMonthlyBill(schedule, bill, 400_000);
          if (units === 400_000) return;
          expect(monthlyCharge(schedule, units)).toBeGreaterThanOrEqual(bill);
          if (units > 0) expect(monthlyCharge(schedule, units - 1)).toBeLessThan(bill);
        }),
        { numRuns: 50 },
      );
    },
  );

  it.each(schedules)("%s: the charge never falls as consumption rises", (_, schedule) => {
    let previous = 0;
    for (let units = 0; units <= 3000; units++) {
      const charge = monthlyCharge(schedule, units);
      expect(charge).toBeGreaterThanOrEqual(previous);
      previous = charge;
    }
  });
});
