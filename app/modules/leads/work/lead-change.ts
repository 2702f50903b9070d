/**
 * A change to a lead as the lead page's forms post it (docs/decisions/114): which change (`intent`),
 * the lead's `version` the form was based on, and the change's own fields. Parsed the same way for the
 * route action and the tests; the module (lead-work.server.ts) applies it.
 */
import type { LeadStatus } from "#app/platform/db/schema.ts";
import { LEAD_STATUSES } from "./inbox-filter.ts";
import { hasControlCharacters } from "#app/modules/leads/schema/field-rules.ts";
import { isIsoDate } from "./lead-format.ts";
import { WORK_ERRORS } from "./lead-labels.ts";

export const LEAD_INTENTS = ["status", "assignee", "follow-up", "note", "release", "spam"] as const;
export type LeadIntent = (typeof LEAD_INTENTS)[number];

/** Form field names (the forms and the parser share them). */
export const WORK_FIELDS = {
  intent: "intent",
  version: "version",
  status: "status",
  lostReason: "lost_reason",
  assignee: "assignee",
  followUp: "follow_up_on",
  note: "note",
} as const;

export const LIMITS = { lostReason: 500, note: 2000 } as const;

export type LeadChange =
  | { type: "status"; status: LeadStatus; lostReason: string | null }
  | { type: "assignee"; assigneeId: number | null }
  | { type: "follow-up"; date: string | null }
  | { type: "note"; text: string }
  | { type: "release" }
  | { type: "spam" };

export type ParsedChange =
  | { ok: true; change: LeadChange; version: number }
  | { ok: false; intent: LeadIntent | null; fieldErrors: Record<string, string> };

/** Reads a posted change form; the field errors are keyed by the form's field names. */
export function parseLeadChange(fields: Record<string, string>): ParsedChange {
  const intent = LEAD_INTENTS.find((i) => i === fields[WORK_FIELDS.intent]) ?? null;
  if (!intent) return { ok: false, intent, fieldErrors: { [WORK_FIELDS.intent]: WORK_ERRORS.intent } };
  const versionText = fields[WORK_FIELDS.version] ?? "";
  if (!/^[1-9]\d{0,9}$/.test(versionText))
    return { ok: false, intent, fieldErrors: { [WORK_FIELDS.version]: WORK_ERRORS.version } };
  const version = Number(versionText);
  const fail = (field: string, message: string): ParsedChange => ({
    ok: false,
    intent,
    fieldErrors: { [field]: message },
  });

  switch (intent) {
    case "status": {
      const status = LEAD_STATUSES.find((s) => s === fields[WORK_FIELDS.status]);
      if (!status) return fail(WORK_FIELDS.status, WORK_ERRORS.status);
      const reason = (fields[WORK_FIELDS.lostReason] ?? "").trim();
      if (status === "lost" && !reason) return fail(WORK_FIELDS.lostReason, WORK_ERRORS.lostReason);
      if (reason.length > LIMITS.lostReason)
        return fail(WORK_FIELDS.lostReason, WORK_ERRORS.lostReasonLength);
      if (hasControlCharacters(reason)) return fail(WORK_FIELDS.lostReason, WORK_ERRORS.lostReasonCharacters);
      return {
        ok: true,
        version,
        change: { type: "status", status, lostReason: status === "lost" ? reason : null },
      };
    }
    case "assignee": {
      const value = fields[WORK_FIELDS.assignee] ?? "";
      if (value === "") return { ok: true, version, change: { type: "assignee", assigneeId: null } };
      if (!/^[1-9]\d{0,14}$/.test(value)) return fail(WORK_FIELDS.assignee, WORK_ERRORS.assignee);
      return { ok: true, version, change: { type: "assignee", assigneeId: Number(value) } };
    }
    case "follow-up": {
      const value = (fields[WORK_FIELDS.followUp] ?? "").trim();
      if (value === "") return { ok: true, version, change: { type: "follow-up", date: null } };
      if (!isIsoDate(value)) return fail(WORK_FIELDS.followUp, WORK_ERRORS.followUp);
      return { ok: true, version, change: { type: "follow-up", date: value } };
    }
    case "note": {
      const text = (fields[WORK_FIELDS.note] ?? "").trim();
      if (!text) return fail(WORK_FIELDS.note, WORK_ERRORS.note);
      if (text.length > LIMITS.note) return fail(WORK_FIELDS.note, WORK_ERRORS.noteLength);
      if (hasControlCharacters(text, { multiline: true }))
        return fail(WORK_FIELDS.note, WORK_ERRORS.noteCharacters);
      return { ok: true, version, change: { type: "note", text } };
    }
    case "release":
      return { ok: true, version, change: { type: "release" } };
    case "spam":
      return { ok: true, version, change: { type: "spam" } };
  }
}
