/**
 * axe needs scripts in the page, which a JavaScript-disabled page refuses. So the page as the visitor
 * sees it (server-rendered HTML, no scripts) is replayed in a scripted context with its own scripts
 * stripped, the stylesheets loaded from the real server, and checked there.
 */
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "../fixtures.ts";

export async function expectNoAxeViolationsWithoutJs(page: Page, include?: string) {
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, "");
  const url = page.url().split("#")[0]!;
  const browser = page.context().browser();
  if (!browser) throw new Error("no browser");
  const viewport = page.viewportSize();
  const context = await browser.newContext({ javaScriptEnabled: true, ...(viewport ? { viewport } : {}) });
  try {
    const replay = await context.newPage();
    await replay.route("**/*", async (route) => {
      const request = route.request();
      if (request.isNavigationRequest() && request.url().split("#")[0] === url) {
        await route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html });
      } else if (request.resourceType() === "script") {
        await route.abort();
      } else {
        await route.continue();
      }
    });
    await replay.goto(url);
    await expectNoAxeViolations(replay, include);
  } finally {
    await context.close();
  }
}
