import type { Kysely, Selectable } from "kysely";
import type { Database, LeadKind, LeadsTable, NotificationSubject } from "#app/platform/db/schema.ts";
import { shownAnswers } from "#app/modules/leads/lead-fields.ts";
import { ownColumns } from "#app/modules/leads/lead-record.ts";
import { LEAD_FLAGS, parseFlags } from "#app/modules/leads/intake/lead-flags.ts";
import { localeEnglishName } from "#app/i18n/locales.ts";
import { CALLBACK_SLOTS } from "#app/modules/leads/schema/callback-slots.ts";
import { ALERTS, type AlertKind } from "#app/platform/alerts/alerts.server.ts";

export type LeadMessage = {
  kind: NotificationSubject;
  id: number;
  subject: string;
  text: string;
  /** The lead as JSON for a webhook; consumers de-duplicate on `kind` + `id` (docs/decisions/103). */
  payload: Record<string, unknown>;
};

type Answer = { id: string | number; title: string; answer: string };

/** Reads a stored lead or alert and writes the sales team's message for it. Undefined when the row is gone. */
export async function leadMessage(
  db: Kysely<Database>,
  kind: NotificationSubject,
  id: number,
): Promise<LeadMessage | undefined> {
  if (kind === "alert") return alertMessage(db, id);
  if (kind === "callback") return callbackMessage(db, id);
  if (kind === "enquiry") {
    const row = await readLead(db, "enquiry", id);
    if (!row) return undefined;
    const answers = JSON.parse(row.requirements_json ?? "[]") as Answer[];
    const lines = [
      `Name: ${row.name}`,
      `Email: ${row.email}`,
      `Mobile: ${row.phone}`,
      `Location: ${row.city}, ${row.district}, ${row.state} ${row.pincode}`,
      `Zone: ${row.zonal_name || "-"}`,
      `Campaign: ${row.campaign_id}   Source: ${row.source}`,
      languageLine(row.locale),
      ...answerLines(row, answers),
      ...estimateLines(row.calculator_estimate),
      ...flagLines(row.flags),
      `Received: ${new Date(Number(row.created_at)).toISOString()}`,
    ];
    return {
      kind,
      id,
      subject: `New enquiry #${id} from ${row.name} (${row.state})`,
      text: `${lines.join("\n")}\n`,
      payload: {
        ...leadPayload(kind, id, row, answers),
        calculator_estimate: row.calculator_estimate ? JSON.parse(row.calculator_estimate) : null,
      },
    };
  }
  const row = await readLead(db, "dealer", id);
  if (!row) return undefined;
  const answers = JSON.parse(row.requirements_json ?? "[]") as Answer[];
  const lines = [
    `Name: ${row.first_name} ${row.last_name}`,
    `Email: ${row.email}`,
    `Mobile: ${row.phone} ${Number(row.phone_verified) === 1 ? "(verified by OTP)" : "(NOT verified: see below)"}`,
    `Address: ${row.street}, ${row.city}, ${row.district}, ${row.state} ${row.pincode}, ${row.country}`,
    languageLine(row.locale),
    ...answerLines(row, answers),
    ...flagLines(row.flags),
    `Received: ${new Date(Number(row.created_at)).toISOString()}`,
  ];
  return {
    kind,
    id,
    subject: `New partner application #${id} from ${row.first_name} ${row.last_name} (${row.state})`,
    text: `${lines.join("\n")}\n`,
    payload: leadPayload(kind, id, row, answers),
  };
}

/**
 * The lead as a webhook receives it: its columns with the answers and flags read, without what only
 * this system needs (the visitor's address, the form's key and hash).
 */
function leadPayload(
  kind: NotificationSubject,
  id: number,
  row: Selectable<LeadsTable>,
  answers: Answer[],
): Record<string, unknown> {
  return {
    kind,
    ...ownColumns(row),
    id,
    requirements: answers,
    requirements_json: undefined,
    flags: parseFlags(row.flags),
    client_ip: undefined,
    idempotency_key: undefined,
    request_hash: undefined,
  };
}

/** The form's questions as asked, then the kind's listed answers (app/modules/leads/lead-fields.ts). */
function answerLines(row: Selectable<LeadsTable>, asked: Answer[]): string[] {
  return [...asked, ...shownAnswers(row.kind, row.answers_json)].map((a) => `${a.title}: ${a.answer}`);
}

/** The language the lead was sent in, by its English name, so sales can answer in it (docs/decisions/180). */
function languageLine(locale: string): string {
  return `Language: ${localeEnglishName(locale)}`;
}

/** The attached calculator estimate, as the visitor saw it, for the sales e-mail. */
function estimateLines(stored: string | null): string[] {
  if (!stored) return [];
  const { text } = JSON.parse(stored) as { text: string };
  return ["", "Solar calculator estimate attached by the visitor:", text, ""];
}

/** What a forwarded lead's checks noticed (a repeat e-mail, an unverified phone), in words for sales. */
function flagLines(stored: string): string[] {
  const notes = parseFlags(stored).map((flag) => LEAD_FLAGS[flag]?.text ?? flag);
  return notes.length ? ["", "Please note:", ...notes.map((note) => `- ${note}`), ""] : [];
}

/** The lead of this kind with this id (a message names its lead by both). */
function readLead(db: Kysely<Database>, kind: LeadKind, id: number) {
  return db.selectFrom("leads").selectAll().where("id", "=", id).where("kind", "=", kind).executeTakeFirst();
}

async function callbackMessage(db: Kysely<Database>, id: number): Promise<LeadMessage | undefined> {
  const row = await readLead(db, "callback", id);
  if (!row) return undefined;
  const when = `${formatIndianDate(row.preferred_date ?? "")}, ${CALLBACK_SLOTS[row.preferred_slot ?? "morning"].label}`;
  const lines = [
    `Please call: ${row.name}`,
    `Mobile: ${row.phone}`,
    `When: ${when}`,
    `Asked on: ${row.page_path || "-"}`,
    `Campaign: ${row.campaign_id}   Source: ${row.source}`,
    languageLine(row.locale),
    ...answerLines(row, []),
    ...flagLines(row.flags),
    `Received: ${new Date(Number(row.created_at)).toISOString()}`,
  ];
  return {
    kind: "callback",
    id,
    subject: `Call back #${id}: ${row.name}, ${when}`,
    text: `${lines.join("\n")}\n`,
    payload: {
      ...ownColumns(row),
      kind: "callback",
      id,
      flags: parseFlags(row.flags),
      client_ip: undefined,
      idempotency_key: undefined,
      request_hash: undefined,
    },
  };
}

/** "2026-11-24" → "24 November 2026" (DESIGN.md: dates as people write them). */
function formatIndianDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)).toLocaleDateString("en-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

async function alertMessage(db: Kysely<Database>, id: number): Promise<LeadMessage | undefined> {
  const row = await db.selectFrom("alerts").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  const alert = ALERTS[row.kind as AlertKind];
  const details = JSON.parse(row.details_json) as Record<string, string | number>;
  const lines = [
    alert?.text ?? row.kind,
    "",
    ...Object.entries(details).map(([key, value]) => `${key}: ${value}`),
    `Raised: ${new Date(Number(row.created_at)).toISOString()}`,
  ];
  return {
    kind: "alert",
    id,
    subject: `Website alert: ${alert?.subject ?? row.kind}`,
    text: `${lines.join("\n")}\n`,
    payload: { kind: "alert", id, alert: row.kind, details, created_at: row.created_at },
  };
}
