/**
 * `npm run bench`: the enquiry endpoint under a national advertising burst (docs/decisions/111).
 *
 * Open model: enquiry i is sent at t0 + i/rate whether or not the earlier ones were answered, and its
 * latency counts from that scheduled moment, so a server that stalls cannot slow the offered load down
 * and hide its own stall (no coordinated omission). Each request is a distinct visitor: its own phone,
 * e-mail and form token (rendered 10 s earlier), on its own connection from its own source address
 * 127.x.y.z. Bodies are made before the timed run, so signing them does not compete with the server.
 *
 * Budget, per setup, at BENCH_RATE (200/s) for BENCH_SECONDS (60 s): p99 ≤ 100 ms, no errors (network
 * errors and non-200 answers), and every acknowledged lead stored exactly once. Then the rate steps up,
 * BENCH_STEP_SECONDS (10 s) per step up to BENCH_MAX_RATE, until a step misses the budget: the highest
 * step that held is the setup's figure.
 *
 * BENCH_SETUPS (default "sqlite,postgres"):
 *   sqlite           one scripts/api-server.ts on a fresh SQLite file, visitors connect directly
 *   postgres         two instances on one fresh PostgreSQL database behind
 *                    scripts/support/round-robin-proxy.ts
 *   sqlite-proxy     one SQLite instance behind the proxy (against "sqlite": what the proxy costs)
 *   postgres-direct  one PostgreSQL instance, visitors connect directly
 * PostgreSQL: BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres) creates and
 * drops a database arka_bench_<random>. Exit code 0 only if every setup held the budget at BENCH_RATE.
 */
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import { validEnquiry } from "../tests/support/enquiry-fixture.ts";
import { createFormTokens } from "../app/modules/leads/intake/form-token.server.ts";

const SECONDS = knob("BENCH_SECONDS", 60);
const RATE = knob("BENCH_RATE", 200);
const STEP_SECONDS = knob("BENCH_STEP_SECONDS", 10);
const MAX_RATE = knob("BENCH_MAX_RATE", 6400);
const SETUPS = (process.env.BENCH_SETUPS ?? "sqlite,postgres").split(",").map((name) => name.trim());
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

const P99_BUDGET_MS = 100;
const STEP_RATES = [300, 400, 600, 800, 1000, 1200, 1600, 2000, 2400, 3200, 4000, 4800, 6400];
const WARM_UP_SECONDS = 3;
// A generator that starts its p99 request this late is measuring itself, not only the server.
const GENERATOR_LAG_LIMIT_MS = 10;
// Work outside the bench that takes more than this share of the machine disturbs the figures.
const OTHER_WORK_LIMIT = 0.1;
// A request unanswered this long is an error; the run must end by itself.
const REQUEST_TIMEOUT_MS = 10_000;
// Open sockets (two per request behind the proxy) must stay under the file descriptor limit.
const MAX_IN_FLIGHT = 5_000;

const ROOT = path.dirname(import.meta.dirname);
const SERVER_SCRIPT = path.join(ROOT, "scripts/api-server.ts");
const PROXY_SCRIPT = path.join(ROOT, "scripts/support/round-robin-proxy.ts");
const ENQUIRY_PATH = "/api/arka/enquiries/create";
const SECRET = "bench-secret-not-for-production";

type SetupSpec = { label: string; dialect: "sqlite" | "postgres"; instances: number; proxy: boolean };

const SETUP_SPECS: Record<string, SetupSpec> = {
  sqlite: { label: "1 instance on SQLite, direct", dialect: "sqlite", instances: 1, proxy: false },
  postgres: {
    label: "2 instances on PostgreSQL, round-robin proxy",
    dialect: "postgres",
    instances: 2,
    proxy: true,
  },
  "sqlite-proxy": {
    label: "1 instance on SQLite, round-robin proxy",
    dialect: "sqlite",
    instances: 1,
    proxy: true,
  },
  "postgres-direct": {
    label: "1 instance on PostgreSQL, direct",
    dialect: "postgres",
    instances: 1,
    proxy: false,
  },
};

