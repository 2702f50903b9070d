import crypto from "node:crypto";
import type { Insertable, Kysely, Transaction } from "kysely";
import type { CommitQueue } from "#app/db/commit-queue.server.ts";
import { placeholdersFor, prepareQuery } from "#app/db/prepared-query.server.ts";
import type { Database } from "#app/db/schema.ts";
import { maskPhone, type Logger } from "#app/modules/observability/logger.server.ts";
import { API_MESSAGES, failure, ok, tooMany, type ApiResult } from "./api-result.ts";
import { toText } from "./field-rules.ts";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "./form-protection.ts";
import type { FormTokens } from "./form-token.server.ts";
import type { RateLimiter } from "./rate-limiter.server.ts";

export type LeadKind = "enquiry" | "dealer";
export type NotificationChannel = "email" | "webhook";

export type PipelineDeps = {
  db: Kysely<Database>;
  /** Lead writes go through group commit (one fsync for the leads that arrive together). */
  commit: CommitQueue;
  now: () => number;
  formTokens: FormTokens;
  /** Per-IP lead limiter (checklist ABU-3). */
  ipLimiter: RateLimiter;
  /** Leads per phone per 24 h before 429; the first repeat is stored flagged as a duplicate. */
  phoneLimitPerDay: number;
  channels: readonly NotificationChannel[];
  logger: Logger;
};

export type LeadSubmission = { fields: Record<string, unknown>; clientIp: string };

type Validation<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

export type LeadSpec<T> = {
  kind: LeadKind;
  table: LeadTable;
  successMessage: string;
  idField: "enquiry_id" | "application_id";
  /** The seed's enquiry answer also carries `data.status` (seed 000 section 7, one reading). */
  dataStatus: boolean;
  validate: (fields: Record<string, unknown>) => Promise<Validation<T>>;
  phoneOf: (value: T) => string;
  emailOf: (value: T) => string;
  /** Runs inside the transaction before the insert; an answer here refuses the lead (and rolls back). */
  guard?: (
    trx: Transaction<Database>,
    value: T,
    fields: Record<string, unknown>,
  ) => Promise<ApiResult | null>;
  /** The lead's row: the common columns plus the kind's own (the same columns every time). */
  row: (value: T, fields: Record<string, unknown>, common: CommonRow) => LeadRow;
};

type LeadTable = "enquiries" | "dealer_applications";
type LeadRow = Insertable<Database[LeadTable]>;

export type CommonRow = {
  created_at: number;
  client_ip: string;
  spam: number;
  spam_reason: string | null;
  idempotency_key: string | null;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * One path for every lead, API or form post: validate, replay a repeated form token, apply the limits,
 * then store the lead, its notification rows and its replayable answer in one transaction. The 200
 * goes out only after that commit (checklist DUR-1, DUR-4).
 */
export async function runLeadPipeline<T>(
  deps: PipelineDeps,
  spec: LeadSpec<T>,
  { fields, clientIp }: LeadSubmission,
): Promise<ApiResult> {
  const validation = await spec.validate(fields);
  if (!validation.ok) return failure(400, API_MESSAGES.invalidFields, { errors: validation.errors });
  const value = validation.value;

  const token = deps.formTokens.check(fields[FORM_TOKEN_FIELD]);
  const key = token.key ? `${spec.kind}:${token.key}` : null;
  const requestHash = crypto.createHash("sha256").update(JSON.stringify(value)).digest("hex");

  const honeypot = toText(fields[HONEYPOT_FIELD]) !== "";
  const phone = spec.phoneOf(value);
  const email = spec.emailOf(value).toLowerCase();

  const statements = statementsFor(deps.db);
  try {
    const result = await deps.commit.run(async (trx) => {
      // A form already submitted answers as it did the first time, without counting against any limit.
      const replay = key ? await findReplay(statements, trx, key, requestHash) : null;
      if (replay) return { answer: replay, spamReason: null };

      const limited = deps.ipLimiter.hit(clientIp);
      if (!limited.allowed) return { answer: tooMany(limited.retryAfterMs), spamReason: null };

      const refused = spec.guard ? await spec.guard(trx, value, fields) : null;
      if (refused) return { answer: refused, spamReason: null };

      const at = deps.now();
      const recent = (await statements.recentByContact[spec.table](trx, { phone, email, since: at - DAY_MS }))
        .rows[0];
      const byPhone = Number(recent?.by_phone ?? 0);
      if (byPhone >= deps.phoneLimitPerDay) {
        return { answer: tooMany(Number(recent?.first ?? at) + DAY_MS - at), spamReason: null };
      }

      // A repeat within 24 h, by phone or by e-mail, is kept but not sent to sales again (ABU-3).
      const spamReason = honeypot
        ? "honeypot"
        : !token.ok
          ? `form_token_${token.reason}`
          : byPhone > 0
            ? "duplicate_24h"
            : Number(recent?.by_email ?? 0) > 0
              ? "duplicate_email_24h"
              : null;
      const row = spec.row(value, fields, {
        created_at: at,
        client_ip: clientIp,
        spam: spamReason ? 1 : 0,
        spam_reason: spamReason,
        idempotency_key: key,
      });
      const inserted = await statements.insertLead(spec.table, row)(trx, row);
      const id = Number(inserted.rows[0]?.id);
      if (!spamReason) {
        for (const channel of deps.channels) {
          await statements.insertNotification(trx, { kind: spec.kind, id, channel, at });
        }
      }
      const answer = ok(spec.successMessage, { [spec.idField]: id }, spec.dataStatus);
      if (key) {
        await statements.insertIdempotency(trx, {
          key,
          scope: spec.kind,
          hash: requestHash,
          status: answer.httpStatus,
          body: JSON.stringify(answer.body),
          at,
        });
      }
      return { answer, spamReason, id };
    });
    if (result.answer.httpStatus === 200) {
      deps.logger.info("lead stored", {
        kind: spec.kind,
        id: "id" in result ? result.id : undefined,
        phone: maskPhone(phone),
        spam: result.spamReason ?? undefined,
      });
    }
    return result.answer;
  } catch (error) {
    // Two submissions of one form raced: the loser answers with the winner's stored response.
    if (key && isUniqueViolation(error)) {
      const replay = await findReplay(statements, deps.db, key, requestHash);
      return replay ?? failure(409, API_MESSAGES.inFlight);
    }
    throw error;
  }
}

async function findReplay(
  statements: LeadStatements,
  db: Kysely<Database> | Transaction<Database>,
  key: string,
  requestHash: string,
): Promise<ApiResult | null> {
  const row = (await statements.findReplay(db, { key })).rows[0];
  if (!row) return null;
  if (row.request_hash !== requestHash) return failure(422, API_MESSAGES.tokenReused);
  return {
    httpStatus: Number(row.response_status),
    body: JSON.parse(row.response_body) as ApiResult["body"],
  };
}

export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string } | null;
  return (
    e?.code === "23505" ||
    e?.code === "SQLITE_CONSTRAINT_UNIQUE" ||
    e?.code === "SQLITE_CONSTRAINT_PRIMARYKEY"
  );
}

