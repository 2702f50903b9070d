/**
 * The shapes the console's lead pages receive (docs/decisions/114): plain data, shared by the server
 * modules that build them and the components that show them.
 */
import type { DealerDecision, LeadStatus, NotificationStatus } from "#app/platform/db/schema.ts";
import type { LeadFlag } from "#app/modules/leads/intake/lead-flags.ts";
import type { InboxKind } from "./inbox-filter.ts";
import type { LeadEventView } from "./lead-labels.ts";

export type LeadKind = "enquiry" | "dealer" | "callback";
export type LeadRef = { kind: LeadKind; id: number };

export type InboxRow = {
  kind: LeadKind;
  inboxKind: InboxKind;
  id: number;
  createdAt: number;
  name: string;
  email: string;
  phone: string;
  state: string;
  district: string;
  city: string;
  pincode: string;
  zone: string;
  campaignId: string;
  source: string;
  status: LeadStatus;
  lostReason: string | null;
  assigneeId: number | null;
  assigneeName: string | null;
  followUpOn: string | null;
  held: boolean;
  flags: LeadFlag[];
  lastActivityAt: number | null;
  answers: { title: string; answer: string }[];
  /** Call-back requests: when the visitor would like the call. */
  callback: CallbackTime | null;
  /** The page an enquiry or call-back was sent from ('' when not recorded); a dealer application's is null. */
  pagePath: string | null;
  /** The language the lead was sent in, by its English name ("Hindi"). */
  language: string;
};

/** A call-back request's preferred day (YYYY-MM-DD, India) and part of it (a CALLBACK_SLOTS key). */
export type CallbackTime = { date: string; slot: string };

export type StatusCounts = Record<LeadStatus, number>;

export type InboxPage = {
  rows: InboxRow[];
  /** Leads matching the whole filter (the pages count these). */
  total: number;
  /** Leads per status for the filter without its status: the status links show what each would list. */
  counts: StatusCounts;
  page: number;
  pages: number;
};

export type LeadFlagView = { code: LeadFlag | string; text: string; weight: string };

export type NotificationView = {
  channel: "email" | "webhook";
  status: NotificationStatus;
  attempts: number;
  lastError: string | null;
  sentAt: number | null;
  nextAttemptAt: number;
};

export type LeadDetails = {
  kind: LeadKind;
  inboxKind: InboxKind;
  id: number;
  createdAt: number;
  name: string;
  email: string;
  phone: string;
  /** Dealer applications: whether the phone was verified by a code. Enquiries are never asked for one. */
  phoneVerified: boolean | null;
  address: {
    street: string | null;
    city: string;
    district: string;
    state: string;
    pincode: string;
    country: string | null;
  };
  zone: string;
  campaignId: string | null;
  source: string | null;
  category: string | null;
  answers: { title: string; answer: string }[];
  /** The calculator estimate the visitor attached, as text (one fact a line) and its calculator link. */
  estimate: { text: string; path: string } | null;
  status: LeadStatus;
  lostReason: string | null;
  assigneeId: number | null;
  assigneeName: string | null;
  followUpOn: string | null;
  version: number;
  held: boolean;
  flags: LeadFlagView[];
  noticeVersion: string | null;
  /** The language the visitor sent the lead in, by its English name ("Hindi"); docs/decisions/180. */
  language: string;
  decision: DealerDecision | null;
  /** Call-back requests: the preferred time. */
  callback: CallbackTime | null;
  /**
   * The page an enquiry or call-back was sent from ('' when not recorded, before docs/decisions/193);
   * null for a dealer application, which only the partner page sends.
   */
  pagePath: string | null;
  lastActivityAt: number | null;
  anonymisedAt: number | null;
  notifications: NotificationView[];
  timeline: LeadEventView[];
};
