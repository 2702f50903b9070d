import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures.ts";
import { LOCALE_INFO, PREFIXED_LOCALES, type PrefixedLocale } from "#app/i18n/locales.ts";

/**
 * The screenshots of docs/decisions/180: home, the calculator and the partner form in Hindi and Telugu on a
 * phone (Pixel 7, 412 px wide), written to the test's output folder for a person to look at; and the check a
 * picture cannot make alone, that the glyphs come from the page's script font rather than boxes:
 * Chromium reports the fonts it used to draw each heading (CSS.getPlatformFontsForNode).
 */
test.skip(({ isMobile }) => !isMobile, "the phone at 412 px");

/** Each script's font (app/styles/fonts.css): a language in a new script fails here until it has one. */
const SCRIPT_FONTS: Partial<Record<PrefixedLocale, string>> = {
  hi: "Noto Sans Devanagari",
  te: "Noto Sans Telugu",
};
const scriptFont = (locale: PrefixedLocale) => SCRIPT_FONTS[locale] ?? `a font for ${locale}'s script`;

/**
 * The fonts Chromium drew an element's text with, by the family name inside the font file, with
 * " (device)" for one that is not a web font of the page.
 */
async function fontsDrawing(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  // The text node under the element is what is drawn.
  const { node } = await cdp.send("DOM.describeNode", { nodeId, depth: 1 });
  const textNode = node.children?.find((child) => child.nodeType === 3);
  const target = textNode
    ? (await cdp.send("DOM.pushNodesByBackendIdsToFrontend", { backendNodeIds: [textNode.backendNodeId] }))
        .nodeIds[0]!
    : nodeId;
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId: target });
  await cdp.detach();
  return fonts
    .filter((font) => font.glyphCount > 0)
    .map((font) => `${font.familyName}${font.isCustomFont ? "" : " (device)"}`);
}

for (const locale of PREFIXED_LOCALES) {
  const pages = [
    { name: "home", path: `/${locale}`, heading: "h1" },
    { name: "calculator", path: `/${locale}/solar-calculator`, heading: "h1" },
    { name: "partner-form", path: `/${locale}/become-partner`, heading: "form.lead-form legend" },
  ];
  test(`${LOCALE_INFO[locale].englishName}: home, calculator and partner form at 412 px, drawn in ${scriptFont(locale)}`, async ({
    page,
  }, testInfo) => {
    expect(page.viewportSize()?.width).toBe(412);
    for (const { name, path, heading } of pages) {
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      await expect(page.locator("html")).toHaveAttribute("lang", LOCALE_INFO[locale].tag);
      expect(await fontsDrawing(page, heading), `${path} ${heading}`).toContain(scriptFont(locale));
      // The switcher names the other language in its own script, from the small font cut from that
      // script's Noto (the file keeps Noto's family name), not from the device.
      const other = locale === "hi" ? "te" : "hi";
      expect(await fontsDrawing(page, `a.language-switcher__link[lang="${LOCALE_INFO[other].tag}"]`)).toEqual(
        [scriptFont(other)],
      );
      await page.screenshot({ path: testInfo.outputPath(`${locale}-${name}.png`) });
    }
  });
}
