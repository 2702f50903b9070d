import type { Kysely } from "kysely";
import type { ContactChannel, Database } from "#app/platform/db/schema.ts";

export type ClicksByPage = { pagePath: string; clicks: number };

/** At most this many pages are listed; the rest are summed in `others`. */
export const CLICKS_BY_PAGE_LIMIT = 15;

/**
 * Clicks on a contact link in [from, to), by page, most first (the console dashboard, docs/decisions/193).
 * A page in another language is its own row: "/hi/about" and "/about" are told apart.
 */
export async function contactClicksByPage(
  db: Kysely<Database>,
  { channel, from, to }: { channel: ContactChannel; from: number; to: number },
): Promise<{ pages: ClicksByPage[]; others: number; total: number }> {
  const rows = await db
    .selectFrom("contact_clicks")
    .select(["page_path", (eb) => eb.fn.countAll<number>().as("n")])
    .where("channel", "=", channel)
    .where("created_at", ">=", from)
    .where("created_at", "<", to)
    .groupBy("page_path")
    .execute();
  const all = rows
    .map((r) => ({ pagePath: r.page_path, clicks: Number(r.n) }))
    .sort((a, b) => b.clicks - a.clicks || a.pagePath.localeCompare(b.pagePath));
  const pages = all.slice(0, CLICKS_BY_PAGE_LIMIT);
  const total = all.reduce((sum, r) => sum + r.clicks, 0);
  return { pages, others: total - pages.reduce((sum, r) => sum + r.clicks, 0), total };
}
