import type { Page } from "@playwright/test";

/**
 * Holds the app's entry module at the network until the returned function is called: a visitor on a
 * slow connection, acting before the app has arrived (docs/decisions/171, 197).
 */
export async function holdTheApp(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_build/entry.client*", async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
