import type { Permission } from "./roles.ts";

/**
 * Who may open each console address (`view`, for GET) and change things through it (`change`, for
 * POST). Each route asks requireStaff for exactly these, and tests/e2e/console-access.spec.ts walks
 * every /sales route of app/routes.ts against this table: a console route without an entry fails it.
 * `public`: the sign-in steps, which must work without a session.
 */
export const CONSOLE_ACCESS = {
  "/sales/sign-in": { public: true },
  "/sales/sign-in/:token": { public: true },
  "/sales/sign-out": { public: true },
  "/sales/passkeys/sign-in-options": { public: true },
  "/sales/passkeys/sign-in": { public: true },
  "/sales": { view: "read" },
  "/sales/leads/:kind/:id": { view: "read", change: "work" },
  "/sales/export.csv": { view: "export" },
  "/sales/dashboard": { view: "read", change: "work" },
  "/sales/dealers": { view: "read", change: "work" },
  "/sales/privacy": { view: "privacy", change: "privacy" },
  // A POST (the phone or e-mail travels in the body, never the address: checklist DP-7); GET says so.
  "/sales/privacy/export.json": { view: "privacy", change: "privacy" },
  "/sales/staff": { view: "manageStaff", change: "manageStaff" },
  "/sales/audit": { view: "audit" },
  "/sales/account": { view: "read", change: "read" },
  "/sales/passkeys/register-options": { change: "read" },
  "/sales/passkeys/register": { change: "read" },
} as const satisfies Record<string, { public: true } | { view?: Permission; change?: Permission }>;

export type ConsolePath = keyof typeof CONSOLE_ACCESS;
