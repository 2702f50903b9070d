import type { Page } from "@playwright/test";

/** Pages whose title is their own content, which stays English (docs/decisions/180). */
export const TITLE_STAYS_ENGLISH = /^\/blog\/./;

/**
 * What a reader gets from the page: its text, labels, alt texts, placeholders and (optionally) title.
 * Parts that stay English on purpose carry lang="en" (article bodies, legal texts, the switcher's
 * "English") and are left out; hidden no-JS fallbacks are still read, as a screen reader would.
 */
export function readableText(page: Page, withTitle: boolean): Promise<string> {
  return page.evaluate((withTitle) => {
    const body = document.body.cloneNode(true) as HTMLElement;
    for (const english of body.querySelectorAll('[lang^="en"], script, style, template')) english.remove();
    const attributes = [...body.querySelectorAll("[aria-label],[alt],[title],[placeholder]")].flatMap((el) =>
      ["aria-label", "alt", "title", "placeholder"].map((name) => el.getAttribute(name) ?? ""),
    );
    return [body.textContent ?? "", ...attributes, withTitle ? document.title : ""].join("\n");
  }, withTitle);
}
