import { z } from "zod";

/**
 * The server's environment, validated at start-up. `.env.example` lists working offline defaults.
 */
export const EnvSchema = z.object({
  /** "production" serves the built site; "development" runs Vite in middleware mode. */
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  /** TCP port to listen on. */
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Interface to listen on; 127.0.0.1 keeps a local run private, 0.0.0.0 serves a network. */
  HOST: z.string().min(1).default("127.0.0.1"),
  /** A postgres:// URL selects PostgreSQL; empty means the embedded SQLite file below. */
  DATABASE_URL: z.string().optional().default(""),
  /** Path of the embedded SQLite database file. */
  SQLITE_PATH: z.string().min(1).default("var/arka.sqlite"),
  /**
   * How many reverse proxies sit in front of the server (Express "trust proxy" hop count); 0 when the
   * server faces visitors directly. Decides which address a rate limit counts.
   */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** Redirect plain-HTTP requests (seen through the proxy's X-Forwarded-Proto) to HTTPS on the same host. */
  FORCE_HTTPS: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
});

export type Env = z.infer<typeof EnvSchema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${problems}`);
  }
  return parsed.data;
}
