import crypto from "node:crypto";
import type { Insertable, Kysely, Transaction } from "kysely";
import { lockKeys } from "#app/platform/db/locks.server.ts";
import type { Database } from "#app/platform/db/schema.ts";
import { countHits, recordHit } from "#app/platform/limits/rate-window.server.ts";
import { maskPhone, type Logger } from "#app/platform/observability/logger.server.ts";
import type { BotCheck } from "#app/platform/bot-check/bot-check.server.ts";
import { toText } from "#app/modules/leads/schema/field-rules.ts";
import {
  queueLeadNotifications,
  type NotificationChannel,
} from "#app/modules/leads/notifications/outbox-queue.server.ts";
import {
  BOT_CHECK_FIELD,
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
} from "#app/modules/leads/schema/form-protection.ts";
import type { FormTokenCheck, FormTokens } from "./form-token.server.ts";
import { leadDisposition, type LeadFlag } from "./lead-flags.ts";
import type { LeadKind, LeadResult, LeadSubmission } from "./lead-result.ts";

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

/** Per-address and per-phone limits of the lead forms (docs/decisions/111; env in server/env.ts). */
export type LeadLimits = {
  /** Leads from one address in 10 minutes / a day past which the site's script must solve a bot check. */
  botCheckAfter: { tenMinutes: number; day: number };
  /** Leads from one address in 10 minutes / a day past which they are held for review. */
  holdAfter: { tenMinutes: number; day: number };
  /** Leads from one phone in 24 h; the next is refused (the first repeat is kept as a duplicate). */
  perPhoneDay: number;
};

export type { NotificationChannel };

export type IntakeDeps = {
  db: Kysely<Database>;
  now: () => number;
  formTokens: FormTokens;
  botCheck: BotCheck;
  limits: LeadLimits;
  channels: readonly NotificationChannel[];
  logger: Logger;
};

type CommonColumns =
  | "kind"
  | "created_at"
  | "client_ip"
  | "spam"
  | "flags"
  | "idempotency_key"
  | "request_hash"
  | "attribution_json";
type OwnColumns = Omit<Insertable<Database["leads"]>, CommonColumns>;

/**
 * Runs inside the transaction, after the limits: may refuse the lead (its work rolls back with it), or
 * add flags and columns (the dealer's spent phone token says how the phone was checked).
 */
type Guard = (
  trx: Transaction<Database>,
) => Promise<
  { ok: false; result: LeadResult } | { ok: true; flags: LeadFlag[]; columns: Partial<OwnColumns> }
>;

type LeadOf<K extends LeadKind> = {
  kind: K;
  phone: string;
  /** Absent for a call-back request (a name and a phone only). */
  email?: string;
  /** The validated submission: its hash tells a repeat of the form from a changed one. */
  value: unknown;
  /** What the kind's own checks found (a confirmed pin code of another state). */
  flags?: readonly LeadFlag[];
  /** The kind's own columns. */
  columns: OwnColumns;
  guard?: Guard;
};

/** A validated lead, ready to store. */
export type LeadToStore = LeadOf<"enquiry"> | LeadOf<"dealer"> | LeadOf<"callback">;

/**
 * Stores a validated lead (STYLE.md 21): in ONE transaction, holding the locks of its form, phone,
 * e-mail and address, it replays a repeated form, applies the limits, stores the lead with its flags
 * and, when it is to be forwarded, its outbox rows. The caller answers only after the COMMIT
 * (docs/decisions/103); a concurrent repeat of the same form waits and answers the same id
 * (docs/decisions/103).
 */
export async function storeLead(
  deps: IntakeDeps,
  submission: LeadSubmission,
  lead: LeadToStore,
): Promise<LeadResult> {
  const { fields, clientIp } = submission;
  const token = deps.formTokens.check(fields[FORM_TOKEN_FIELD]);
  const key = token.key ? `${lead.kind}:${token.key}` : null;
  const requestHash = crypto.createHash("sha256").update(JSON.stringify(lead.value)).digest("hex");
  const email = lead.email?.toLowerCase();

  const outcome = await deps.db.transaction().execute(async (trx): Promise<Outcome> => {
    await lockKeys(trx, [
      key && `form:${key}`,
      `lead-phone:${lead.phone}`,
      email && `lead-email:${email}`,
      `lead-ip:${clientIp}`,
    ]);
    if (key) {
      const earlier = await trx
        .selectFrom("leads")
        .select(["id", "request_hash"])
        .where("idempotency_key", "=", key)
        .executeTakeFirst();
      if (earlier) {
        const same = earlier.request_hash === requestHash;
        return { result: same ? ok(earlier.id) : { ok: false, reason: "token_reused" } };
      }
    }
    const at = deps.now();
    const recent = await recentByContact(trx, lead.kind, lead.phone, email, at);
    if (recent.byPhone >= deps.limits.perPhoneDay) {
      return { result: { ok: false, reason: "limited", retryAfterMs: recent.firstByPhoneAt + DAY - at } };
    }
    const address = await checkAddress(trx, deps, submission, at);
    if (!address.ok) return { result: { ok: false, reason: "bot_check_required" } };
    const guarded = lead.guard
      ? await lead.guard(trx)
      : { ok: true as const, flags: [] as LeadFlag[], columns: {} };
    if (!guarded.ok) return { result: guarded.result };

    const flags: LeadFlag[] = [
      ...(toText(fields[HONEYPOT_FIELD]) !== "" ? (["honeypot"] as const) : []),
      ...tokenFlags(token),
      ...address.flags,
      ...(recent.byPhone > 0 ? (["duplicate_phone"] as const) : []),
      ...(recent.byPhone === 0 && recent.byEmail > 0 ? (["duplicate_email"] as const) : []),
      ...(lead.flags ?? []),
      ...guarded.flags,
    ];
    const { held, forward } = leadDisposition(flags);
    const row = {
      ...lead.columns,
      ...guarded.columns,
      kind: lead.kind,
      created_at: at,
      client_ip: clientIp,
      spam: held ? 1 : 0,
      flags: JSON.stringify(flags),
      idempotency_key: key,
      request_hash: requestHash,
      attribution_json:
        submission.visit?.first || submission.visit?.last ? JSON.stringify(submission.visit) : null,
    };
    const inserted = await trx.insertInto("leads").values(row).returning("id").executeTakeFirstOrThrow();
    const id = Number(inserted.id);
    await recordHit(trx, `lead-ip:${clientIp}`, at);
    if (forward) await queueLeadNotifications(trx, { kind: lead.kind, id }, deps.channels, at);
    return { result: ok(id), stored: { flags, held, forward } };
  });

  if (outcome.stored) {
    deps.logger.info("lead stored", {
      kind: lead.kind,
      id: outcome.result.ok ? outcome.result.id : undefined,
      phone: maskPhone(lead.phone),
      flags: outcome.stored.flags.join(",") || undefined,
      held: outcome.stored.held || undefined,
      forwarded: outcome.stored.forward,
    });
  }
  return outcome.result;
}