type Params<T> = { [K in keyof T]: T[K] };

/** The pipeline's queries, compiled once per database (a lead runs five of them). */
function leadStatements(db: Kysely<Database>) {
  // Leads of the last 24 h from this phone (with the first one's time, for Retry-After) or this e-mail.
  const recentByContact = (table: LeadTable) =>
    prepareQuery(db, (db, p: Params<{ phone: string; email: string; since: number }>) =>
      db
        .selectFrom(table)
        .select((eb) => {
          const samePhone = eb("phone", "=", p.phone);
          const sameEmail = eb(eb.fn<string>("lower", ["email"]), "=", p.email);
          return [
            eb.fn.sum<number>(eb.case().when(samePhone).then(1).else(0).end()).as("by_phone"),
            eb.fn.min(eb.case().when(samePhone).then(eb.ref("created_at")).end()).as("first"),
            eb.fn.sum<number>(eb.case().when(sameEmail).then(1).else(0).end()).as("by_email"),
          ];
        })
        .where((eb) => eb.or([eb("phone", "=", p.phone), eb(eb.fn("lower", ["email"]), "=", p.email)]))
        .where("created_at", ">", p.since),
    );
  const inserts = new Map<string, ReturnType<typeof prepareLeadInsert>>();
  const prepareLeadInsert = (table: LeadTable, row: LeadRow) =>
    prepareQuery(db, (db, _: LeadRow) =>
      db
        .insertInto(table as "enquiries")
        .values(placeholdersFor(row) as Insertable<Database["enquiries"]>)
        .returning("id"),
    );
  return {
    findReplay: prepareQuery(db, (db, p: Params<{ key: string }>) =>
      db.selectFrom("idempotency_keys").selectAll().where("key", "=", p.key),
    ),
    recentByContact: {
      enquiries: recentByContact("enquiries"),
      dealer_applications: recentByContact("dealer_applications"),
    },
    /** Prepared for the row's columns the first time a table's row is seen. */
    insertLead(table: LeadTable, row: LeadRow) {
      const shape = `${table}:${Object.keys(row).join(",")}`;
      let insert = inserts.get(shape);
      if (!insert) inserts.set(shape, (insert = prepareLeadInsert(table, row)));
      return insert;
    },
    insertNotification: prepareQuery(
      db,
      (db, p: Params<{ kind: LeadKind; id: number; channel: NotificationChannel; at: number }>) =>
        db.insertInto("notifications").values({
          lead_kind: p.kind,
          lead_id: p.id,
          channel: p.channel,
          status: "pending",
          next_attempt_at: p.at,
          created_at: p.at,
        }),
    ),
    insertIdempotency: prepareQuery(
      db,
      (
        db,
        p: Params<{ key: string; scope: LeadKind; hash: string; status: number; body: string; at: number }>,
      ) =>
        db.insertInto("idempotency_keys").values({
          key: p.key,
          scope: p.scope,
          request_hash: p.hash,
          response_status: p.status,
          response_body: p.body,
          created_at: p.at,
        }),
    ),
  };
}

type LeadStatements = ReturnType<typeof leadStatements>;
const statementsByDatabase = new WeakMap<Kysely<Database>, LeadStatements>();

function statementsFor(db: Kysely<Database>): LeadStatements {
  let statements = statementsByDatabase.get(db);
  if (!statements) statementsByDatabase.set(db, (statements = leadStatements(db)));
  return statements;
}
