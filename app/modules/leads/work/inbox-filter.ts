/**
 * The inbox's filters as they live in the address bar (docs/decisions/114): parsed from the query
 * string, written back to it in one canonical order, so a filtered list can be bookmarked, shared and
 * exported as it is. Isomorphic: the inbox page, its form and the CSV export read the same rules.
 */
import type { LeadStatus } from "#app/platform/db/schema.ts";
import { site } from "#app/content/site.ts";
import { findState, zones } from "#app/modules/geo/geography.ts";
import { isIsoDate } from "./lead-format.ts";

export const INBOX_PAGE_SIZE = 25;

/** Rows in one CSV export: years of leads; a larger list is a job for a database copy, not a spreadsheet. */
export const EXPORT_CAP = 50_000;

/** What the inbox calls a lead's kind: a landing-page quote is an enquiry sent from the landing page. */
export const INBOX_KINDS = ["enquiry", "landing", "dealer", "callback"] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

export const LEAD_STATUSES = [
  "new",
  "contacted",
  "qualified",
  "won",
  "lost",
] as const satisfies readonly LeadStatus[];

export const INBOX_FLAGS = ["held", "duplicate", "unverified"] as const;
export type InboxFlag = (typeof INBOX_FLAGS)[number];

export type InboxFilter = {
  kind?: InboxKind;
  status?: LeadStatus;
  state?: string;
  zone?: string;
  campaign?: string;
  source?: string;
  /** India dates, YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
  flag?: InboxFlag;
  /** A staff id, or "none" for unassigned leads. */
  assignee?: number | "none";
  /** A name, an e-mail or a phone number, typed any way. */
  q?: string;
};

/**
 * A quote from the landing page carries the landing campaign id (app/routes/landing.tsx loads its form
 * with `site.campaign.landing`); a landing link with its own `c_id` replaces it, and such a quote is
 * counted with the enquiries of that campaign.
 */
export const LANDING_CAMPAIGN_ID: string = site.campaign.landing;

export function inboxKindOf(kind: "enquiry" | "dealer" | "callback", campaignId: string): InboxKind {
  if (kind !== "enquiry") return kind;
  return campaignId === LANDING_CAMPAIGN_ID ? "landing" : "enquiry";
}

const MAX_TEXT = 100;
const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((item) => item === value);
// A control character in a pasted search is dropped: nobody means it, and PostgreSQL cannot compare
// text holding a NUL (docs/decisions/198).
const text = (value: string | null): string | undefined => {
  const trimmed = value
    ?.replace(/\p{Cc}/gu, " ")
    .trim()
    .slice(0, MAX_TEXT);
  return trimmed ? trimmed : undefined;
};

/** The filter and page in a query string; unknown or malformed values are left out, not refused. */
export function parseInboxQuery(search: URLSearchParams): { filter: InboxFilter; page: number } {
  const filter: InboxFilter = {};
  const kind = oneOf(INBOX_KINDS, search.get("kind"));
  if (kind) filter.kind = kind;
  const status = oneOf(LEAD_STATUSES, search.get("status"));
  if (status) filter.status = status;
  const state = findState(search.get("state") ?? "");
  if (state) filter.state = state.state_name;
  const zone = zones.find((z) => z.zonal_name === search.get("zone"));
  if (zone) filter.zone = zone.zonal_name;
  const campaign = text(search.get("campaign"));
  if (campaign) filter.campaign = campaign;
  const source = text(search.get("source"));
  if (source) filter.source = source;
  const from = search.get("from") ?? "";
  if (isIsoDate(from)) filter.from = from;
  const to = search.get("to") ?? "";
  if (isIsoDate(to)) filter.to = to;
  const flag = oneOf(INBOX_FLAGS, search.get("flag"));
  if (flag) filter.flag = flag;
  const assignee = search.get("assignee") ?? "";
  if (assignee === "none") filter.assignee = "none";
  else if (/^[1-9]\d{0,14}$/.test(assignee)) filter.assignee = Number(assignee);
  const q = text(search.get("q"));
  if (q) filter.q = q;
  const pageText = search.get("page") ?? "";
  const page = /^[1-9]\d{0,5}$/.test(pageText) ? Number(pageText) : 1;
  return { filter, page };
}

/** The query string of a filter (and page, when past the first), in one fixed order; "" for none. */
export function inboxQuery(filter: InboxFilter, page = 1): string {
  const params = new URLSearchParams();
  const order: (keyof InboxFilter)[] = [
    "q",
    "kind",
    "status",
    "state",
    "zone",
    "campaign",
    "source",
    "from",
    "to",
    "flag",
    "assignee",
  ];
  for (const key of order) {
    const value = filter[key];
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** How many filters are set besides the search box (the "More filters" summary says so). */
export function activeFilterCount(filter: InboxFilter): number {
  return Object.entries(filter).filter(([key, value]) => key !== "q" && value !== undefined).length;
}

/**
 * A search that looks like a phone number, as its digits: "+91 98765-43210", "098765 43210" and
 * "98765 43210" all become "9876543210" (stored phones are 10 digits); a part such as "43210" stays as
 * typed. Undefined when the search is not a phone number (letters, an e-mail, fewer than 3 digits).
 */
export function phoneDigitsOf(q: string): string | undefined {
  if (!/^[\d\s+().-]+$/.test(q)) return undefined;
  let digits = q.replace(/\D/g, "");
  if (digits.length < 3) return undefined;
  if (digits.length === 14 && digits.startsWith("0091")) digits = digits.slice(4);
  else if (digits.length === 12 && digits.startsWith("91")) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith("0")) digits = digits.slice(1);
  return digits;
}
