/**
 * Several real server processes (`node scripts/api-server.ts`) on one shared database, for tests of
 * behaviour that must hold across instances: limits counted in the database, idempotency, the outbox
 * lease. PostgreSQL gets a fresh migrated database that N instances share; SQLite runs one process on
 * a file (or on a file the test chose, e.g. on a small tmpfs).
 *
 * Every instance listens on 127.0.0.1 with TRUST_PROXY=0, so the client address the server sees is the
 * TCP peer: `post(i, path, body, { from: "127.3.4.5" })` binds that loopback source address and acts
 * as that visitor. Each instance writes its SMS to its own console outbox; `smsSent()` reads them all.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import type { Dialect } from "#app/platform/db/client.server.ts";
import { openDatabase } from "#app/platform/db/client.server.ts";
import { migrateToLatest } from "#app/platform/db/migrate.server.ts";
import type { Database } from "#app/platform/db/schema.ts";
import { createFormTokens } from "#app/modules/leads/intake/form-token.server.ts";
import { createTestDatabase } from "./databases.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
/** The APP_SECRET of every cluster unless a test passes its own (form tokens are signed with it). */
export const CLUSTER_SECRET = "cluster-test-secret-0123456789abcdef";
/** Nothing listens on port 9 (discard): mail waits in the outbox unless the test starts a sink. */
const NO_SMTP = "smtp://127.0.0.1:9";
/** How long a process may take to print its "listening" line. */
const START_TIMEOUT_MS = 20_000;
/** Output kept per process (the tail), so a long run cannot eat the test's memory. */
const MAX_LOG_CHARS = 4 * 1024 * 1024;

export type SmsLine = { at: string; to: string; template_id: string; text: string; instance: number };

export type Answer = {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The parsed JSON body, or the raw text when it is not JSON. */
  body: ApiBody;
};

export type ApiBody = {
  status?: number;
  message?: string;
  data?: { status?: number; response_data?: Record<string, unknown> };
  errors?: Record<string, string>;
  [key: string]: unknown;
};

export type RequestOptions = {
  /** Loopback source address to send from (the client IP the server sees); default 127.0.0.1. */
  from?: string;
  headers?: Record<string, string>;
  /** The request fails with "timed out" after this long (default 20 s): a hang is a failure, not a wait. */
  timeoutMs?: number;
};

export type Instance = {
  index: number;
  url: string;
  pid: number;
  child: ChildProcess;
  /** Resolves when the process has exited (whatever the cause). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill: (signal?: NodeJS.Signals) => Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything the process wrote so far (the last few MiB). */
  stdout: () => string;
  stderr: () => string;
};

export type ClusterOptions = {
  dialect: Dialect;
  /** How many server processes (SQLite: use 1; several writers on one file are not a setup we run). */
  instances?: number;
  /** Extra environment for every instance (overrides the defaults below). */
  env?: Record<string, string>;
  /** Extra environment for one instance. */
  instanceEnv?: (index: number) => Record<string, string>;
  /** SMTP server for lead e-mails (e.g. `startMailSink().url`); default a closed port. */
  smtpUrl?: string;
  /** SQLite only: the database file to use (created and migrated if new); default a temp file. */
  sqlitePath?: string;
  secret?: string;
  /** "site" serves the whole site (server/index.ts: needs `npm run build`); default the API only. */
  serve?: "api" | "site";
};

export type Cluster = {
  dialect: Dialect;
  instances: Instance[];
  /** The shared database, opened in the test process. */
  db: Kysely<Database>;
  databaseUrl: string;
  sqlitePath: string;
  /** Temp directory of this cluster (outboxes, default SQLite file, backups). */
  dir: string;
  /** Kills instance i if it still runs (SIGKILL), then starts it again with the same environment. */
  restart: (index: number) => Promise<Instance>;
  /** Every SMS written by every instance (each outbox parsed), oldest first. */
  smsSent: () => SmsLine[];
  /** The code of the newest SMS to `phone` across all instances. */
  codeFor: (phone: string) => string | undefined;
  /** A form token signed with the cluster's secret, rendered `renderedAgoMs` ago (default 10 s). */
  formToken: (renderedAgoMs?: number) => string;
  post: (index: number, route: string, body: unknown, options?: RequestOptions) => Promise<Answer>;
  get: (index: number, route: string, options?: RequestOptions) => Promise<Answer>;
  /** Kills every process, closes the handle and removes the database and temp files. */
  stop: () => Promise<void>;
};

function appendTail(current: string, chunk: string): string {
  const next = current + chunk;
  return next.length > MAX_LOG_CHARS ? next.slice(next.length - MAX_LOG_CHARS) : next;
}

/** The 6-digit code in an SMS text (the first run of exactly 6 digits). */
export function codeInText(text: string): string | undefined {
  return /(?<!\d)(\d{6})(?!\d)/.exec(text)?.[1];
}

function readOutbox(file: string, instance: number): SmsLine[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .flatMap((line) => {
      try {
        return [{ ...(JSON.parse(line) as Omit<SmsLine, "instance">), instance }];
      } catch {
        // A line being appended right now: the next read sees it whole.
        return [];
      }
    });
}

