import { sql, type Expression, type SqlBool } from "kysely";
import type { PrivacySubject } from "./privacy-subject.ts";

/** What erased personal data reads as, everywhere (a fixed text: nothing of the original survives). */
export const ERASED = "[erased]";

/** `text` as a LIKE pattern that matches it literally anywhere (`_` is common in e-mail addresses). */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * True where a text column mentions the subject's phone (its 10 digits, as every form stores it) or
 * e-mail (any letter case). Same SQL on SQLite and PostgreSQL.
 */
export function mentions(column: string, subject: PrivacySubject): Expression<SqlBool> {
  const ref = sql.ref(column);
  const tests = [
    ...(subject.phone ? [sql<SqlBool>`${ref} like ${containsPattern(subject.phone)} escape '\\'`] : []),
    ...(subject.email
      ? [sql<SqlBool>`lower(${ref}) like ${containsPattern(subject.email)} escape '\\'`]
      : []),
  ];
  if (tests.length === 0) return sql<SqlBool>`1 = 0`;
  return sql<SqlBool>`(${sql.join(tests, sql` or `)})`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Replaces every mention of the subject in `text` with ERASED: the e-mail in any case, the phone as
 * 10 digits or written with spaces or dashes ("98765 43210"), with or without +91.
 */
export function maskMentionsInText(text: string, subject: PrivacySubject): string {
  let masked = text;
  if (subject.email) masked = masked.replace(new RegExp(escapeRegExp(subject.email), "gi"), ERASED);
  if (subject.phone) {
    const spaced = subject.phone.split("").join("[\\s-]?");
    masked = masked.replace(new RegExp(`(\\+?91[\\s-]?)?${spaced}`, "g"), ERASED);
  }
  return masked;
}

/**
 * The same for a JSON column (lead_events, audit_log, alerts): every string value is masked where it
 * mentions the subject, and a number that is the phone becomes ERASED. The JSON stays valid.
 */
export function maskMentionsInJson(json: string, subject: PrivacySubject): string {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return maskMentionsInText(json, subject);
  }
  return JSON.stringify(mapLeaves(value, (leaf) => maskLeaf(leaf, subject)));
}

function maskLeaf(leaf: unknown, subject: PrivacySubject): unknown {
  if (typeof leaf === "string") return maskMentionsInText(leaf, subject);
  if (typeof leaf === "number" && subject.phone && String(leaf).includes(subject.phone)) return ERASED;
  return leaf;
}

/** `value` with every leaf (string, number, boolean, null) replaced by `map(leaf, key)`; keys kept. */
export function mapLeaves(value: unknown, map: (leaf: unknown, key: string | null) => unknown): unknown {
  const walk = (node: unknown, key: string | null): unknown => {
    if (Array.isArray(node)) return node.map((item) => walk(item, key));
    if (node && typeof node === "object")
      return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v, k)]));
    return map(node, key);
  };
  return walk(value, null);
}
