import { Worker } from "node:worker_threads";
import type { DatabaseHandle } from "#app/db/client.server.ts";
import type { Logger } from "#app/modules/observability/logger.server.ts";
import { loadAppSecret } from "#app/modules/settings/app-secret.server.ts";
import type { LeadServices, LeadSubmission } from "#app/services.ts";
import { createBotCheck } from "#app/modules/otp/bot-check.server.ts";
import { createFormTokens } from "./form-token.server.ts";
import type { LeadConfig } from "./lead-system.server.ts";

export type LeadThreadOptions = { databaseUrl: string; sqlitePath: string; config: LeadConfig };

export type LeadCall =
  | { id: number; method: "enquiryQuestions" | "requirementInputs"; argument?: undefined }
  | {
      id: number;
      method: "submitEnquiry" | "submitApplication" | "otpSend" | "otpVerify";
      argument: LeadSubmission;
    };

export type LeadThreadMessage = { type: "call"; call: LeadCall } | { type: "stop" };

type Reply =
  | { type: "ready" }
  | { type: "stopped" }
  | { type: "result"; id: number; ok: true; value: unknown }
  | { type: "result"; id: number; ok: false; error: string };

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

const RESPAWN_DELAY_MS = 1000;

/**
 * Runs the lead system (intake, OTP, notifications) in a worker thread with its own database
 * connection, and returns the same `LeadServices` the routes use. better-sqlite3 blocks the thread it
 * runs on, and a lead's statements and fsync were most of its cost: on the HTTP thread they stalled
 * every other visitor (docs/decisions/106-lead-thread.md). Form tokens and bot-check
 * challenges are issued here, on the HTTP thread, with the same secret the lead thread checks them with.
 *
 * A lead is acknowledged only after the lead thread's COMMIT, as before. If the thread dies, calls in
 * flight fail (the visitor sees an error and keeps the form), and a new thread starts.
 */
export async function startLeadThread({
  database,
  options,
  logger,
}: {
  database: DatabaseHandle;
  options: LeadThreadOptions;
  logger: Logger;
}): Promise<{ services: LeadServices; stop: () => Promise<void> }> {
  // Loaded (and on a new database, created) before the thread starts, so both threads read one secret.
  const secret = await loadAppSecret(database.db, options.config.APP_SECRET);
  const formTokens = createFormTokens({ secret, now: Date.now, minFillMs: options.config.FORM_MIN_FILL_MS });
  const botCheck = createBotCheck({ secret, now: Date.now });

  const pending = new Map<number, Pending>();
  let nextId = 1;
  let stopping = false;
  let worker = await spawn();

  function spawn(): Promise<Worker> {
    const thread = new Worker(new URL("./lead-thread-entry.server.ts", import.meta.url), {
      workerData: options,
    });
    return new Promise((resolve, reject) => {
      thread.on("message", (reply: Reply) => {
        if (reply.type === "ready") resolve(thread);
        if (reply.type !== "result") return;
        const call = pending.get(reply.id);
        pending.delete(reply.id);
        if (reply.ok) call?.resolve(reply.value);
        else call?.reject(new Error(reply.error));
      });
      thread.on("error", (error) => {
        logger.error("lead thread failed", { error: error.message });
        reject(error);
      });
      thread.on("exit", (code) => {
        for (const call of pending.values()) call.reject(new Error("lead thread stopped"));
        pending.clear();
        if (stopping) return;
        logger.error("lead thread exited; starting a new one", { code });
        setTimeout(() => {
          spawn().then(
            (fresh) => (worker = fresh),
            () => undefined,
          );
        }, RESPAWN_DELAY_MS).unref();
      });
    });
  }

  function call<T>(method: LeadCall["method"], argument?: LeadSubmission): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({
        type: "call",
        call: { id, method, argument } as LeadCall,
      } satisfies LeadThreadMessage);
    });
  }

  const submit =
    (method: "submitEnquiry" | "submitApplication" | "otpSend" | "otpVerify") =>
    (submission: LeadSubmission) =>
      call<Awaited<ReturnType<LeadServices["leads"]["submitEnquiry"]>>>(method, submission);

  return {
    services: {
      forms: { issueToken: () => formTokens.issue(), issueBotChallenge: () => botCheck.issue() },
      leads: { enquiryQuestions: () => call("enquiryQuestions"), submitEnquiry: submit("submitEnquiry") },
      dealers: {
        requirementInputs: () => call("requirementInputs"),
        submitApplication: submit("submitApplication"),
      },
      otp: { send: submit("otpSend"), verify: submit("otpVerify") },
    },
    /** Lets the notification worker finish its pass and closes the thread's database. */
    stop: () =>
      new Promise<void>((resolve) => {
        stopping = true;
        worker.once("exit", () => resolve());
        worker.on("message", (reply: Reply) => {
          if (reply.type === "stopped") void worker.terminate();
        });
        worker.postMessage({ type: "stop" } satisfies LeadThreadMessage);
      }),
  };
}
