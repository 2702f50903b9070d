/**
 * Working a lead from the console (docs/decisions/114): status, assignee, follow-up date, notes, and
 * "not spam: forward it" / "mark as spam". Each change is one transaction that re-reads the lead, checks
 * that the version the form was based on is still the lead's version, writes the change with the next
 * version (conditional on the old one, so two changes based on one version can never both succeed),
 * a timeline entry, an audit entry and the lead's last activity. A stale version answers a conflict
 * with what changed meanwhile; nothing is silently overwritten. Notes only add, so they never conflict.
 */
import type { Kysely, Transaction } from "kysely";
import type { Database, LeadStatus } from "#app/platform/db/schema.ts";
import {
  queueLeadNotifications,
  type NotificationChannel,
} from "#app/modules/leads/notifications/outbox-queue.server.ts";
import { recordAudit } from "#app/modules/staff/audit.server.ts";
import type { LeadChange } from "./lead-change.ts";
import { WORK_ERRORS, type LeadEventView } from "./lead-labels.ts";
import { leadSubject, leadTimeline, type LeadRef } from "./lead-view.server.ts";

export type WorkDeps = {
  db: Kysely<Database>;
  now: () => number;
  /** Where a released lead is queued: the channels the intake uses (services.leads.notificationChannels). */
  channels: readonly NotificationChannel[];
};

export type Actor = { id: number; name: string };

export type WorkResult =
  | { ok: true; changed: boolean; version: number }
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "invalid"; fieldErrors: Record<string, string> }
  /** The lead changed since the form was loaded: `changes` says how (newest first); `version` is now. */
  | { ok: false; reason: "conflict"; version: number; changes: LeadEventView[] };

/** A change ready to write: the lead's new values, its timeline entry, its audit entry, its side effect. */
type Plan =
  | { ok: false; result: WorkResult }
  | {
      ok: true;
      set: Partial<{
        status: LeadStatus;
        lost_reason: string | null;
        assignee_id: number | null;
        follow_up_on: string | null;
        spam: number;
      }>;
      event: { kind: string; details: Record<string, unknown> };
      audit: { action: string; details: Record<string, unknown> };
      after?: (trx: Transaction<Database>, at: number) => Promise<Record<string, unknown>>;
    };

type Current = {
  version: number;
  status: string;
  lost_reason: string | null;
  assignee_id: number | null;
  follow_up_on: string | null;
  spam: number;
};

const unchanged = (version: number): Plan => ({ ok: false, result: { ok: true, changed: false, version } });
const invalid = (field: string, message: string): Plan => ({
  ok: false,
  result: { ok: false, reason: "invalid", fieldErrors: { [field]: message } },
});

/** Applies one change by `actor` to a lead, if `baseVersion` is still its version (notes: always). */
export async function changeLead(
  deps: WorkDeps,
  actor: Actor,
  ref: LeadRef,
  baseVersion: number,
  change: LeadChange,
): Promise<WorkResult> {
  // The lead of this kind with this id: a page address names both.
  const lead = (trx: Transaction<Database>) =>
    trx.updateTable("leads").where("id", "=", ref.id).where("kind", "=", ref.kind);
  return deps.db.transaction().execute(async (trx): Promise<WorkResult> => {
    // Read the row with an update that changes nothing: the transaction holds the row (PostgreSQL)
    // or the database (SQLite) from its first statement until COMMIT, so a concurrent change waits
    // and then sees this one. A plain SELECT first would, on SQLite, fail with SQLITE_BUSY instead of
    // waiting when another process (the `npm run staff` command) wrote in between.
    const row = await lead(trx)
      .set((eb) => ({ version: eb.ref("version") }))
      .returning(["version", "status", "lost_reason", "assignee_id", "follow_up_on", "spam"])
      .executeTakeFirst();
    if (!row) return { ok: false, reason: "not_found" };
    const current: Current = {
      ...row,
      version: Number(row.version),
      assignee_id: row.assignee_id === null ? null : Number(row.assignee_id),
      spam: Number(row.spam),
    };
    const at = deps.now();

    if (change.type === "note") {
      await lead(trx).set({ last_activity_at: at }).execute();
      await writeRecords(trx, actor, ref, at, {
        event: { kind: "note", details: { text: change.text } },
        audit: { action: "lead-note-added", details: {} },
      });
      return { ok: true, changed: true, version: current.version };
    }

    if (current.version !== baseVersion) {
      return {
        ok: false,
        reason: "conflict",
        version: current.version,
        changes: await changesSince(trx, ref, baseVersion),
      };
    }
    const plan = await planChange(trx, deps, ref, current, change);
    if (!plan.ok) return plan.result;

    const next = current.version + 1;
    const updated = await lead(trx)
      .set({ ...plan.set, version: next, last_activity_at: at })
      .where("version", "=", baseVersion)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) {
      // Only reachable if another writer slipped in between the read and this update.
      return {
        ok: false,
        reason: "conflict",
        version: next,
        changes: await changesSince(trx, ref, baseVersion),
      };
    }
    const extra = plan.after ? await plan.after(trx, at) : {};
    await writeRecords(trx, actor, ref, at, {
      event: { kind: plan.event.kind, details: { ...plan.event.details, ...extra, version: next } },
      audit: { action: plan.audit.action, details: { ...plan.audit.details, ...extra, version: next } },
    });
    return { ok: true, changed: true, version: next };
  });
}