function knob(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number ≥ 0`);
  return value;
}

// ---------------------------------------------------------------------------------------------------
// Clean-up: every child process, temp directory and database registers its removal here, so a failure
// or Ctrl-C leaves nothing behind.

const cleanups: (() => Promise<void> | void)[] = [];

function onCleanup(step: () => Promise<void> | void) {
  cleanups.push(step);
}

/** Runs the registered steps, newest first, down to `mark` (0: everything). */
async function cleanUp(mark = 0) {
  while (cleanups.length > mark) {
    const step = cleanups.pop();
    try {
      await step?.();
    } catch (error) {
      console.error(`clean-up: ${message(error)}`);
    }
  }
}

/** Runs `work`, then removes what it registered. */
async function scoped<T>(work: () => Promise<T>): Promise<T> {
  const mark = cleanups.length;
  try {
    return await work();
  } finally {
    await cleanUp(mark);
  }
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

// ---------------------------------------------------------------------------------------------------
// Processes and databases.

type Child = { label: string; url: string; pid: number };

/** Starts `node script` and resolves with the URL it logs as `{"msg":"listening","url":...}`. */
function startNode(label: string, args: string[], env: NodeJS.ProcessEnv): Promise<Child> {
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  let started = false;
  let stopping = false;
  onCleanup(() => {
    stopping = true;
    return stop(child);
  });
  // Kept for the error message; the pipes are always drained so a chatty child never blocks.
  const tail: string[] = [];
  const keep = (chunk: Buffer) => {
    tail.push(...chunk.toString().split("\n").filter(Boolean));
    tail.splice(0, tail.length - 20);
  };
  child.stderr.on("data", keep);
  child.on("exit", (code, signal) => {
    if (started && !stopping) console.error(`${label} exited (${code ?? signal}):\n${tail.join("\n")}`);
  });
  return new Promise((resolve, reject) => {
    let out = "";
    const listening = (chunk: Buffer) => {
      out += chunk.toString();
      const url = /"msg":"listening","url":"([^"]+)"/.exec(out)?.[1];
      if (!url) return;
      child.stdout.off("data", listening).on("data", keep);
      started = true;
      resolve({ label, url, pid: child.pid ?? 0 });
    };
    child.stdout.on("data", listening);
    child.once("exit", () => reject(new Error(`${label} did not start:\n${out}${tail.join("\n")}`)));
  });
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  // The server gives in-flight work 10 s before it exits by itself.
  const timer = setTimeout(() => child.kill("SIGKILL"), 12_000);
  await exited;
  clearTimeout(timer);
}

type Row = { id: number; key: string | null };
type Database = {
  env: { DATABASE_URL: string; SQLITE_PATH: string };
  rows: () => Promise<Row[]>;
  postgresName?: string;
};

function sqliteDatabase(dir: string): Database {
  const file = path.join(dir, "bench.sqlite");
  return {
    env: { DATABASE_URL: "", SQLITE_PATH: file },
    rows: async () => {
      const db = new SQLite(file, { readonly: true, fileMustExist: true });
      try {
        return db
          .prepare("select id, idempotency_key as key from leads where kind = 'enquiry'")
          .all() as Row[];
      } finally {
        db.close();
      }
    },
  };
}

async function postgresDatabase(dir: string): Promise<Database> {
  const name = `arka_bench_${crypto.randomBytes(6).toString("hex")}`;
  await adminQuery(`create database ${name}`);
  onCleanup(() => adminQuery(`drop database if exists ${name} with (force)`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    postgresName: name,
    // SQLITE_PATH still decides where an instance keeps its backups directory.
    env: { DATABASE_URL: url.toString(), SQLITE_PATH: path.join(dir, "unused.sqlite") },
    rows: async () => {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        const result = await client.query<{ id: string; key: string | null }>(
          "select id::text as id, idempotency_key as key from leads where kind = 'enquiry'",
        );
        return result.rows.map((row) => ({ id: Number(row.id), key: row.key }));
      } finally {
        await client.end();
      }
    },
  };
}

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The server's environment: production, e-mail undeliverable (it waits in the outbox), limits as shipped. */
function serverEnv(database: Database, dir: string, behindProxy: boolean): NodeJS.ProcessEnv {
  return {
    ...process.env,
    ...database.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: "0",
    APP_SECRET: SECRET,
    TRUST_PROXY: behindProxy ? "1" : "0",
    SMS_OUTBOX_PATH: path.join(dir, "sms.jsonl"),
    SMTP_URL: "smtp://127.0.0.1:9",
    // Per-address limits of the code before docs/decisions/111 (ignored since); every visitor has its own
    // address anyway.
    LEAD_LIMIT_IP_10MIN: "1000000",
    LEAD_LIMIT_IP_DAY: "1000000",
  };
}

type Running = {
  url: URL;
  serverPids: number[];
  proxyPid?: number;
  postgresName?: string;
  rows: () => Promise<Row[]>;
};

/** A setup ready to take enquiries; its processes, files and database go at the end of the scope. */
async function startSetup(spec: SetupSpec): Promise<Running> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "arka-bench-"));
  onCleanup(() => fs.rmSync(dir, { recursive: true, force: true }));
  const database = spec.dialect === "sqlite" ? sqliteDatabase(dir) : await postgresDatabase(dir);
  const env = serverEnv(database, dir, spec.proxy);
  const servers: Child[] = [];
  // One at a time: the first one migrates the fresh database.
  for (let i = 1; i <= spec.instances; i++) {
    servers.push(await startNode(`server ${i}`, [SERVER_SCRIPT], env));
  }
  const backends = servers.map((server) => server.url);
  const proxy = spec.proxy
    ? await startNode("proxy", [PROXY_SCRIPT, "--port", "0", ...backends], process.env)
    : undefined;
  return {
    url: new URL(proxy?.url ?? backends[0] ?? ""),
    serverPids: servers.map((server) => server.pid),
    proxyPid: proxy?.pid,
    postgresName: database.postgresName,
    rows: database.rows,
  };
}

// ---------------------------------------------------------------------------------------------------
// Visitors and the open-model load.

type Visitor = { body: Buffer; formId: string; localAddress: string };
type Outcome = {
  status?: number;
  id?: number;
  error?: string;
  lateMs: number;
  latencyMs: number;
  formId: string;
};

const tokens = createFormTokens({
  secret: Buffer.from(SECRET, "utf8"),
  now: () => Date.now() - 10_000,
  minFillMs: 0,
});
let visitorCount = 0;

/** The next distinct visitor: phone, e-mail, form token and source address all its own. */
function nextVisitor(): Visitor {
  const n = visitorCount++;
  const phone = String(6_000_000_000 + n);
  const token = tokens.issue();
  const body = validEnquiry({
    phone_number: phone,
    email: `visitor.${phone}@example.org`,
    form_token: token,
  });
  return {
    body: Buffer.from(JSON.stringify(body)),
    formId: token.split(".")[0] ?? "",
    localAddress: sourceAddress(n),
  };
}

/** 127.x.y.z with each part in 1..254: 16 million visitors before one repeats, never 127.0.0.1. */
function sourceAddress(n: number): string {
  const part = (k: number) => 1 + (Math.floor(n / 254 ** k) % 254);
  return `127.${part(2)}.${part(1)}.${part(0)}`;
}

/**
 * Sends visitor i at t0 + i/rate, on a timer rather than when an answer frees a connection, and
 * resolves once every request has been answered or has failed.
 */
function offer(url: URL, rate: number, visitors: Visitor[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  if (visitors.length === 0) return Promise.resolve(outcomes);
  const t0 = performance.now() + 20;
  const due = (i: number) => t0 + (i * 1000) / rate;
  let next = 0;
  let inFlight = 0;
  return new Promise((resolve) => {
    const done = (outcome: Outcome) => {
      inFlight -= 1;
      if (outcomes.push(outcome) === visitors.length) resolve(outcomes);
    };
    const send = (visitor: Visitor, scheduled: number) => {
      inFlight += 1;
      const lateMs = performance.now() - scheduled;
      if (inFlight > MAX_IN_FLIGHT) {
        done({ error: "not sent: too many in flight", lateMs, latencyMs: NaN, formId: visitor.formId });
        return;
      }
      post(url, visitor, (answer) =>
        done({ ...answer, lateMs, latencyMs: performance.now() - scheduled, formId: visitor.formId }),
      );
    };
    const tick = () => {
      while (next < visitors.length && due(next) <= performance.now()) {
        const visitor = visitors[next];
        if (visitor) send(visitor, due(next));
        next += 1;
      }
      if (next < visitors.length) setTimeout(tick, Math.max(0, due(next) - performance.now()));
    };
    setTimeout(tick, Math.max(0, due(0) - performance.now()));
  });
}

type Answer = { status?: number; id?: number; error?: string };

// The acknowledged id, read without parsing the whole answer inside the measured window.
const ENQUIRY_ID = /"enquiry_id":(\d+)/;

/** One enquiry on a fresh connection from the visitor's own address, as a separate phone would. */
function post(url: URL, visitor: Visitor, finish: (answer: Answer) => void) {
  let finished = false;
  const once = (answer: Answer) => {
    if (!finished) finish(answer);
    finished = true;
  };
  const request = http.request(
    {
      host: url.hostname,
      port: url.port,
      path: ENQUIRY_PATH,
      method: "POST",
      agent: false,
      localAddress: visitor.localAddress,
      timeout: REQUEST_TIMEOUT_MS,
      headers: { "content-type": "application/json", "content-length": visitor.body.length },
    },
    (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () =>
        once({ status: response.statusCode, id: acknowledgedId(response.statusCode, text) }),
      );
      response.on("error", (error) => once({ error: errorKind(error) }));
    },
  );
  request.on("timeout", () => request.destroy(Object.assign(new Error("timeout"), { code: "TIMEOUT" })));
  request.on("error", (error) => once({ error: errorKind(error) }));
  request.end(visitor.body);
}

function acknowledgedId(status: number | undefined, text: string): number | undefined {
  const id = status === 200 ? ENQUIRY_ID.exec(text)?.[1] : undefined;
  return id === undefined ? undefined : Number(id);
}

function errorKind(error: Error): string {
  return (error as NodeJS.ErrnoException).code ?? error.message;
}

// ---------------------------------------------------------------------------------------------------
// Measuring one run.

type StoredCheck = { missing: number; otherKey: number; sharedKeys: number; sharedIds: number; ok: boolean };
/** Shares of the whole machine (all cores = 1) and CPU microseconds per request. */
type Cpu = {
  busy: number;
  servers: number;
  proxy: number;
  postgres: number;
  generator: number;
  other: number;
  serverUs: number;
  proxyUs: number;
  postgresUs: number;
  generatorUs: number;
};
type Run = {
  rate: number;
  seconds: number;
  sent: number;
  acknowledged: number;
  p50: number;
  p99: number;
  max: number;
  errors: Map<string, number>;
  errorCount: number;
  lagP99: number;
  stored: StoredCheck;
  cpu: Cpu;
  pass: boolean;
  generatorLagged: boolean;
  disturbed: boolean;
};

async function measure(setup: Running, rate: number, seconds: number): Promise<Run> {
  const visitors = Array.from({ length: Math.round(rate * seconds) }, nextVisitor);
  const before = cpuReading(setup);
  const outcomes = await offer(setup.url, rate, visitors);
  const cpu = cpuSince(before, cpuReading(setup), outcomes.length);
  const stored = checkStored(await setup.rows(), outcomes);
  return summarise(rate, seconds, outcomes, stored, cpu);
}

/**
 * Every acknowledged id is a row whose idempotency key holds that request's form id (the key's format
 * is the server's business), no two requests were told the same id, and no two rows share a key. Rows
 * nobody acknowledged (a request that failed after the commit) are allowed: the visitor's retry with
 * the same token would find them.
 */
function checkStored(rows: Row[], outcomes: Outcome[]): StoredCheck {
  const keyOf = new Map(rows.map((row) => [row.id, row.key ?? ""]));
  const check = { missing: 0, otherKey: 0, sharedKeys: 0, sharedIds: 0 };
  const told = new Set<number>();
  for (const { id, formId } of outcomes) {
    if (id === undefined) continue;
    const key = keyOf.get(id);
    if (key === undefined) check.missing += 1;
    else if (!key.includes(formId)) check.otherKey += 1;
    if (told.has(id)) check.sharedIds += 1;
    told.add(id);
  }
  const keys = rows.flatMap((row) => (row.key === null ? [] : [row.key]));
  check.sharedKeys = keys.length - new Set(keys).size;
  return { ...check, ok: Object.values(check).every((count) => count === 0) };
}

function summarise(rate: number, seconds: number, outcomes: Outcome[], stored: StoredCheck, cpu: Cpu): Run {
  const answered = outcomes.filter((outcome) => outcome.status !== undefined);
  const latencies = sorted(answered.map((outcome) => outcome.latencyMs));
  const errors = new Map<string, number>();
  for (const outcome of outcomes) {
    const kind = outcome.error ?? (outcome.id === undefined ? answerKind(outcome.status) : undefined);
    if (kind) errors.set(kind, (errors.get(kind) ?? 0) + 1);
  }
  const errorCount = [...errors.values()].reduce((sum, count) => sum + count, 0);
  const p99 = percentile(latencies, 0.99);
  const lagP99 = percentile(sorted(outcomes.map((outcome) => outcome.lateMs)), 0.99);
  return {
    rate,
    seconds,
    sent: outcomes.filter((outcome) => !outcome.error?.startsWith("not sent")).length,
    acknowledged: outcomes.filter((outcome) => outcome.id !== undefined).length,
    p50: percentile(latencies, 0.5),
    p99,
    max: latencies.at(-1) ?? NaN,
    errors,
    errorCount,
    lagP99,
    stored,
    cpu,
    pass: p99 <= P99_BUDGET_MS && errorCount === 0 && stored.ok,
    generatorLagged: lagP99 > GENERATOR_LAG_LIMIT_MS,
    disturbed: cpu.other > OTHER_WORK_LIMIT,
  };
}

function answerKind(status: number | undefined): string {
  return status === 200 ? "HTTP 200 without enquiry_id" : `HTTP ${status}`;
}

function sorted(values: number[]): number[] {
  return values.toSorted((a, b) => a - b);
}

/** Nearest rank; NaN for no values (shown as "-"). */
function percentile(values: number[], p: number): number {
  return values[Math.max(0, Math.ceil(p * values.length) - 1)] ?? NaN;
}

// CPU time from Linux's /proc (NaN elsewhere): is the two-core machine saturated, and by whom? "Other
// work" is whatever else ran meanwhile (another test run, say): a run it took much from is disturbed.
type CpuReading = {
  machine: number;
  capacity: number;
  servers: number;
  proxy: number;
  postgres: number;
  generator: number;
};

function cpuReading(setup: Running): CpuReading {
  const [machine, capacity] = machineCpuMs();
  const generator = process.cpuUsage();
  return {
    machine,
    capacity,
    servers: setup.serverPids.reduce((sum, pid) => sum + processCpuMs(pid), 0),
    proxy: setup.proxyPid === undefined ? 0 : processCpuMs(setup.proxyPid),
    postgres: setup.postgresName === undefined ? 0 : postgresCpuMs(setup.postgresName),
    generator: (generator.user + generator.system) / 1000,
  };
}

function cpuSince(before: CpuReading, after: CpuReading, requests: number): Cpu {
  const spent = (part: keyof CpuReading) => after[part] - before[part];
  const share = (ms: number) => ms / spent("capacity");
  const perRequestUs = (ms: number) => (ms * 1000) / Math.max(requests, 1);
  const bench = spent("servers") + spent("proxy") + spent("postgres") + spent("generator");
  return {
    busy: share(spent("machine")),
    servers: share(spent("servers")),
    proxy: share(spent("proxy")),
    postgres: share(spent("postgres")),
    generator: share(spent("generator")),
    other: share(Math.max(0, spent("machine") - bench)), // ticks round: a few ms either way
    serverUs: perRequestUs(spent("servers")),
    proxyUs: perRequestUs(spent("proxy")),
    postgresUs: perRequestUs(spent("postgres")),
    generatorUs: perRequestUs(spent("generator")),
  };
}

/** PostgreSQL's share: the backends of the bench database and the server's background processes. */
function postgresCpuMs(database: string): number {
  let sum = 0;
  for (const pid of fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    const title = processTitle(pid);
    if (!title.startsWith("postgres: ")) continue;
    // A backend's title names its database and client ("db 127.0.0.1(port)"); background ones do not.
    const backend = title.includes("(") || title.includes("[local]");
    if (!backend || title.includes(` ${database} `)) sum += processCpuMs(Number(pid)) || 0;
  }
  return sum;
}

const TICK_MS = 10; // USER_HZ is 100 on Linux

function processCpuMs(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // After the name: state is field 3 of stat, utime field 14 and stime field 15 (all threads).
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return NaN;
  }
}

function processTitle(pid: string): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8");
  } catch {
    return ""; // ended meanwhile
  }
}

/** [busy, capacity] milliseconds of all cores; busy is everything but idle and I/O wait. */
function machineCpuMs(): [number, number] {
  try {
    // user nice system idle iowait irq softirq steal (guest time is already inside user and nice).
    const line = fs.readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "";
    const ticks = line.split(/\s+/).slice(1, 9).map(Number);
    const total = ticks.reduce((sum, tick) => sum + tick, 0);
    return [(total - (ticks[3] ?? 0) - (ticks[4] ?? 0)) * TICK_MS, total * TICK_MS];
  } catch {
    return [NaN, NaN];
  }
}

// ---------------------------------------------------------------------------------------------------
// Report.

// Title, width and value of each column of the results table.
const COLUMNS: [string, number, (run: Run) => string | number][] = [
  ["rate/s", 8, (run) => run.rate],
  ["secs", 6, (run) => run.seconds],
  ["sent", 8, (run) => run.sent],
  ["acked", 8, (run) => run.acknowledged],
  ["p50 ms", 9, (run) => ms(run.p50)],
  ["p99 ms", 9, (run) => ms(run.p99)],
  ["max ms", 9, (run) => ms(run.max)],
  ["errors", 8, (run) => run.errorCount],
  ["stored", 8, (run) => (run.stored.ok ? "ok" : "BAD")],
  ["lag p99", 10, (run) => `${ms(run.lagP99)} ms`],
  ["cpu busy", 10, (run) => percent(run.cpu.busy)],
  ["other work", 12, (run) => percent(run.cpu.other)],
];

function header(): string {
  return `${COLUMNS.map(([title, width]) => title.padStart(width)).join("")}  budget`;
}

function row(run: Run): string {
  const cells = COLUMNS.map(([, width, value]) => String(value(run)).padStart(width)).join("");
  const notes = [run.generatorLagged && "generator lagging", run.disturbed && "disturbed by other work"];
  const verdict = [run.pass ? "PASS" : "FAIL", ...notes.filter(Boolean)].join(", ");
  return [`${cells}  ${verdict}`, ...details(run)].join("\n");
}

function details(run: Run): string[] {
  const lines: string[] = [];
  if (run.errorCount > 0) {
    lines.push(
      `          errors: ${[...run.errors].map(([kind, count]) => `${kind} x ${count}`).join(", ")}`,
    );
  }
  if (!run.stored.ok) {
    const s = run.stored;
    lines.push(
      `          stored: ${s.missing} acknowledged ids missing, ${s.otherKey} holding another request's key, ` +
        `${s.sharedIds} ids given twice, ${s.sharedKeys} keys stored twice`,
    );
  }
  return lines;
}

