import { describe, expect, it } from "vitest";
import { INPUT_LIMITS } from "./catalogue.ts";
import { isAboveMaximum, parseQueryInteger, parseTypedInput } from "./parse-input.ts";

describe("parseTypedInput", () => {
  const max = INPUT_LIMITS.bill.max;
  it.each([
    ["3000", 3000],
    ["  3000 ", 3000],
    ["1,00,000", 100_000],
    ["3000.75", 3000],
    ["12abc", 12],
    ["", 0],
    ["0", 0],
    ["000", 0],
    ["abc", 0],
    ["-500", 0],
    ["500000", 500_000],
  ])("%j becomes %d", (text, expected) => {
    expect(parseTypedInput(text, max, 1234)).toBe(expected);
  });

  it.each(["500001", "999999999", "5,00,001"])(
    "%j is above the maximum and keeps the previous value",
    (text) => {
      expect(parseTypedInput(text, max, 1234)).toBe(1234);
      expect(isAboveMaximum(text, max)).toBe(true);
    },
  );

  it.each(Object.entries(INPUT_LIMITS))("%s: the maximum is accepted, one more is ignored", (_, limits) => {
    expect(parseTypedInput(String(limits.max), limits.max, 7)).toBe(limits.max);
    expect(parseTypedInput(String(limits.max + 1), limits.max, 7)).toBe(7);
  });
});

describe("parseQueryInteger", () => {
  const years = { min: 1, max: 25, fallback: 10 };
  it.each([
    [null, 10],
    ["", 10],
    ["0", 10],
    ["26", 10],
    ["x", 10],
    ["1", 1],
    ["25", 25],
  ])("years %j → %d", (text, expected) => {
    expect(parseQueryInteger(text, years)).toBe(expected);
  });
});
