import crypto from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { CommitQueue } from "#app/db/commit-queue.server.ts";
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
  table: "enquiries" | "dealer_applications";
  successMessage: string;
  idField: "enquiry_id" | "application_id";
  /** The seed's enquiry answer also carries `data.status` (seed 000 section 7, one reading). */
  dataStatus: boolean;
  validate: (fields: Record<string, unknown>) => Promise<Validation<T>>;
  phoneOf: (value: T) => string;
  /** Runs inside the transaction before the insert; an answer here refuses the lead (and rolls back). */
  guard?: (
    trx: Transaction<Database>,
    value: T,
    fields: Record<string, unknown>,
  ) => Promise<ApiResult | null>;
  insert: (trx: Transaction<Database>, value: T, row: CommonRow) => Promise<number>;
};

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

  try {
    const result = await deps.commit.run(async (trx) => {
      // A form already submitted answers as it did the first time, without counting against any limit.
      const replay = key ? await findReplay(trx, key, requestHash) : null;
      if (replay) return { answer: replay, spamReason: null };

      const limited = deps.ipLimiter.hit(clientIp);
      if (!limited.allowed) return { answer: tooMany(limited.retryAfterMs), spamReason: null };

      const refused = spec.guard ? await spec.guard(trx, value, fields) : null;
      if (refused) return { answer: refused, spamReason: null };

      const at = deps.now();
      const recent = await trx
        .selectFrom(spec.table)
        .select(["created_at"])
        .where("phone", "=", phone)
        .where("created_at", ">", at - DAY_MS)
        .orderBy("created_at")
        .execute();
      if (recent.length >= deps.phoneLimitPerDay) {
        return { answer: tooMany(Number(recent[0]?.created_at ?? at) + DAY_MS - at), spamReason: null };
      }

      const spamReason = honeypot
        ? "honeypot"
        : !token.ok
          ? `form_token_${token.reason}`
          : recent.length > 0
            ? "duplicate_24h"
            : null;
      const id = await spec.insert(trx, value, {
        created_at: at,
        client_ip: clientIp,
        spam: spamReason ? 1 : 0,
        spam_reason: spamReason,
        idempotency_key: key,
      });
      if (!spamReason && deps.channels.length > 0) {
        await trx
          .insertInto("notifications")
          .values(
            deps.channels.map((channel) => ({
              lead_kind: spec.kind,
              lead_id: id,
              channel,
              status: "pending" as const,
              next_attempt_at: at,
              created_at: at,
            })),
          )
          .execute();
      }
      const answer = ok(spec.successMessage, { [spec.idField]: id }, spec.dataStatus);
      if (key) {
        await trx
          .insertInto("idempotency_keys")
          .values({
            key,
            scope: spec.kind,
            request_hash: requestHash,
            response_status: answer.httpStatus,
            response_body: JSON.stringify(answer.body),
            created_at: at,
          })
          .execute();
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
      const replay = await findReplay(deps.db, key, requestHash);
      return replay ?? failure(409, API_MESSAGES.inFlight);
    }
    throw error;
  }
}

async function findReplay(
  db: Kysely<Database> | Transaction<Database>,
  key: string,
  requestHash: string,
): Promise<ApiResult | null> {
  const row = await db.selectFrom("idempotency_keys").selectAll().where("key", "=", key).executeTakeFirst();
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
