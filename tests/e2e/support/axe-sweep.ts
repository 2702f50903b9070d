/**
 * axe for a sweep over many pages. `AxeBuilder.analyze()` sends axe's 550 KB source into the page and
 * opens a second blank page for every check; over seventy pages that was most of the spec's time
 * (measured: about 5 times slower). Here axe is put into each document as it opens, and run in place.
 */
import axe from "axe-core";
import type { Page } from "@playwright/test";

type AxeApi = typeof axe;
import { WCAG_TAGS } from "../fixtures.ts";

/** The project's WCAG tags plus axe's best-practice rules (docs/decisions/118). */
export const SWEEP_TAGS = [...WCAG_TAGS, "best-practice"];

/** Call once, before the page's first `goto`: every later document gets axe before its own scripts. */
export async function preloadAxe(page: Page): Promise<void> {
  await page.addInitScript({ content: axe.source });
}

/** The page's violations as "rule: selector, selector", empty when there are none. */
export async function axeViolations(page: Page, tags: string[] = SWEEP_TAGS): Promise<string[]> {
  return page.evaluate(async (runOnly) => {
    const { axe } = window as unknown as { axe: AxeApi };
    const { violations } = await axe.run(document, {
      runOnly: { type: "tag", values: runOnly },
      resultTypes: ["violations"],
    });
    return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  }, tags);
}
