/**
 * Lighthouse benchmark of the built site (`npm run build` first): starts the production server on a
 * free port of BENCH_PORTS with a throw-away SQLite database, audits each page three times with
 * Lighthouse's mobile defaults (simulated slow 4G, 4x CPU slowdown), prints the median figures and
 * exits non-zero when a page misses a budget. A benchmark, not part of the test suite.
 *
 *   npm run bench:web                 all pages
 *   BENCH_PATHS=/,/portfolio npm run bench:web
 *   BENCH_PORTS=3450-3499 BENCH_RUNS=3 CHROME_PATH=/usr/bin/chromium
 *   BENCH_REPORT_DIR=var/lighthouse   also keep each page's last Lighthouse report (JSON)
 *   BENCH_CPU_SLOWDOWN=1              calibrate the CPU multiplier for a slow or busy host (default 4, Lighthouse's
 *                                     mobile setting, which assumes a fast desktop host; see the printed benchmarkIndex)
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import zlib from "node:zlib";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { throttling as lighthouseThrottling } from "lighthouse/core/config/constants.js";
import { blogSlugs } from "#app/content/blog-slugs.ts";

/** The budgets of issue 5 ("Acceptance"). */
export const BUDGETS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  maxCls: 0.05,
  maxJsGzipBytes: 150 * 1024,
} as const;

const DEFAULT_PATHS = [
  "/",
  "/portfolio",
  `/blog/${blogSlugs[0]}`,
  "/solar-panels/Kerala",
  "/technical-specs/arka-integrated-solar-roof",
  "/integrated-solar-roof",
  "/solar-calculator",
];

/** Lighthouse's default mobile network and CPU throttling (slow 4G, 4x CPU). */
const MOBILE_THROTTLING = lighthouseThrottling.mobileSlow4G;

type Figures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  jsGzipBytes: number;
};

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
}

/** Budget misses of one page's median figures, in words. */
export function budgetMisses(f: Figures): string[] {
  const misses: string[] = [];
  if (f.performance < BUDGETS.performance)
    misses.push(`performance ${f.performance} < ${BUDGETS.performance}`);
  if (f.accessibility < BUDGETS.accessibility) misses.push(`accessibility ${f.accessibility}`);
  if (f.bestPractices < BUDGETS.bestPractices) misses.push(`best practices ${f.bestPractices}`);
  if (f.seo < BUDGETS.seo) misses.push(`SEO ${f.seo}`);
  if (f.cls > BUDGETS.maxCls) misses.push(`CLS ${f.cls.toFixed(3)} > ${BUDGETS.maxCls}`);
  if (f.jsGzipBytes > BUDGETS.maxJsGzipBytes)
    misses.push(`JS ${kb(f.jsGzipBytes)} > ${kb(BUDGETS.maxJsGzipBytes)}`);
  return misses;
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

async function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

async function freePort(range: string): Promise<number> {
  const [from, to] = range.split("-").map(Number);
  if (!from || !to) throw new Error(`BENCH_PORTS must look like 3450-3499, got "${range}"`);
  for (let port = from; port <= to; port++) if (await isFree(port)) return port;
  throw new Error(`No free port in ${range}`);
}

async function startServer(port: number, dir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["server/index.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: "",
      SQLITE_PATH: path.join(dir, "bench.sqlite"),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error("server did not become healthy in 30 s");
}

type LhResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

type RunFigures = Omit<Figures, "jsGzipBytes">;

function figuresOf(lhr: LhResult): RunFigures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN,
    lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN,
    tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? NaN,
  };
}

function medianFigures(runs: RunFigures[]): RunFigures {
  const pick = (key: keyof RunFigures) => median(runs.map((r) => r[key]));
  return {
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    seo: pick("seo"),
    cls: pick("cls"),
    lcpMs: pick("lcpMs"),
    tbtMs: pick("tbtMs"),
  };
}

function scriptUrls(lhr: LhResult): string[] {
  const requests = (
    lhr.audits["network-requests"]?.details as { items?: Record<string, unknown>[] } | undefined
  )?.items;
  const urls = (requests ?? []).filter((r) => r.resourceType === "Script").map((r) => String(r.url));
  return [...new Set(urls)];
}

/** Gzipped size of the scripts a page loaded: each body fetched again and gzipped (level 6, as served). */
async function scriptGzipBytes(urls: string[]): Promise<number> {
  let total = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    total += zlib.gzipSync(body, { level: 6 }).length;
  }
  return total;
}

