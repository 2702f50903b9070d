import { startServer } from "./start.ts";

/** The production entry: the whole site and its API. */
startServer().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
