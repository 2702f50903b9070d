import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { INPUT_LIMITS } from "./catalogue.ts";
import { cubeScale } from "./slider-scale.ts";

describe.each(Object.entries(INPUT_LIMITS))("cubeScale for %s", (_, { max }) => {
  const scale = cubeScale(max);
  it("runs from 0 to the maximum exactly", () => {
    expect(scale.fromPosition(0)).toBe(0);
    expect(scale.fromPosition(scale.positions)).toBe(max);
    expect(scale.toPosition(0)).toBe(0);
    expect(scale.toPosition(max)).toBe(scale.positions);
  });
  it("never goes down as the slider moves right", () => {
    for (let p = 1; p <= scale.positions; p++) {
      expect(scale.fromPosition(p)).toBeGreaterThanOrEqual(scale.fromPosition(p - 1));
    }
  });
  it("puts a typed value at the slider position whose value is nearest", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max }), (value) => {
        const p = scale.toPosition(value);
        const here = Math.abs(scale.fromPosition(p) - value);
        if (p > 0) expect(here).toBeLessThanOrEqual(Math.abs(scale.fromPosition(p - 1) - value) + 1);
        if (p < scale.positions)
          expect(here).toBeLessThanOrEqual(Math.abs(scale.fromPosition(p + 1) - value) + 1);
      }),
    );
  });
});
