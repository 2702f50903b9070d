/**
 * What an oversized post costs a server (docs/decisions/198): starts the built site as a child process
 * on a throw-away SQLite database, then
 *   1. posts one large form (BENCH_BIG_MB, default 200 MB) to a page's action and reports the growth of
 *      the server's resident memory (read from /proc/<pid>/status while the post runs), and
 *   2. posts four BENCH_PARALLEL_MB (default 50 MB) forms at once and times a health check and a normal
 *      enquiry sent while they run.
 * Needs `npm run build` first; Linux only (reads /proc). Loopback only.
 */
import fs from "node:fs";
import { startCluster } from "#tests/support/cluster.ts";
import { postedBody, postForm, validEnquiryForm } from "#tests/support/big-posts.ts";

const MB = 1024 * 1024;
const BIG_MB = Number(process.env.BENCH_BIG_MB ?? 200);
const PARALLEL_MB = Number(process.env.BENCH_PARALLEL_MB ?? 50);

function rssKb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

/** Samples the process's resident memory until `work` settles; answers the highest sample. */
async function peakRssDuring<T>(pid: number, work: Promise<T>): Promise<{ result: T; peakKb: number }> {
  let peakKb = rssKb(pid);
  const timer = setInterval(() => (peakKb = Math.max(peakKb, rssKb(pid))), 20);
  try {
    const result = await work;
    return { result, peakKb: Math.max(peakKb, rssKb(pid)) };
  } finally {
    clearInterval(timer);
  }
}

const cluster = await startCluster({ dialect: "sqlite", serve: "site", env: { FORM_MIN_FILL_MS: "0" } });
try {
  const instance = cluster.instances[0];
  if (!instance) throw new Error("no server");
  const url = `${instance.url}/contact`;
  // Warm up: the page's code loaded, one normal enquiry stored.
  await fetch(`${instance.url}/contact`).then((r) => r.text());
  await postForm(url, validEnquiryForm(cluster.formToken()));
  const before = rssKb(instance.pid);

  const big = await peakRssDuring(instance.pid, postedBody(url, BIG_MB * MB, { declared: true }));
  console.log(
    `one ${BIG_MB} MB post: answer ${big.result.status || big.result.error}, ` +
      `rss ${Math.round(before / 1024)} MB before, peak ${Math.round(big.peakKb / 1024)} MB ` +
      `(+${Math.round((big.peakKb - before) / 1024)} MB)`,
  );

  const started = Date.now();
  const parallel = Array.from({ length: 4 }, (_, i) =>
    postedBody(url, PARALLEL_MB * MB, { declared: i % 2 === 0 }),
  );
  // Let the four posts start streaming before the normal requests are timed.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const healthAt = Date.now();
  const health = await fetch(`${instance.url}/api/health`);
  const healthMs = Date.now() - healthAt;
  const leadAt = Date.now();
  const lead = await postForm(url, validEnquiryForm(cluster.formToken()));
  const leadMs = Date.now() - leadAt;
  const answers = await Promise.all(parallel);
  console.log(
    `4 x ${PARALLEL_MB} MB posts at once: answers ${answers.map((a) => a.status || a.error).join(", ")} ` +
      `after ${Date.now() - started} ms; meanwhile /api/health ${health.status} in ${healthMs} ms, ` +
      `a normal enquiry ${lead.status} in ${leadMs} ms; rss now ${Math.round(rssKb(instance.pid) / 1024)} MB`,
  );
} finally {
  await cluster.stop();
}