type Outcome = { result: LeadResult; stored?: { flags: LeadFlag[]; held: boolean; forward: boolean } };

function ok(id: number | bigint): LeadResult {
  return { ok: true, id: Number(id) };
}

/** What the form token says about the lead, as a flag (docs/decisions/105). */
const TOKEN_FLAGS = {
  missing: "token_missing",
  forged: "token_forged",
  expired: "token_expired",
  too_fast: "too_fast",
} as const satisfies Record<Exclude<FormTokenCheck, { ok: true }>["reason"], LeadFlag>;

function tokenFlags(token: FormTokenCheck): LeadFlag[] {
  return token.ok ? [] : [TOKEN_FLAGS[token.reason]];
}

/**
 * Leads of this kind in the last 24 h from this phone (with the first one's time) or this e-mail, in
 * one query. A call-back request has no e-mail: its phone alone counts.
 */
async function recentByContact(
  trx: Transaction<Database>,
  kind: LeadKind,
  phone: string,
  email: string | undefined,
  at: number,
) {
  const row = await trx
    .selectFrom("leads")
    .select((eb) => {
      const samePhone = eb("phone", "=", phone);
      const sameEmail = email === undefined ? eb.lit(false) : eb(eb.fn("lower", ["email"]), "=", email);
      return [
        eb.fn.sum<number>(eb.case().when(samePhone).then(1).else(0).end()).as("by_phone"),
        eb.fn.min(eb.case().when(samePhone).then(eb.ref("created_at")).end()).as("first"),
        eb.fn.sum<number>(eb.case().when(sameEmail).then(1).else(0).end()).as("by_email"),
      ];
    })
    // The kind in each branch, so each can use its own index ((kind, phone, created_at) and
    // (kind, lower(email), created_at)) instead of reading every lead of the kind in the last day.
    .where((eb) =>
      eb.or([
        eb.and([eb("kind", "=", kind), eb("phone", "=", phone), eb("created_at", ">", at - DAY)]),
        ...(email === undefined
          ? []
          : [
              eb.and([
                eb("kind", "=", kind),
                eb(eb.fn("lower", ["email"]), "=", email),
                eb("created_at", ">", at - DAY),
              ]),
            ]),
      ]),
    )
    .executeTakeFirst();
  return {
    byPhone: Number(row?.by_phone ?? 0),
    byEmail: Number(row?.by_email ?? 0),
    firstByPhoneAt: Number(row?.first ?? at),
  };
}

/**
 * The address's share of the leads (docs/decisions/111). Many visitors can share one public address
 * (carrier-grade NAT), so a busy address never refuses a lead: past the first threshold the site's
 * script is asked to solve the bot check unseen, and a plain form post, which cannot, is stored
 * flagged; past the second, leads are held for review.
 */
async function checkAddress(
  trx: Transaction<Database>,
  deps: IntakeDeps,
  { fields, clientIp, via }: LeadSubmission,
  at: number,
): Promise<{ ok: true; flags: LeadFlag[] } | { ok: false }> {
  const [tenMinutes = 0, day = 0] = await countHits(trx, `lead-ip:${clientIp}`, [10 * MINUTE, DAY], at);
  const { botCheckAfter, holdAfter } = deps.limits;
  if (tenMinutes >= holdAfter.tenMinutes || day >= holdAfter.day)
    return { ok: true, flags: ["address_flood"] };
  if (tenMinutes < botCheckAfter.tenMinutes && day < botCheckAfter.day) return { ok: true, flags: [] };
  if (await deps.botCheck.spend(trx, fields[BOT_CHECK_FIELD])) return { ok: true, flags: [] };
  return via === "api" ? { ok: false } : { ok: true, flags: ["busy_address"] };
}
