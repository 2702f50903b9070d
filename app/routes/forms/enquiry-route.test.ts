import { describe, expect, it } from "vitest";
import { postedFormLocale } from "#app/modules/leads/schema/form-protection.ts";
import { afterPost } from "./enquiry-route.ts";

describe("no-JavaScript posts in the form's language", () => {
  it("sends the visitor to the outcome page of the form's language", () => {
    expect(afterPost("/success")).toBe("/success#main");
    expect(afterPost("/success", "hi")).toBe("/hi/success#main");
    expect(afterPost("/integrated-solar-roof/error", "te")).toBe("/te/integrated-solar-roof/error#main");
    // A path a route already localized stays in the form's language.
    expect(afterPost("/hi/success", "hi")).toBe("/hi/success#main");
  });

  it("takes the posted locale, else the page posted to, and writes it back for the lead system", () => {
    const posted = { locale: "te" };
    expect(postedFormLocale(new Request("http://x/hi/contact", { method: "POST" }), posted)).toBe("te");
    const old: Record<string, string> = {};
    expect(postedFormLocale(new Request("http://x/hi/contact", { method: "POST" }), old)).toBe("hi");
    expect(old.locale).toBe("hi");
    const junk: Record<string, string> = { locale: "fr" };
    expect(postedFormLocale(new Request("http://x/contact", { method: "POST" }), junk)).toBe("en");
    expect(junk.locale).toBe("en");
    const spaced: Record<string, string> = { locale: " te " };
    expect(postedFormLocale(new Request("http://x/hi/contact", { method: "POST" }), spaced)).toBe("te");
    expect(spaced.locale).toBe("te");
  });
});
