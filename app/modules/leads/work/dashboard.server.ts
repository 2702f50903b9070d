import { sql, type Kysely } from "kysely";
import type { Database, LeadKind, LeadStatus, NotificationsTable } from "#app/platform/db/schema.ts";
import { zonalNameOfState } from "#app/modules/geo/geography.ts";
import type { SmsBudget } from "#app/platform/sms/sms-budget.server.ts";
import { countedCodes, dayAndHourCounts, NUMBER_BLOCK_DIGITS } from "#app/platform/sms/sms-budget.server.ts";

/**
 * The sales dashboard's figures (docs/decisions/115-sales-dashboard-and-dealers.md). Every
 * query runs the same on SQLite and PostgreSQL: timestamps are epoch milliseconds, and a day is an
 * India day (UTC+5:30, no daylight saving), worked out with integer arithmetic in SQL.
 */

const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;
/** India Standard Time is UTC+5:30 all year. */
export const INDIA_OFFSET_MS = 5.5 * HOUR_MS;

/** The periods the dashboard offers (last 7, 30 or 90 India days, today included); 30 by default. */
export const DASHBOARD_PERIODS = [7, 30, 90] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const DEFAULT_PERIOD: DashboardPeriod = 30;

/** `?days=` from the address: one of the offered periods, else the default. */
export function parsePeriod(value: string | null): DashboardPeriod {
  const days = Number(value);
  return DASHBOARD_PERIODS.find((p) => p === days) ?? DEFAULT_PERIOD;
}

/** The India day an instant falls on, as a day number (days since 1 January 1970, India time). */
export function indiaDayNumber(at: number): number {
  return Math.floor((at + INDIA_OFFSET_MS) / DAY_MS);
}

/** When an India day (a day number) begins, in epoch ms. */
export function indiaDayStart(day: number): number {
  return day * DAY_MS - INDIA_OFFSET_MS;
}

/** A day number as YYYY-MM-DD. */
export function isoDateOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The instants a period covers: from the start of its first India day to now. */
export function periodRange(now: number, days: number): { from: number; to: number; firstDay: number } {
  const firstDay = indiaDayNumber(now) - days + 1;
  return { from: indiaDayStart(firstDay), to: now, firstDay };
}

// The India day of `created_at`, in SQL. Literals (not parameters) so that PostgreSQL sees the same
// expression in SELECT and GROUP BY; both dialects divide integers without a remainder, and every
// timestamp here is after 1970, so truncation is the floor.
const indiaDayOfCreatedAt = sql<number>`(created_at + ${sql.lit(INDIA_OFFSET_MS)}) / ${sql.lit(DAY_MS)}`;

/** Which count of a day each kind's forwarded leads add to. */
const DAY_SERIES = {
  enquiry: "enquiries",
  dealer: "dealers",
  callback: "callbacks",
} as const satisfies Record<LeadKind, string>;

export type DayCount = { date: string; enquiries: number; dealers: number; callbacks: number; held: number };

/**
 * Leads per India day over the period, every day present (zeros too). `enquiries`, `dealers` and
 * `callbacks` count the leads that reached sales; `held` those held for review as possible spam
 * (docs/decisions/111).
 */
export async function leadsPerDay(db: Kysely<Database>, now: number, days: number): Promise<DayCount[]> {
  const { from, to, firstDay } = periodRange(now, days);
  const rows = await db
    .selectFrom("leads")
    .select((eb) => [
      "kind",
      indiaDayOfCreatedAt.as("day"),
      eb.fn.sum<number>(eb.case().when("spam", "=", 0).then(1).else(0).end()).as("passed"),
      eb.fn.sum<number>(eb.case().when("spam", "=", 0).then(0).else(1).end()).as("held"),
    ])
    .where("created_at", ">=", from)
    .where("created_at", "<=", to)
    .groupBy(["kind", indiaDayOfCreatedAt])
    .execute();
  const result: DayCount[] = Array.from({ length: days }, (_, i) => ({
    date: isoDateOfDay(firstDay + i),
    enquiries: 0,
    dealers: 0,
    callbacks: 0,
    held: 0,
  }));
  for (const row of rows) {
    const entry = result[Number(row.day) - firstDay];
    if (!entry) continue;
    entry[DAY_SERIES[row.kind]] += Number(row.passed);
    entry.held += Number(row.held);
  }
  return result;
}

export type SourceCampaignCount = { source: string; campaign: string; count: number };
export type StateCount = { state: string; zone: string; count: number };
export type ZoneCount = { zone: string; count: number };
export type Funnel = Record<LeadStatus, number>;

