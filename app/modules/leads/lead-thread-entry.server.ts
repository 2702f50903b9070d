/**
 * The lead thread's entry (see lead-thread.server.ts): opens its own database connection, builds the
 * lead system, runs the notification and maintenance workers, and answers the main thread's calls.
 * SQLite is synchronous, so every statement and fsync of a lead runs here, never on the thread serving
 * HTTP.
 */
import { parentPort, workerData } from "node:worker_threads";
import { openDatabase } from "#app/db/client.server.ts";
import type { LeadSubmission } from "#app/services.ts";
import { createLeadSystem, type LeadConfig } from "./lead-system.server.ts";
import type { LeadCall, LeadThreadMessage, LeadThreadOptions } from "./lead-thread.server.ts";

const port = parentPort;
if (!port) throw new Error("lead-thread-entry runs only as a worker thread");

const options = workerData as LeadThreadOptions;
const database = openDatabase({ databaseUrl: options.databaseUrl, sqlitePath: options.sqlitePath });
const system = await createLeadSystem({ database, config: options.config as LeadConfig });
system.worker.start();
system.maintenance.start();

const { services } = system;
const calls = {
  enquiryQuestions: () => services.leads.enquiryQuestions(),
  requirementInputs: () => services.dealers.requirementInputs(),
  submitEnquiry: services.leads.submitEnquiry,
  submitApplication: services.dealers.submitApplication,
  otpSend: services.otp.send,
  otpVerify: services.otp.verify,
} satisfies Record<LeadCall["method"], (submission: LeadSubmission) => Promise<unknown>>;

port.on("message", (message: LeadThreadMessage) => {
  if (message.type === "stop") {
    void Promise.all([system.worker.stop(), system.maintenance.stop()])
      .then(() => database.close())
      .then(() => port.postMessage({ type: "stopped" }));
    return;
  }
  const { id, method, argument } = message.call;
  calls[method](argument as LeadSubmission).then(
    (value) => port.postMessage({ type: "result", id, ok: true, value }),
    (error: unknown) =>
      port.postMessage({
        type: "result",
        id,
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      }),
  );
});
port.postMessage({ type: "ready" });
