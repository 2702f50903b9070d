/**
 * Every word the inbox and the lead page show, in one place (STYLE.md 25): labels, messages and the
 * sentences of the timeline. Components and tests read them from here.
 */
import type { LeadStatus, NotificationStatus } from "#app/platform/db/schema.ts";
import type { InboxFlag, InboxKind } from "./inbox-filter.ts";
import { formatIsoDate } from "./lead-format.ts";

export const KIND_LABELS: Record<InboxKind, string> = {
  enquiry: "Enquiry",
  landing: "Landing-page quote",
  dealer: "Dealer application",
  callback: "Call back",
};

export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  won: "Won",
  lost: "Lost",
};

export const FLAG_FILTER_LABELS: Record<InboxFlag, string> = {
  held: "Possible spam (held)",
  duplicate: "Duplicate",
  unverified: "Phone not verified",
};

export const NOTIFICATION_STATUS_LABELS: Record<NotificationStatus, string> = {
  pending: "Waiting to be sent",
  sent: "Sent",
  dead: "Parked after repeated failures",
  cancelled: "Not sent: the lead was marked as spam",
};

export const CHANNEL_LABELS: Record<"email" | "webhook", string> = {
  email: "E-mail to sales",
  webhook: "Webhook",
};

export const INBOX_TEXT = {
  title: "Inbox",
  searchLabel: "Search by name, phone or e-mail",
  moreFilters: "More filters",
  filteredBy: "Showing only:",
  removeFilter: "remove this filter",
  apply: "Show leads",
  clear: "Clear filters",
  anyOption: "Any",
  unassigned: "Unassigned",
  empty: "No leads match these filters.",
  allStatuses: "All",
  export: "Download CSV",
  exportNote: (cap: string) => `The current list, all pages (at most ${cap} rows).`,
  held: "Possible spam: held",
  duplicate: "Duplicate",
  unverified: "Phone not verified",
  /** A pin code of another state than the one chosen, sent as it is (docs/decisions/193). */
  pincodeOtherState: "Pin code of another state",
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  shown: (from: number, to: number, total: string) => `Leads ${from} to ${to} of ${total}`,
  noAssignee: "Nobody",
  callBackAt: "Call back:",
} as const;

export const LEAD_TEXT = {
  notFound: "There is no lead with this number. It may have been erased.",
  heldNotice: "Held for review as possible spam: stored, but not sent to sales, because:",
  releaseHint: "A real lead? Forward it: it goes to sales like any other.",
  release: "Not spam: forward it",
  markSpam: "Mark as spam",
  consent: (version: string, acceptedAt: string) =>
    `Notice of ${formatIsoDate(version)}, accepted ${acceptedAt}.`,
  consentUnknown: "Sent before the notice's version was recorded.",
  noFlags: "None: every check passed.",
  noEstimate: "None attached.",
  callBackWhen: "Call back",
  askedOn: "Asked on the page",
  /** An enquiry stored before the page was recorded (docs/decisions/193). */
  pageNotRecorded: "Not recorded",
  noDelivery: "Nothing queued: the lead has not been sent to sales.",
  received: "Lead received",
  anonymised: (date: string) => `Personal data erased on ${date}.`,
  readOnly: "Your role can read leads but not change them.",
} as const;

/** What a change form says after it was saved (the page shows it once). */
export const SAVED_MESSAGES = {
  status: "Status saved.",
  assignee: "Assignee saved.",
  "follow-up": "Follow-up date saved.",
  note: "Note added.",
  release: "Released: the lead is on its way to sales.",
  spam: "Marked as spam: held, and nothing more will be sent.",
} as const;

export const WORK_ERRORS = {
  status: "Choose a status.",
  lostReason: "Say why the lead was lost.",
  lostReasonLength: "Keep the reason under 500 characters.",
  lostReasonCharacters:
    "The reason holds a character that cannot be saved (pasted from another program?): type it again.",
  assignee: "Choose someone who works leads, or nobody.",
  followUp: "Enter a date such as 2026-12-04.",
  note: "Write the note first.",
  noteLength: "Keep a note under 2,000 characters.",
  noteCharacters:
    "The note holds a character that cannot be saved (pasted from another program?): type it again.",
  intent: "That change is not known.",
  version: "The page was out of date. Reload it and try again.",
  notHeld: "This lead is not held: it has already been forwarded.",
  alreadyHeld: "This lead is already held as spam.",
  conflictTitle: "Someone else changed this lead while you had it open",
  conflictBody:
    "Your change was not saved. Here is what changed since you opened the page. What you entered is still in the form: check it, then save again.",
} as const;

/** A timeline entry as the module returns it. */
export type LeadEventView = {
  kind: string;
  at: number;
  staffName: string | null;
  details: Record<string, unknown>;
};

const str = (value: unknown): string => (typeof value === "string" ? value : "");

/** One sentence per change, as the timeline and the conflict message show it. */
export function eventSentence(event: Pick<LeadEventView, "kind" | "details">): string {
  const d = event.details;
  switch (event.kind) {
    case "status": {
      const from = STATUS_LABELS[str(d.from) as LeadStatus] ?? str(d.from);
      const to = STATUS_LABELS[str(d.to) as LeadStatus] ?? str(d.to);
      return `Status: ${from} → ${to}${str(d.reason) ? ` (reason: ${str(d.reason)})` : ""}`;
    }
    case "assignee":
      return str(d.toName)
        ? `Assigned to ${str(d.toName)}`
        : `Unassigned${str(d.fromName) ? ` (was ${str(d.fromName)})` : ""}`;
    case "follow-up":
      return str(d.to) ? `Next follow-up: ${formatIsoDate(str(d.to))}` : "Follow-up date cleared";
    case "note":
      return "Note";
    case "released":
      return "Not spam: forwarded to sales";
    case "marked-spam":
      return "Marked as spam: held, not sent";
    default:
      return event.kind;
  }
}
