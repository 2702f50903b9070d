/**
 * CPU time per thread of a process, from Linux's /proc (the benchmark's "where the time goes" line).
 * Elsewhere it reports nothing rather than guess.
 */
import fs from "node:fs";

/** Milliseconds of CPU (user + system) per thread, keyed by thread id and name. */
export type ThreadTimes = Map<string, number>;

const TICK_MS = 10; // USER_HZ is 100 on Linux

export function threadTimes(pid: number): ThreadTimes {
  const times: ThreadTimes = new Map();
  let tids: string[];
  try {
    tids = fs.readdirSync(`/proc/${pid}/task`);
  } catch {
    return times;
  }
  for (const tid of tids) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8");
      const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      // Fields after the name: state is the 3rd field of stat, utime the 14th, stime the 15th.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      times.set(`${tid}:${name}`, (Number(fields[11]) + Number(fields[12])) * TICK_MS);
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return times;
}

/** Which part of the server a thread is, by the name Node gives it. */
function role(name: string): string {
  if (name === "node-MainThread" || name === "node") return "HTTP thread";
  if (name === "WorkerThread") return "lead thread";
  if (name.startsWith("node-V8Worker")) return "GC/JIT helpers";
  return "other";
}

/** CPU microseconds per request by role between two readings, largest first. */
export function cpuPerRequest(before: ThreadTimes, after: ThreadTimes, requests: number): [string, number][] {
  const byRole = new Map<string, number>();
  for (const [key, ms] of after) {
    const spent = ms - (before.get(key) ?? 0);
    if (spent <= 0) continue;
    const name = role(key.slice(key.indexOf(":") + 1));
    byRole.set(name, (byRole.get(name) ?? 0) + spent);
  }
  return [...byRole]
    .map(([name, ms]): [string, number] => [name, (ms * 1000) / Math.max(requests, 1)])
    .sort((a, b) => b[1] - a[1]);
}