function cpuLine({ cpu }: Run): string {
  const us = (value: number) => (Number.isNaN(value) ? "-" : `${value.toFixed(0)} µs`);
  return (
    `          cpu: machine ${percent(cpu.busy)} busy = servers ${percent(cpu.servers)} + proxy ` +
    `${percent(cpu.proxy)} + PostgreSQL ${percent(cpu.postgres)} + generator ${percent(cpu.generator)} + ` +
    `other work ${percent(cpu.other)}\n          cpu per request: servers ${us(cpu.serverUs)}, proxy ` +
    `${us(cpu.proxyUs)}, PostgreSQL ${us(cpu.postgresUs)}, generator ${us(cpu.generatorUs)}`
  );
}

function ms(value: number): string {
  return Number.isNaN(value) ? "-" : value.toFixed(1);
}

function percent(value: number): string {
  return Number.isNaN(value) ? "-" : `${(value * 100).toFixed(0)} %`;
}

// ---------------------------------------------------------------------------------------------------
// The benchmark.

type Verdict = { name: string; main: Run; highest?: number; limit?: Run };

function setupSpec(name: string): SetupSpec {
  const spec = SETUP_SPECS[name];
  if (!spec) throw new Error(`unknown setup "${name}" (known: ${Object.keys(SETUP_SPECS).join(", ")})`);
  return spec;
}

