import { site } from "#app/content/site.ts";

/** What the sales console calls itself (bar, titles, e-mails, passkeys), from the brand's one config. */
export const CONSOLE_NAME = `${site.product} sales`;

/** A console page's `<title>`: the page first, so a tab strip shows what differs. */
export function consoleTitle(page: string): string {
  return `${page} | ${CONSOLE_NAME}`;
}

/** A console page's meta: its title, and never indexed. */
export function consoleMeta(page: string) {
  return [{ title: consoleTitle(page) }, { name: "robots", content: "noindex, nofollow" }];
}
