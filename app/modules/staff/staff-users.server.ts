import type { Kysely } from "kysely";
import type { Database } from "#app/platform/db/schema.ts";
import type { Role } from "./roles.ts";

export type StaffUser = { id: number; email: string; name: string; role: Role; disabled: boolean };

type Row = { id: number; email: string; name: string; role: Role; disabled_at: number | null };

function toUser(row: Row): StaffUser {
  return {
    id: Number(row.id),
    email: row.email,
    name: row.name,
    role: row.role,
    disabled: row.disabled_at !== null,
  };
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The account with this e-mail, or undefined. */
export async function staffByEmail(db: Kysely<Database>, email: string): Promise<StaffUser | undefined> {
  const row = await db
    .selectFrom("staff_users")
    .select(["id", "email", "name", "role", "disabled_at"])
    .where("email", "=", normaliseEmail(email))
    .executeTakeFirst();
  return row ? toUser(row) : undefined;
}

export async function staffById(db: Kysely<Database>, id: number): Promise<StaffUser | undefined> {
  const row = await db
    .selectFrom("staff_users")
    .select(["id", "email", "name", "role", "disabled_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? toUser(row) : undefined;
}

export async function listStaff(db: Kysely<Database>): Promise<StaffUser[]> {
  const rows = await db
    .selectFrom("staff_users")
    .select(["id", "email", "name", "role", "disabled_at"])
    .orderBy("name")
    .execute();
  return rows.map(toUser);
}

/**
 * Adds an account, or gives an existing one this role (and enables it again): `npm run staff -- add`
 * and the admins' invitations both come here. Resolves with the account.
 */
export async function upsertStaff(
  db: Kysely<Database>,
  {
    email,
    name,
    role,
    createdBy,
    at,
  }: { email: string; name: string; role: Role; createdBy: number | null; at: number },
): Promise<StaffUser> {
  const address = normaliseEmail(email);
  await db
    .insertInto("staff_users")
    .values({
      email: address,
      name: name.trim() || address,
      role,
      created_at: at,
      created_by: createdBy,
      disabled_at: null,
    })
    .onConflict((c) => c.column("email").doUpdateSet({ role, disabled_at: null }))
    .execute();
  const user = await staffByEmail(db, address);
  if (!user) throw new Error("staff account not stored");
  return user;
}
