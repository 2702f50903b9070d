/**
 * What a visitor answered that sales read but no query filters on (docs/decisions/199): one list per
 * kind of lead, each field with the label sales see. The intake stores the listed fields of the
 * validated form in `leads.answers_json`; the lead page, the CSV export, the sales e-mail and the
 * privacy search and export show them as answers, after the form's questions. Adding such a field is
 * the form's schema, one line here and the form's input (the recipe in this module's README).
 */
import type { LeadKind } from "#app/platform/db/schema.ts";

export type AnswerField = { key: string; label: string };

export const LEAD_ANSWER_FIELDS = {
  enquiry: [],
  dealer: [],
  callback: [],
} as const satisfies Record<LeadKind, readonly AnswerField[]>;

/** The keys a kind lists: the validated form must have each of them (a missing one does not compile). */
export type AnswerKey<K extends LeadKind> = (typeof LEAD_ANSWER_FIELDS)[K][number]["key"];

type Listed = readonly AnswerField[];
const fieldsOf = (kind: LeadKind): Listed => LEAD_ANSWER_FIELDS[kind];

/** The listed fields of a validated form, as stored (null when the kind lists none or none was given). */
export function answersJson<K extends LeadKind>(
  kind: K,
  value: { [P in AnswerKey<K>]: string | number | null | undefined },
): string | null {
  const given = value as Record<string, unknown>;
  const entries = fieldsOf(kind)
    .map(({ key }) => [key, given[key]] as const)
    .filter(([, answer]) => answer !== undefined && answer !== null && answer !== "")
    .map(([key, answer]) => [key, String(answer)]);
  return entries.length > 0 ? JSON.stringify(Object.fromEntries(entries)) : null;
}

/** The stored answers as sales see them: label and answer, in the list's order. */
export function shownAnswers(kind: LeadKind, json: string | null): { title: string; answer: string }[] {
  if (!json) return [];
  let stored: Record<string, unknown>;
  try {
    stored = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return [];
  }
  return fieldsOf(kind)
    .filter(({ key }) => typeof stored[key] === "string")
    .map(({ key, label }) => ({ title: label, answer: String(stored[key]) }));
}

/** The answers with every value masked (erasure, retention): which fields were answered stays. */
export function maskedAnswers(json: string | null, erased: string): string | null {
  if (!json) return json;
  try {
    const stored = JSON.parse(json) as Record<string, unknown>;
    return JSON.stringify(Object.fromEntries(Object.keys(stored).map((key) => [key, erased])));
  } catch {
    return null;
  }
}
