import { describe, expect, it } from "vitest";
import { baseRouteId, localeFromPath, localizedPath, unlocalizedPath } from "./locales.ts";

describe("locale paths", () => {
  it("reads the language from the first path segment only", () => {
    expect(localeFromPath("/")).toBe("en");
    expect(localeFromPath("/about")).toBe("en");
    expect(localeFromPath("/hi")).toBe("hi");
    expect(localeFromPath("/te/solar-calculator")).toBe("te");
    expect(localeFromPath("/history")).toBe("en");
    expect(localeFromPath("/blog/hi")).toBe("en");
  });

  it("maps a page to its twin in every language", () => {
    expect(localizedPath("/", "hi")).toBe("/hi");
    expect(localizedPath("/about", "te")).toBe("/te/about");
    expect(localizedPath("/hi/about", "en")).toBe("/about");
    expect(localizedPath("/hi", "te")).toBe("/te");
    expect(localizedPath("/te/solar-calculator?units=300#result", "hi")).toBe(
      "/hi/solar-calculator?units=300#result",
    );
    expect(localizedPath("https://example.org/x", "hi")).toBe("https://example.org/x");
    expect(localizedPath("#main", "hi")).toBe("#main");
    expect(unlocalizedPath("/te")).toBe("/");
  });

  it("strips the language from a localized route id", () => {
    expect(baseRouteId("hi/routes/about")).toBe("routes/about");
    expect(baseRouteId("routes/about")).toBe("routes/about");
  });
});
