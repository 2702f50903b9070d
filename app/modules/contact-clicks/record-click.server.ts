import crypto from "node:crypto";
import type { Kysely } from "kysely";
import { lockKeys } from "#app/platform/db/locks.server.ts";
import type { ContactChannel, Database } from "#app/platform/db/schema.ts";
import { takeHit, type RateWindow } from "#app/platform/limits/rate-window.server.ts";
import type { Touch } from "#app/modules/leads/schema/attribution.ts";

/**
 * How many clicks are counted (docs/decisions/193). A person taps WhatsApp a few times at most; past
 * these a flood (a script, a crawler ignoring robots.txt) is still sent on to WhatsApp but no longer
 * counted, so it can neither fill the table nor skew the dashboard.
 */
export type ClickLimits = { perAddress: RateWindow; all: RateWindow };
export const CLICK_LIMITS: ClickLimits = {
  perAddress: { ms: 10 * 60 * 1000, max: 20 },
  all: { ms: 60 * 60 * 1000, max: 5000 },
};

export type ContactClick = {
  channel: ContactChannel;
  /** The page the link was on ('' when the link named none a site path). */
  pagePath: string;
  locale: string;
  /** The page's or the visit's campaign tags, click ids already left out (contact-click-link.ts). */
  touch: Touch | undefined;
};

/**
 * The per-address limit's bucket: a keyed hash of the address, so not even the limit's own counter
 * (kept a day, rate_events) holds the address itself.
 */
function addressBucket(clientIp: string, secret: crypto.BinaryLike): string {
  return `click-ip:${crypto.createHmac("sha256", secret).update(clientIp).digest("hex").slice(0, 32)}`;
}

/**
 * Stores a click unless a limit is reached: the limits' checks and the insert are one transaction
 * holding their keys' locks (docs/decisions/111), so concurrent clicks are each counted once and the
 * caps hold on every instance. Resolves whether the click was stored.
 */
export async function recordContactClick(
  db: Kysely<Database>,
  {
    click,
    clientIp,
    secret,
    at,
    limits = CLICK_LIMITS,
  }: { click: ContactClick; clientIp: string; secret: crypto.BinaryLike; at: number; limits?: ClickLimits },
): Promise<{ stored: boolean }> {
  const address = addressBucket(clientIp, secret);
  const all = `click-all:${click.channel}`;
  return db.transaction().execute(async (trx) => {
    await lockKeys(trx, [address, all]);
    const counted = await trx
      .selectFrom("contact_clicks")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("channel", "=", click.channel)
      .where("created_at", ">", at - limits.all.ms)
      .executeTakeFirst();
    if (Number(counted?.n ?? 0) >= limits.all.max) return { stored: false };
    if (!(await takeHit(trx, address, [limits.perAddress], at)).ok) return { stored: false };
    await trx
      .insertInto("contact_clicks")
      .values({
        created_at: at,
        channel: click.channel,
        page_path: click.pagePath,
        locale: click.locale,
        campaign_id: click.touch?.c_id ?? "",
        source: click.touch?.src ?? "",
        attribution_json: click.touch ? JSON.stringify(click.touch) : null,
      })
      .execute();
    return { stored: true };
  });
}