/** One HTTP request with node:http, from a chosen loopback source address, on a fresh connection. */
export function request(
  url: string,
  method: "GET" | "POST",
  body: unknown,
  { from = "127.0.0.1", headers = {}, timeoutMs = 20_000 }: RequestOptions = {},
): Promise<Answer> {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method,
        localAddress: from,
        agent: false,
        headers: {
          ...(payload ? { "content-type": "application/json", "content-length": payload.length } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", reject);
        res.on("end", () => {
          clearTimeout(timer);
          const text = Buffer.concat(chunks).toString("utf8");
          let parsed: ApiBody;
          try {
            parsed = JSON.parse(text) as ApiBody;
          } catch {
            parsed = { raw: text };
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: parsed });
        });
      },
    );
    const timer = setTimeout(() => {
      req.destroy(new Error(`${method} ${url} from ${from} timed out after ${timeoutMs} ms`));
    }, timeoutMs);
    req.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.end(payload);
  });
}

/**
 * Starts one server process and waits for its "listening" line; rejects with its stderr if it exits
 * first or does not listen within START_TIMEOUT_MS.
 */
function spawnInstance(index: number, env: NodeJS.ProcessEnv, serve: "api" | "site"): Promise<Instance> {
  const child = spawn(process.execPath, [serve === "site" ? "server/index.ts" : "scripts/api-server.ts"], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  child.stdout?.setEncoding("utf8");
  child.stderr?.setEncoding("utf8");
  child.stdout?.on("data", (chunk: string) => (out = appendTail(out, chunk)));
  child.stderr?.on("data", (chunk: string) => (err = appendTail(err, chunk)));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`instance ${index} did not listen within ${START_TIMEOUT_MS} ms\n${err}`));
    }, START_TIMEOUT_MS);
    const onData = () => {
      const match = /"msg":"listening","url":"([^"]+)"/.exec(out);
      if (!match?.[1]) return;
      clearTimeout(timer);
      child.stdout?.off("data", onData);
      const url = match[1];
      resolve({
        index,
        url,
        pid: child.pid ?? -1,
        child,
        exited,
        kill: (signal = "SIGKILL") => {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          return exited;
        },
        stdout: () => out,
        stderr: () => err,
      });
    };
    child.stdout?.on("data", onData);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      // After "listening" this is a no-op (the promise is settled).
      reject(new Error(`instance ${index} exited before listening (code ${code}, signal ${signal})\n${err}`));
    });
  });
}

