import path from "node:path";

/** The directory tests/e2e/start-server.ts gives the server under test (database, SMS outbox). */
export function e2eVarDir(): string {
  return path.resolve("var", `e2e-${process.env.E2E_PORT ?? "3210"}`);
}

/** A mobile number no other test uses (the server limits and flags repeats per phone). */
export function uniquePhone(): string {
  const digits = `${Date.now()}${Math.floor(Math.random() * 1e6)}`.slice(-9);
  return `9${digits}`;
}