/** The audits that lost points, so a miss says what to fix. */
function failingAudits(lhr: LhResult): string[] {
  const out: string[] = [];
  for (const id of ["accessibility", "best-practices", "seo"]) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) out.push(`${id}: ${ref.id}`);
    }
  }
  return out;
}

/** One Lighthouse run; a trace that failed to record (it happens on a busy host) is retried twice. */
async function auditWithRetry(url: string, chromePort: number) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port: chromePort,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      ...(process.env.BENCH_CPU_SLOWDOWN
        ? {
            throttling: {
              ...MOBILE_THROTTLING,
              cpuSlowdownMultiplier: Number(process.env.BENCH_CPU_SLOWDOWN),
            },
          }
        : {}),
    });
    const error = result ? result.lhr.runtimeError : { message: "no result" };
    if (result && !error) return result;
    if (attempt >= 3) throw new Error(`${url}: ${error?.message ?? "no result"}`);
    process.stderr.write(`retrying ${url}: ${error?.message ?? ""}\n`);
  }
}

async function main() {
  if (!fs.existsSync("build/server/index.js")) throw new Error("No build found: run `npm run build` first.");
  const paths = process.env.BENCH_PATHS?.split(",").filter(Boolean) ?? DEFAULT_PATHS;
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  const port = await freePort(process.env.BENCH_PORTS ?? "3450-3499");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-web-"));
  const server = await startServer(port, dir);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run"],
  });
  const rows: { path: string; figures: Figures; misses: string[]; failing: string[] }[] = [];
  // Lighthouse's CPU score for this host: simulated throttling assumes a fast desktop (about 1000+), so a
  // busy or slow host inflates blocking time and paint estimates.
  const benchmarkIndexes: number[] = [];
  try {
    for (const pagePath of paths) {
      const results: RunFigures[] = [];
      const failing = new Set<string>();
      const scripts = new Set<string>();
      for (let run = 0; run < runs; run++) {
        const result = await auditWithRetry(`http://127.0.0.1:${port}${pagePath}`, chrome.port);
        results.push(figuresOf(result.lhr));
        for (const url of scriptUrls(result.lhr)) scripts.add(url);
        if (result.lhr.environment.benchmarkIndex)
          benchmarkIndexes.push(result.lhr.environment.benchmarkIndex);
        if (process.env.BENCH_REPORT_DIR) {
          fs.mkdirSync(process.env.BENCH_REPORT_DIR, { recursive: true });
          const name = pagePath.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home";
          fs.writeFileSync(
            path.join(process.env.BENCH_REPORT_DIR, `${name}.json`),
            JSON.stringify(result.lhr),
          );
        }
        for (const f of failingAudits(result.lhr)) failing.add(f);
      }
      const figures = { ...medianFigures(results), jsGzipBytes: await scriptGzipBytes([...scripts]) };
      rows.push({ path: pagePath, figures, misses: budgetMisses(figures), failing: [...failing] });
      process.stderr.write(`measured ${pagePath}\n`);
    }
  } finally {
    chrome.kill();
    server.kill("SIGTERM");
    fs.rmSync(dir, { recursive: true, force: true });
  }

  console.log(
    `\nLighthouse ${runs} runs per page, mobile defaults, median (budgets: perf >= ${BUDGETS.performance}, a11y/BP/SEO 100, CLS <= ${BUDGETS.maxCls}, JS <= ${kb(BUDGETS.maxJsGzipBytes)} gzip)\n`,
  );
  console.table(
    rows.map(({ path: p, figures: f, misses }) => ({
      page: p.length > 48 ? `${p.slice(0, 45)}...` : p,
      perf: f.performance,
      a11y: f.accessibility,
      bp: f.bestPractices,
      seo: f.seo,
      cls: Number(f.cls.toFixed(3)),
      "LCP ms": Math.round(f.lcpMs),
      "TBT ms": Math.round(f.tbtMs),
      "JS gzip": kb(f.jsGzipBytes),
      budget: misses.length ? "MISSED" : "ok",
    })),
  );
  console.log(`Host CPU benchmarkIndex (median): ${Math.round(median(benchmarkIndexes))}`);
  let missed = false;
  for (const row of rows) {
    if (row.misses.length === 0) continue;
    missed = true;
    console.log(`${row.path}: ${row.misses.join("; ")}`);
    for (const f of row.failing) console.log(`    failing audit ${f}`);
  }
  process.exit(missed ? 1 : 0);
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  });
}
