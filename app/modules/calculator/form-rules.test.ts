import { describe, expect, it } from "vitest";
import { applyFormSubmission, resetForProduct } from "./form-rules.ts";
import { calculatorQueryString, DEFAULT_QUERY } from "./query.ts";

const states = ["Telangana"];
const example = {
  ...DEFAULT_QUERY,
  product: "inroof",
  bill: 3000,
  units: 400,
  area: 1000,
  years: 12,
  state: "Telangana",
  loanRate: 8,
} as const;
const shownExample = calculatorQueryString(example);
/** The no-JavaScript form's fields as a visitor sends them. */
const form = (fields: Record<string, string>) =>
  new URLSearchParams({
    shown: shownExample,
    ...Object.fromEntries(new URLSearchParams(shownExample)),
    ...fields,
  });

describe("resetForProduct", () => {
  it("clears the three inputs and the type, and keeps years, state and the loan's terms", () => {
    expect(resetForProduct({ ...example, propertyType: "industrial" }, "integrated")).toEqual({
      ...example,
      product: "integrated",
      propertyType: "residential",
      bill: 0,
      units: 0,
      area: 0,
    });
  });
});

describe("applyFormSubmission (no JavaScript)", () => {
  it("keeps what was typed when the product changes in the same submit (issue 13)", () => {
    // A fresh page (the shown query is the defaults): product and all three numbers in one go.
    const fresh = calculatorQueryString(DEFAULT_QUERY);
    const params = new URLSearchParams({
      shown: fresh,
      product: "conventional",
      type: "residential",
      bill: "3000",
      units: "400",
      area: "1,000",
      years: "10",
    });
    expect(applyFormSubmission(fresh, params, states)).toMatchObject({
      product: "conventional",
      bill: 3000,
      units: 400,
      area: 1000,
    });
  });

  it("keeps every box as sent when the product and any number or the type changed", () => {
    expect(applyFormSubmission(shownExample, form({ product: "integrated", bill: "4500" }), states)).toEqual({
      ...example,
      product: "integrated",
      bill: 4500,
    });
    expect(
      applyFormSubmission(shownExample, form({ product: "integrated", type: "industrial" }), states),
    ).toEqual({ ...example, product: "integrated", propertyType: "industrial" });
  });

  it("resets the inputs when only the product changed, as the specification says", () => {
    const sent = form({ product: "integrated", years: "15", state: "", rate: "9.5", tenure: "5" });
    expect(applyFormSubmission(shownExample, sent, states)).toEqual({
      ...example,
      product: "integrated",
      bill: 0,
      units: 0,
      area: 0,
      years: 15,
      state: "",
      loanRate: 9.5,
      loanYears: 5,
    });
  });

  it("ignores a number above the maximum, keeping the shown one", () => {
    expect(applyFormSubmission(shownExample, form({ bill: "500001", rate: "31" }), states)).toEqual(example);
    // Above the maximum is not an edit: with a product change, the reset still applies.
    expect(
      applyFormSubmission(shownExample, form({ product: "conventional", bill: "500001" }), states),
    ).toMatchObject({ product: "conventional", bill: 0, units: 0, area: 0 });
  });

  it("with nothing changed, sends back the page as it was", () => {
    expect(applyFormSubmission(shownExample, form({}), states)).toEqual(example);
  });
});
