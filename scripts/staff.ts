/**
 * `npm run staff -- add EMAIL --role admin [--name "Full Name"]`: adds a sales-console account (or
 * gives an existing one this role) and prints a one-time sign-in link (15 minutes). This is how the
 * first admin gets in; admins invite everyone else from the console (docs/decisions/112).
 */
import { parseArgs } from "node:util";
import { openDatabase } from "#app/platform/db/client.server.ts";
import { migrateToLatest } from "#app/platform/db/migrate.server.ts";
import { isRole, ROLES } from "#app/modules/staff/roles.ts";
import { createAppServices } from "#app/services.server.ts";
import { readEnv } from "#server/env.ts";

const USAGE = `Usage: npm run staff -- add EMAIL --role ${ROLES.join("|")} [--name "Full Name"]`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { role: { type: "string" }, name: { type: "string" } },
});
const [command, email] = positionals;
if (command !== "add" || !email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || !isRole(values.role)) {
  console.error(USAGE);
  process.exit(2);
}

const env = readEnv();
const database = openDatabase({ databaseUrl: env.DATABASE_URL, sqlitePath: env.SQLITE_PATH });
try {
  await migrateToLatest(database.db, database.dialect);
  const { services } = await createAppServices({ database, config: env });
  const { user, link } = await services.staff.addStaff({
    email,
    name: values.name ?? email,
    role: values.role,
  });
  console.log(`${user.email} can sign in as ${user.role}. This link works once, for 15 minutes:`);
  console.log(link);
} finally {
  await database.close();
}