export type LeadBreakdown = {
  /** Enquiries and call-backs by source and campaign (dealer applications carry neither). */
  bySourceAndCampaign: SourceCampaignCount[];
  byState: StateCount[];
  byZone: ZoneCount[];
  /** Where the period's leads are now, by status. */
  funnel: Funnel;
  /** Every lead of the period, both kinds, held ones included. */
  total: number;
  /** Held for review (spam = 1): stored, not forwarded. */
  held: number;
  /** Not held, but flagged as a repeat of a lead from the same phone or e-mail within 24 hours. */
  duplicates: number;
};

const byCountThenName =
  <T extends { count: number }>(key: (row: T) => string) =>
  (a: T, b: T) =>
    b.count - a.count || key(a).localeCompare(key(b));

/**
 * The period's leads broken down for the dashboard. Held leads (possible spam) count only in `held`
 * and `total`: a bot's flood must not pass for a campaign's success or a state's demand.
 */
export async function leadBreakdown(db: Kysely<Database>, now: number, days: number): Promise<LeadBreakdown> {
  const { from, to } = periodRange(now, days);
  const period = () => db.selectFrom("leads").where("created_at", ">=", from).where("created_at", "<=", to);

  // A dealer application carries no campaign (null): it is left out here.
  const sourceRows = await period()
    .where("spam", "=", 0)
    .where("campaign_id", "is not", null)
    .select((eb) => ["source", "campaign_id", eb.fn.countAll<number>().as("count")])
    .groupBy(["source", "campaign_id"])
    .execute();
  const sources = [...sourceRows].map((row) => ({
    source: row.source ?? "",
    campaign: row.campaign_id ?? "",
    count: Number(row.count),
  }));

  // A call-back has no place (null): it is left out here.
  const stateRows = await period()
    .where("spam", "=", 0)
    .where("state", "is not", null)
    .select((eb) => ["state", "zonal_name", eb.fn.countAll<number>().as("count")])
    .groupBy(["state", "zonal_name"])
    .execute();

  const states = new Map<string, StateCount>();
  const addState = (state: string, zone: string, count: number) => {
    const key = `${state}\u0000${zone}`;
    const entry = states.get(key) ?? { state, zone, count: 0 };
    entry.count += count;
    states.set(key, entry);
  };
  for (const row of stateRows) {
    const state = row.state ?? "";
    // Dealer applications do not store a zone; it follows from the state, as it does for enquiries.
    addState(state, row.zonal_name ?? zonalNameOfState(state), Number(row.count));
  }
  const byState = [...states.values()].sort(byCountThenName((r) => r.state));
  const zones = new Map<string, number>();
  for (const row of byState) zones.set(row.zone, (zones.get(row.zone) ?? 0) + row.count);
  const byZone = [...zones].map(([zone, count]) => ({ zone, count })).sort(byCountThenName((r) => r.zone));

  const funnel: Funnel = { new: 0, contacted: 0, qualified: 0, won: 0, lost: 0 };
  let total = 0;
  let held = 0;
  let duplicates = 0;
  const funnelRows = await period()
    .select((eb) => [
      "status",
      "spam",
      // flags is a JSON array of codes; the two duplicate codes are the only ones starting "duplicate".
      eb.fn
        .sum<number>(eb.case().when("flags", "like", '%"duplicate%').then(1).else(0).end())
        .as("duplicates"),
      eb.fn.countAll<number>().as("count"),
    ])
    .groupBy(["status", "spam"])
    .execute();
  for (const row of funnelRows) {
    const count = Number(row.count);
    total += count;
    if (Number(row.spam) !== 0) {
      held += count;
      continue;
    }
    duplicates += Number(row.duplicates);
    if (row.status in funnel) funnel[row.status] += count;
  }

  return {
    bySourceAndCampaign: sources.sort(byCountThenName((r) => `${r.source} ${r.campaign}`)),
    byState,
    byZone,
    funnel,
    total,
    held,
    duplicates,
  };
}

export type OutboxRow = {
  id: number;
  subjectKind: NotificationsTable["subject_kind"];
  subjectId: number;
  /** The alert's kind, for an alert's e-mail. */
  alertKind: string | null;
  channel: NotificationsTable["channel"];
  attempts: number;
  lastError: string | null;
  nextAttemptAt: number;
};

export type OutboxState = {
  /** Pending rows that have failed at least once: the worker keeps trying them, backing off. */
  failing: OutboxRow[];
  /** Parked after 20 failed attempts (status 'dead'): nobody retries them until a person does. */
  parked: OutboxRow[];
  failingCount: number;
  parkedCount: number;
};

/** How many rows of each list the page shows; the counts say how many there are in all. */
export const OUTBOX_LIST_LIMIT = 50;