async function benchSetup(name: string, spec: SetupSpec): Promise<Verdict> {
  return scoped(async () => {
    const setup = await startSetup(spec);
    console.log(`\n${name}: ${spec.label} at ${setup.url.origin}`);
    await warmUp(setup);
    console.log(header());
    const main = await measure(setup, RATE, SECONDS);
    console.log(`${row(main)}\n${cpuLine(main)}`);
    return { name, main, ...(await highestRate(setup, main)) };
  });
}

/** A few seconds at the budget rate first (JIT, pools, caches), as on a server that has been up a while. */
async function warmUp(setup: Running) {
  const run = await measure(setup, RATE, WARM_UP_SECONDS);
  const errors = run.errorCount > 0 ? `, ${details(run).join(" ").trim()}` : "";
  console.log(`warm-up: ${run.sent} enquiries at ${RATE}/s, p99 ${ms(run.p99)} ms, not counted${errors}`);
}

/**
 * From a passing budget run, steps up until a step misses the budget or the generator falls behind its
 * own schedule (then the figure is the generator's limit, not the server's). From a failing one, steps
 * down to find what the setup does hold.
 */
function highestRate(setup: Running, main: Run): Promise<Omit<Verdict, "name" | "main">> {
  return main.pass ? stepUp(setup) : stepDown(setup, main);
}