async function planChange(
  trx: Transaction<Database>,
  deps: WorkDeps,
  ref: LeadRef,
  current: Current,
  change: Exclude<LeadChange, { type: "note" }>,
): Promise<Plan> {
  switch (change.type) {
    case "status": {
      if (current.status === change.status && (current.lost_reason ?? null) === change.lostReason)
        return unchanged(current.version);
      return {
        ok: true,
        set: { status: change.status, lost_reason: change.lostReason },
        event: {
          kind: "status",
          details: {
            from: current.status,
            to: change.status,
            ...(change.lostReason ? { reason: change.lostReason } : {}),
          },
        },
        // The reason is free text about a person: it stays on the timeline, not in the audit log.
        audit: { action: "lead-status-changed", details: { from: current.status, to: change.status } },
      };
    }
    case "assignee": {
      if (current.assignee_id === change.assigneeId) return unchanged(current.version);
      const names = await staffNamesById(trx, [current.assignee_id, change.assigneeId]);
      if (change.assigneeId !== null && !(await canBeAssigned(trx, change.assigneeId)))
        return invalid("assignee", WORK_ERRORS.assignee);
      return {
        ok: true,
        set: { assignee_id: change.assigneeId },
        event: {
          kind: "assignee",
          details: {
            from: current.assignee_id,
            to: change.assigneeId,
            fromName: current.assignee_id === null ? null : (names.get(current.assignee_id) ?? null),
            toName: change.assigneeId === null ? null : (names.get(change.assigneeId) ?? null),
          },
        },
        audit: { action: "lead-assigned", details: { from: current.assignee_id, to: change.assigneeId } },
      };
    }
    case "follow-up": {
      if ((current.follow_up_on ?? null) === change.date) return unchanged(current.version);
      return {
        ok: true,
        set: { follow_up_on: change.date },
        event: { kind: "follow-up", details: { from: current.follow_up_on, to: change.date } },
        audit: { action: "lead-follow-up-set", details: { from: current.follow_up_on, to: change.date } },
      };
    }
    case "release": {
      if (current.spam !== 1) return invalid("intent", WORK_ERRORS.notHeld);
      return {
        ok: true,
        set: { spam: 0 },
        event: { kind: "released", details: {} },
        audit: { action: "lead-released", details: {} },
        // The same outbox rows the intake writes for a forwarded lead; the worker e-mails it.
        after: async (t, at) => {
          await queueLeadNotifications(t, ref, deps.channels, at);
          return { channels: [...deps.channels] };
        },
      };
    }
    case "spam": {
      if (current.spam === 1) return invalid("intent", WORK_ERRORS.alreadyHeld);
      return {
        ok: true,
        set: { spam: 1 },
        event: { kind: "marked-spam", details: {} },
        audit: { action: "lead-marked-spam", details: {} },
        // What has not gone yet never goes; what went cannot be recalled (docs/decisions/114).
        after: async (t) => {
          const cancelled = await t
            .updateTable("notifications")
            .set({ status: "cancelled", last_error: "Not sent: the lead was marked as spam." })
            .where("subject_kind", "=", ref.kind)
            .where("subject_id", "=", ref.id)
            .where("status", "in", ["pending", "dead"])
            .executeTakeFirst();
          return { cancelled: Number(cancelled.numUpdatedRows) };
        },
      };
    }
  }
}

async function writeRecords(
  trx: Transaction<Database>,
  actor: Actor,
  ref: LeadRef,
  at: number,
  {
    event,
    audit,
  }: {
    event: { kind: string; details: Record<string, unknown> };
    audit: { action: string; details: Record<string, unknown> };
  },
): Promise<void> {
  await trx
    .insertInto("lead_events")
    .values({
      lead_kind: ref.kind,
      lead_id: ref.id,
      at,
      staff_id: actor.id,
      kind: event.kind,
      details_json: JSON.stringify(event.details),
    })
    .execute();
  await recordAudit(trx, {
    staffId: actor.id,
    action: audit.action,
    subject: leadSubject(ref),
    details: audit.details,
    at,
  });
}

/** The changes that made the lead's version pass `baseVersion`, newest first (notes carry no version). */
async function changesSince(
  trx: Transaction<Database>,
  ref: LeadRef,
  baseVersion: number,
): Promise<LeadEventView[]> {
  const events = await leadTimeline(trx, ref, 50);
  return events.filter((e) => typeof e.details.version === "number" && e.details.version > baseVersion);
}

async function canBeAssigned(trx: Transaction<Database>, staffId: number): Promise<boolean> {
  const row = await trx
    .selectFrom("staff_users")
    .select("id")
    .where("id", "=", staffId)
    .where("disabled_at", "is", null)
    .where("role", "in", ["admin", "sales"])
    .executeTakeFirst();
  return Boolean(row);
}

async function staffNamesById(
  trx: Transaction<Database>,
  ids: (number | null)[],
): Promise<Map<number, string>> {
  const wanted = ids.filter((id): id is number => id !== null);
  if (wanted.length === 0) return new Map();
  const rows = await trx.selectFrom("staff_users").select(["id", "name"]).where("id", "in", wanted).execute();
  return new Map(rows.map((r) => [Number(r.id), r.name]));
}

/** "Viewed": the audit log records who opened which lead page, and when (docs/decisions/112). */
export async function recordLeadViewed(
  db: Kysely<Database>,
  actor: Actor,
  ref: LeadRef,
  at: number,
): Promise<void> {
  await recordAudit(db, { staffId: actor.id, action: "lead-viewed", subject: leadSubject(ref), at });
}