/** The outbox rows that need a look: failing (still retried) and parked, oldest first. */
export async function outboxTrouble(db: Kysely<Database>): Promise<OutboxState> {
  const list = (status: "pending" | "dead") => {
    let query = db
      .selectFrom("notifications as n")
      .leftJoin("alerts as a", (join) =>
        join.onRef("a.id", "=", "n.subject_id").on("n.subject_kind", "=", "alert"),
      )
      .select([
        "n.id",
        "n.subject_kind",
        "n.subject_id",
        "a.kind as alert_kind",
        "n.channel",
        "n.attempts",
        "n.last_error",
        "n.next_attempt_at",
      ])
      .where("n.status", "=", status);
    // A pending row with an error has failed at least once; one on its first try has none yet.
    if (status === "pending") query = query.where("n.attempts", ">", 0).where("n.last_error", "is not", null);
    return query.orderBy("n.created_at").orderBy("n.id").limit(OUTBOX_LIST_LIMIT).execute();
  };
  const count = async (status: "pending" | "dead") => {
    let query = db
      .selectFrom("notifications")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("status", "=", status);
    if (status === "pending") query = query.where("attempts", ">", 0).where("last_error", "is not", null);
    return Number((await query.executeTakeFirst())?.count ?? 0);
  };
  const toRow = (row: Awaited<ReturnType<typeof list>>[number]): OutboxRow => ({
    id: Number(row.id),
    subjectKind: row.subject_kind,
    subjectId: Number(row.subject_id),
    alertKind: row.alert_kind ?? null,
    channel: row.channel,
    attempts: Number(row.attempts),
    lastError: row.last_error,
    nextAttemptAt: Number(row.next_attempt_at),
  });
  return {
    failing: (await list("pending")).map(toRow),
    parked: (await list("dead")).map(toRow),
    failingCount: await count("pending"),
    parkedCount: await count("dead"),
  };
}

export type SmsSpend = {
  /** Codes sent in the last hour and the last 24 hours: the windows the ceiling counts (sms-budget.server.ts). */
  lastHour: number;
  last24Hours: number;
  /** The number block (first 6 digits) that got the most codes in the last hour, if any. */
  busiestBlock: { prefix: string; count: number } | null;
  budget: SmsBudget;
};

/**
 * OTP codes sent, against the SMS ceiling. Counted exactly as the ceiling counts them: codes in
 * `otp_challenges` except those our provider failed to send (they cost nothing).
 */
export async function smsSpend(db: Kysely<Database>, now: number, budget: SmsBudget): Promise<SmsSpend> {
  const sent = countedCodes(db, now);
  const totals = await sent.select(dayAndHourCounts(now)).executeTakeFirst();
  const block = sql<string>`substr(phone, 1, ${sql.lit(NUMBER_BLOCK_DIGITS)})`;
  const busiest = await sent
    .where("created_at", ">", now - HOUR_MS)
    .select((eb) => [block.as("prefix"), eb.fn.countAll<number>().as("count")])
    .groupBy(block)
    .orderBy(sql`count(*)`, "desc")
    .orderBy(block)
    .limit(1)
    .executeTakeFirst();
  return {
    lastHour: Number(totals?.hour ?? 0),
    last24Hours: Number(totals?.day ?? 0),
    busiestBlock: busiest ? { prefix: busiest.prefix, count: Number(busiest.count) } : null,
    budget,
  };
}

export type AlertRow = {
  id: number;
  kind: string;
  createdAt: number;
  details: Record<string, string | number>;
};

/** The alerts raised since midnight, India time, newest first. */
export async function alertsToday(db: Kysely<Database>, now: number): Promise<AlertRow[]> {
  const rows = await db
    .selectFrom("alerts")
    .select(["id", "kind", "created_at", "details_json"])
    .where("created_at", ">=", indiaDayStart(indiaDayNumber(now)))
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    createdAt: Number(row.created_at),
    details: parseDetails(row.details_json),
  }));
}

function parseDetails(json: string): Record<string, string | number> {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === "object" ? (value as Record<string, string | number>) : {};
  } catch {
    return {};
  }
}

export type Dashboard = {
  days: DashboardPeriod;
  perDay: DayCount[];
  breakdown: LeadBreakdown;
  outbox: OutboxState;
  sms: SmsSpend;
  alerts: AlertRow[];
};

/** Everything the dashboard shows, for one period. */
export async function loadDashboard(
  db: Kysely<Database>,
  { now, days, smsBudget }: { now: number; days: DashboardPeriod; smsBudget: SmsBudget },
): Promise<Dashboard> {
  return {
    days,
    perDay: await leadsPerDay(db, now, days),
    breakdown: await leadBreakdown(db, now, days),
    outbox: await outboxTrouble(db),
    sms: await smsSpend(db, now, smsBudget),
    alerts: await alertsToday(db, now),
  };
}