async function stepUp(setup: Running) {
  let highest = RATE;
  for (const rate of STEP_RATES.filter((rate) => rate > RATE && rate <= MAX_RATE)) {
    const step = await measure(setup, rate, STEP_SECONDS);
    console.log(row(step));
    if (step.pass) highest = rate;
    if (!step.pass || step.generatorLagged) return { highest, limit: step };
  }
  return { highest };
}

async function stepDown(setup: Running, main: Run) {
  let failed = main;
  for (const share of [0.75, 0.5, 0.25]) {
    const step = await measure(setup, Math.round(RATE * share), STEP_SECONDS);
    console.log(row(step));
    if (step.pass) return { highest: step.rate, limit: failed };
    failed = step;
  }
  return { highest: undefined, limit: failed };
}

function summaryLines({ name, main, highest, limit }: Verdict): string {
  const held = highest === undefined ? "none" : `${highest}/s`;
  const stop = limit
    ? `${limit.rate}/s ${limit.pass ? "held" : "missed it"}: ${figures(limit)}`
    : `stopped at BENCH_MAX_RATE ${MAX_RATE}/s`;
  return [
    `  ${name}: ${RATE}/s for ${SECONDS} s ${main.pass ? "PASS" : "FAIL"} (${figures(main)})`,
    `    highest rate within budget: ${held} (${stop})`,
  ].join("\n");
}

