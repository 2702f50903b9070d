import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { SiteChrome } from "./site-chrome.tsx";
import { catalogueFor } from "#app/i18n/catalogue.ts";
import { PREFIXED_LOCALES } from "#app/i18n/locales.ts";
import { WHATSAPP_CLICK_PATH } from "#app/modules/contact-clicks/contact-click-link.ts";

// The Enquire Now panel belongs to the forms (their own catalogue and tests); only the frame is checked here.
vi.mock("./enquire-now.tsx", () => ({
  ENQUIRE_NOW_ID: "enquire-now",
  EnquireNowButton: () => null,
  EnquireNowPanel: () => null,
  useEnquireNow: () => ({ open: false, opened: false, openPanel: () => {}, close: () => {} }),
}));

/** The frame as the server renders it at `path`: its markup and its text. */
function render(path: string): { html: string; text: string } {
  const Stub = createRoutesStub([
    { path: "/*", Component: () => createElement(SiteChrome, null, createElement("p", null, "page")) },
  ]);
  const html = renderToString(createElement(Stub, { initialEntries: [path] })).replace(/<!-- -->/g, "");
  const text = html
    .replace(/<[^>]+>/g, "\n")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");
  return { html, text };
}

/** The frame's English words a Hindi or Telugu page must not show. */
const english = catalogueFor("en").common;
const englishFrameWords = [
  english.skipToContent,
  english.skipToEnquireNow,
  english.header.solarCalculator,
  ...Object.values(english.nav),
  english.footer.cta,
  english.footer.downloadBrochure,
  english.footer.getInTouch,
  english.footer.allRightsReserved,
  english.floating.becomePartner,
];

describe("the site frame", () => {
  it("keeps the specification's English words and English links", () => {
    const { html, text } = render("/about");
    for (const words of [
      "Skip to content",
      "Solar Calculator",
      "About Us",
      "Technical Specs",
      "All rights reserved.",
    ])
      expect(text).toContain(words);
    expect(html).toContain('href="/solar-calculator"');
    expect(html).toContain('aria-label="Quick actions"');
  });

  it.each(PREFIXED_LOCALES)("speaks %s on its pages, with links that stay in the language", (locale) => {
    const { common } = catalogueFor(locale);
    const { html, text } = render(`/${locale}/about`);
    for (const words of [
      common.skipToContent,
      common.nav.about,
      common.footer.cta,
      common.floating.becomePartner,
    ])
      expect(text).toContain(words);
    const lines = text.split("\n").map((line) => line.trim());
    for (const words of englishFrameWords) expect(lines).not.toContain(words);
    expect(html).toContain(`aria-label="${common.floating.label}"`);
    // Every site link stays in the page's language (the language switcher's own links aside).
    const siteLinks = [...html.matchAll(/<a [^>]*href="(\/[^"]*)"/g)]
      .filter((m) => !m[0].includes("hrefLang") && !m[0].includes("hreflang"))
      .map((m) => m[1]!)
      .filter((href) => !href.startsWith("/assets/"));
    expect(siteLinks.length).toBeGreaterThan(10);
    for (const href of siteLinks) {
      // The counted WhatsApp link is one address for every language; the page it names keeps its own.
      if (href.startsWith(WHATSAPP_CLICK_PATH)) expect(href).toContain(`from=/${locale}/about`);
      else expect(href).toMatch(new RegExp(`^/${locale}(/|$|#)`));
    }
  });
});
