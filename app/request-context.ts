import { createContext, data, RouterContextProvider } from "react-router";
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

/** The context React Router hands the loaders and actions of one request. */
export function routerContextFor(request: RequestContext): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestContext, request);
  return context;
}

/** What a loader or action that needs the server answers when it runs without one (503). */
const UNAVAILABLE = {
  console: "The console is not available.",
  leads: "The lead service is not available",
} as const;

/**
 * This request's context, for loaders and actions that only work with the server behind them: absent
 * (a prerender at build time), they answer 503 with the service's message.
 */
export function requestFrom(
  context: Readonly<RouterContextProvider>,
  service: keyof typeof UNAVAILABLE,
): RequestContext {
  const ctx = context.get(requestContext);
  if (!ctx) throw data({ message: UNAVAILABLE[service] }, { status: 503 });
  return ctx;
}

/** This request's context, or undefined while prerendering: for pages that render at build time too. */
export function optionalRequestFrom(context: Readonly<RouterContextProvider>): RequestContext | undefined {
  return context.get(requestContext) ?? undefined;
}

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
