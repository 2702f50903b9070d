/**
 * `npm run db:restore-drill [backup folder]`: restores the newest SQLite backup into a scratch file,
 * checks it and prints what it holds (docs/decisions/110: a restore drill each quarter). Exits 1 if
 * there is no usable backup. The live database is not touched.
 */
import { restoreDrill } from "#app/modules/maintenance/restore-drill.server.ts";
import { readEnv } from "#server/env.ts";

const dir = process.argv[2] ?? readEnv().BACKUP_DIR;
try {
  const report = restoreDrill(dir);
  console.log(JSON.stringify({ result: "restored and checked", folder: dir, ...report }, null, 2));
} catch (error) {
  console.error(`restore drill failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
