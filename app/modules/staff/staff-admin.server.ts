import type { Kysely, Transaction } from "kysely";
import { dialectOf } from "#app/platform/db/client.server.ts";
import type { Database } from "#app/platform/db/schema.ts";
import { recordAudit } from "./audit.server.ts";
import type { Role } from "./roles.ts";
import type { StaffUser } from "./staff-users.server.ts";

/**
 * Staff management for admins (/sales/staff, docs/decisions/113): the accounts, role changes,
 * disabling and enabling. Every change is audit-logged, and none may leave the console without an
 * active admin.
 */

export type StaffListEntry = StaffUser & { disabledAt: number | null; lastSignInAt: number | null };

export type StaffChange =
  | { ok: true; user: StaffUser; sessionsEnded?: number }
  | {
      ok: false;
      /**
       * `last-admin`: the change would leave no active admin. `stale`: the account changed since the
       * page was shown (another admin got there first). `not-found`: no such account.
       */
      reason: "last-admin" | "stale" | "not-found";
      user?: StaffUser;
    };

/** Every account, with when it last signed in (its newest session), by name. */
export async function listStaffForAdmin(db: Kysely<Database>): Promise<StaffListEntry[]> {
  const [users, signIns] = await Promise.all([
    db
      .selectFrom("staff_users")
      .select(["id", "email", "name", "role", "disabled_at"])
      .orderBy("name")
      .execute(),
    db
      .selectFrom("staff_sessions")
      .select((eb) => ["user_id", eb.fn.max("created_at").as("last")])
      .groupBy("user_id")
      .execute(),
  ]);
  const last = new Map(signIns.map((row) => [Number(row.user_id), Number(row.last)]));
  return users.map((row) => ({
    id: Number(row.id),
    email: row.email,
    name: row.name,
    role: row.role,
    disabled: row.disabled_at !== null,
    disabledAt: row.disabled_at === null ? null : Number(row.disabled_at),
    lastSignInAt: last.get(Number(row.id)) ?? null,
  }));
}

type Tx = Transaction<Database>;

/**
 * The active admins, locked until the transaction ends (PostgreSQL): of two admins demoting each
 * other at the same moment on two instances, the second sees the first's change and is refused.
 * SQLite runs one writer at a time, so it needs no lock.
 */
async function lockActiveAdmins(trx: Tx): Promise<number[]> {
  let query = trx
    .selectFrom("staff_users")
    .select("id")
    .where("role", "=", "admin")
    .where("disabled_at", "is", null)
    .orderBy("id");
  if (dialectOf(trx) === "postgres") query = query.forUpdate();
  return (await query.execute()).map((row) => Number(row.id));
}

async function accountIn(
  trx: Tx,
  id: number,
): Promise<(StaffUser & { disabledAt: number | null }) | undefined> {
  const row = await trx
    .selectFrom("staff_users")
    .select(["id", "email", "name", "role", "disabled_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  const disabledAt = row.disabled_at === null ? null : Number(row.disabled_at);
  return {
    id: Number(row.id),
    email: row.email,
    name: row.name,
    role: row.role,
    disabled: disabledAt !== null,
    disabledAt,
  };
}

/**
 * Gives account `userId` the role `to`, if it still has the role `from` the admin saw. Refused when
 * it would demote the last active admin.
 */
export async function changeRole(
  db: Kysely<Database>,
  now: () => number,
  { by, userId, from, to }: { by: StaffUser; userId: number; from: Role; to: Role },
): Promise<StaffChange> {
  return db.transaction().execute(async (trx): Promise<StaffChange> => {
    const admins = await lockActiveAdmins(trx);
    const user = await accountIn(trx, userId);
    if (!user) return { ok: false, reason: "not-found" };
    if (user.role !== from) return { ok: false, reason: "stale", user };
    if (from === to) return { ok: true, user };
    if (admins.includes(userId) && admins.length <= 1) return { ok: false, reason: "last-admin", user };
    await trx.updateTable("staff_users").set({ role: to }).where("id", "=", userId).execute();
    await recordAudit(trx, {
      staffId: by.id,
      action: "staff-role-changed",
      subject: `staff:${userId}`,
      details: { from, to },
      at: now(),
    });
    return { ok: true, user: { ...user, role: to } };
  });
}

/**
 * Disables an account (it can no longer sign in, and every session it has ends at once, on every
 * instance) or enables it again. Refused when it would disable the last active admin.
 */
export async function setDisabled(
  db: Kysely<Database>,
  now: () => number,
  { by, userId, disabled }: { by: StaffUser; userId: number; disabled: boolean },
): Promise<StaffChange> {
  return db.transaction().execute(async (trx): Promise<StaffChange> => {
    const admins = await lockActiveAdmins(trx);
    const user = await accountIn(trx, userId);
    if (!user) return { ok: false, reason: "not-found" };
    if (user.disabled === disabled) return { ok: false, reason: "stale", user };
    if (disabled && admins.includes(userId) && admins.length <= 1) {
      return { ok: false, reason: "last-admin", user };
    }
    const at = now();
    await trx
      .updateTable("staff_users")
      .set({ disabled_at: disabled ? at : null })
      .where("id", "=", userId)
      .execute();
    let sessionsEnded = 0;
    if (disabled) {
      const ended = await trx
        .updateTable("staff_sessions")
        .set({ revoked_at: at })
        .where("user_id", "=", userId)
        .where("revoked_at", "is", null)
        .where("expires_at", ">", at)
        .executeTakeFirst();
      sessionsEnded = Number(ended.numUpdatedRows);
    }
    await recordAudit(trx, {
      staffId: by.id,
      action: disabled ? "staff-disabled" : "staff-enabled",
      subject: `staff:${userId}`,
      details: disabled ? { sessionsEnded } : {},
      at,
    });
    return { ok: true, user: { ...user, disabled }, sessionsEnded };
  });
}