function figures(run: Run): string {
  return [
    `p99 ${ms(run.p99)} ms, ${run.errorCount} errors, stored ${run.stored.ok ? "exactly once" : "BAD"}`,
    run.generatorLagged && generatorNote(run),
    run.disturbed && `other work took ${percent(run.cpu.other)} of the machine`,
  ]
    .filter(Boolean)
    .join("; ");
}

/** Whether the generator's own lateness could account for the verdict, or only adds to it. */
function generatorNote(run: Run): string {
  const lag = `the generator lagged (p99 ${ms(run.lagP99)} ms)`;
  const couldExplain = run.pass || (run.errorCount === 0 && run.p99 - run.lagP99 <= P99_BUDGET_MS);
  return couldExplain
    ? `${lag}: this may be its limit, not the setup's`
    : `${lag}, too little to explain the miss`;
}

async function main() {
  console.log(
    `machine: ${os.cpus().length} cores, node ${process.version}, load average ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(" ")}`,
  );
  console.log(
    `budget at ${RATE}/s for ${SECONDS} s (open model): p99 ≤ ${P99_BUDGET_MS} ms, 0 errors, ` +
      `every acknowledged lead stored exactly once; steps of ${STEP_SECONDS} s up to ${MAX_RATE}/s`,
  );
  console.log(
    "lag p99: how late the generator started its requests (p99); cpu busy: the whole machine, all " +
      "cores = 100 %; other work: of it, what was neither the setup nor the generator (over " +
      `${OTHER_WORK_LIMIT * 100} %: the run was disturbed)`,
  );
  const specs = SETUPS.map((name) => [name, setupSpec(name)] as const);
  const verdicts: Verdict[] = [];
  for (const [name, spec] of specs) verdicts.push(await benchSetup(name, spec));
  console.log(`\nsummary\n${verdicts.map(summaryLines).join("\n")}`);
  return verdicts.every((verdict) => verdict.main.pass);
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the servers and removing the bench databases`);
    void cleanUp().finally(() => process.exit(130));
  });
}

try {
  process.exitCode = (await main()) ? 0 : 1;
} catch (error) {
  console.error(message(error));
  process.exitCode = 1;
} finally {
  await cleanUp();
}
