import { createContext } from "react-router";
import type { Services } from "#app/services.ts";

/**
 * What the Express server hands every loader and action: the CSP nonce of this response and the
 * server's services (database, lead intake, OTP). Absent while prerendering at build time.
 */
export type RequestContext = {
  nonce: string;
  services: Services;
  clientIp: string;
};

// The server imports this file directly while the React Router build has its own bundled copy; a
// registered symbol makes both copies share one context key.
const KEY = Symbol.for("arka.requestContext");
const registry = globalThis as { [KEY]?: ReturnType<typeof createContext<RequestContext | null>> };
export const requestContext = (registry[KEY] ??= createContext<RequestContext | null>(null));

/**
 * Placeholder written into prerendered HTML; the server swaps in a fresh nonce for each response
 * (server/prerendered-pages.ts).
 */
export const PRERENDER_NONCE = "__ARKA_CSP_NONCE__";

/**
 * Placeholder for the form token in a form page rendered once and served to many visitors; the server
 * swaps in a fresh token for each response (server/form-page-cache.ts).
 */
export const FORM_TOKEN_PLACEHOLDER = "__ARKA_FORM_TOKEN__";