/** Starts the cluster; `stop()` it in afterAll. */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const { dialect, instances: count = 1, secret = CLUSTER_SECRET, serve = "api" } = options;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "arka-cluster-"));
  let db: Kysely<Database>;
  let databaseUrl = "";
  let sqlitePath = "";
  let dropDatabase: () => Promise<void>;
  if (dialect === "postgres") {
    const database = await createTestDatabase("postgres");
    db = database.db;
    databaseUrl = database.databaseUrl;
    dropDatabase = database.drop;
  } else if (options.sqlitePath) {
    sqlitePath = options.sqlitePath;
    const handle = openDatabase({ sqlitePath });
    await migrateToLatest(handle.db, handle.dialect);
    db = handle.db;
    // The file is the test's: closed, not removed.
    dropDatabase = () => handle.close();
  } else {
    const database = await createTestDatabase("sqlite");
    db = database.db;
    sqlitePath = database.sqlitePath;
    dropDatabase = database.drop;
  }

  const envFor = (index: number): NodeJS.ProcessEnv => ({
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: "0",
    TRUST_PROXY: "0",
    DATABASE_URL: databaseUrl,
    SQLITE_PATH: sqlitePath || path.join(dir, "unused.sqlite"),
    APP_SECRET: secret,
    SMS_PROVIDER: "console",
    SMS_OUTBOX_PATH: path.join(dir, `sms-${index}.jsonl`),
    SMTP_URL: options.smtpUrl ?? NO_SMTP,
    LEAD_WEBHOOK_URL: "",
    NOTIFY_POLL_MS: "100",
    NOTIFY_LEASE_MS: "2000",
    BACKUP_DIR: path.join(dir, "backups"),
    NODE_COMPILE_CACHE: path.join(os.tmpdir(), "arka-node-compile-cache"),
    ...options.env,
    ...options.instanceEnv?.(index),
  });

  const instances: Instance[] = [];
  const stopAll = async () => {
    await Promise.all(instances.map((instance) => instance.kill("SIGKILL")));
  };
  try {
    // One after the other: two cold starts at once on two cores make each slower, not the pair faster.
    for (let index = 0; index < count; index++)
      instances.push(await spawnInstance(index, envFor(index), serve));
  } catch (error) {
    await stopAll();
    await dropDatabase();
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }

  const smsSent = () =>
    instances
      .flatMap((_instance, index) => readOutbox(path.join(dir, `sms-${index}.jsonl`), index))
      .sort((a, b) => a.at.localeCompare(b.at));
  const instanceAt = (index: number): Instance => {
    const instance = instances[index];
    if (!instance) throw new Error(`no instance ${index}`);
    return instance;
  };

  return {
    dialect,
    instances,
    db,
    databaseUrl,
    sqlitePath,
    dir,
    async restart(index) {
      await instanceAt(index).kill("SIGKILL");
      const instance = await spawnInstance(index, envFor(index), serve);
      instances[index] = instance;
      return instance;
    },
    smsSent,
    codeFor(phone) {
      const last = smsSent()
        .filter((sms) => sms.to === phone)
        .at(-1);
      return last ? codeInText(last.text) : undefined;
    },
    formToken(renderedAgoMs = 10_000) {
      return createFormTokens({
        secret: Buffer.from(secret, "utf8"),
        now: () => Date.now() - renderedAgoMs,
        minFillMs: 0,
      }).issue();
    },
    post: (index, route, body, requestOptions) =>
      request(`${instanceAt(index).url}${route}`, "POST", body, requestOptions),
    get: (index, route, requestOptions) =>
      request(`${instanceAt(index).url}${route}`, "GET", undefined, requestOptions),
    async stop() {
      await stopAll();
      await dropDatabase();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Runs `task` over `items` with at most `limit` at a time; answers in the order of `items`. */
export async function inPool<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Polls `check` every `everyMs` until it returns true; false once `timeoutMs` has passed. */
export async function waitFor(
  check: () => boolean | Promise<boolean>,
  { timeoutMs, everyMs = 50 }: { timeoutMs: number; everyMs?: number },
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

export type Mail = { from: string; to: string[]; data: string; messageId: string | undefined; at: number };

export type MailSink = {
  port: number;
  url: string;
  /** Every message the sink accepted, in order (a re-sent message appears twice). */
  received: Mail[];
  /**
   * Holds new transactions at MAIL FROM until `release()`: senders connect and wait, nothing is
   * delivered. Lets a test store all its leads first, then see delivery start at a known moment.
   */
  hold: () => void;
  release: () => void;
  stop: () => Promise<void>;
};

/**
 * A small SMTP server on a loopback port (RFC 5321 without extensions: EHLO/HELO, MAIL, RCPT, DATA,
 * RSET, NOOP, QUIT) that records each message with its Message-ID. smtp-server (tests/support/
 * smtp-sink.ts) waits 100 ms before each greeting, which makes 200 one-connection-each e-mails take 20 s
 * per instance; this one greets at once. A message is recorded when its final "." arrives, before the
 * 250 reply, which `acceptDelayMs` delays (a slower mail server): a sender killed in between never
 * hears that its message arrived.
 */
export async function startMailSink({
  acceptDelayMs = 0,
}: { acceptDelayMs?: number } = {}): Promise<MailSink> {
  const received: Mail[] = [];
  const sockets = new Set<net.Socket>();
  let gate: Promise<void> | null = null;
  let open: () => void = () => {};
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.setEncoding("utf8");
    socket.on("close", () => sockets.delete(socket));
    // A killed sender resets the connection: nothing to do but forget it.
    socket.on("error", () => socket.destroy());
    const reply = (line: string) => {
      if (!socket.destroyed) socket.write(`${line}\r\n`);
    };
    let buffer = "";
    let inData = false;
    let data: string[] = [];
    let from = "";
    let to: string[] = [];
    // Commands are answered one at a time, in order (no PIPELINING is offered).
    let queue = Promise.resolve();
    const command = async (line: string) => {
      if (inData) {
        if (line !== ".") {
          data.push(line.startsWith(".") ? line.slice(1) : line);
          return;
        }
        inData = false;
        const text = data.join("\r\n");
        const headers = text.split("\r\n\r\n", 1)[0] ?? "";
        received.push({
          from,
          to,
          data: text,
          messageId: /^message-id:\s*(<[^>]+>)/im.exec(headers)?.[1],
          at: Date.now(),
        });
        if (acceptDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, acceptDelayMs));
        reply("250 2.0.0 Accepted");
        return;
      }
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === "EHLO" || verb === "HELO") reply("250 sink.localhost");
      else if (verb === "MAIL") {
        if (gate) await gate;
        from = /<([^>]*)>/.exec(line)?.[1] ?? "";
        to = [];
        reply("250 2.1.0 OK");
      } else if (verb === "RCPT") {
        to.push(/<([^>]*)>/.exec(line)?.[1] ?? "");
        reply("250 2.1.5 OK");
      } else if (verb === "DATA") {
        inData = true;
        data = [];
        reply("354 End data with <CR><LF>.<CR><LF>");
      } else if (verb === "RSET") {
        from = "";
        to = [];
        reply("250 2.0.0 OK");
      } else if (verb === "NOOP") reply("250 2.0.0 OK");
      else if (verb === "QUIT") {
        reply("221 2.0.0 Bye");
        socket.end();
      } else reply("502 5.5.2 Command not recognised");
    };
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        queue = queue.then(() => command(line));
      }
    });
    reply("220 sink.localhost ESMTP");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    hold() {
      gate ??= new Promise((resolve) => (open = resolve));
    },
    release() {
      gate = null;
      open();
    },
    stop() {
      gate = null;
      open();
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
