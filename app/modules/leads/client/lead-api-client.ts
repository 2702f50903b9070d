/**
 * What the browser loads from the lead API (app/modules/leads/README.md): the questions, the dealer
 * fields and a form token for a page the server did not render, and a bot-check challenge. The forms
 * themselves post to their route's action (docs/decisions/201). Every load resolves to its data or to
 * the message to show, so a form never waits on a failed request.
 */
import { catalogueFor } from "#app/i18n/catalogue.ts";
import { DEFAULT_LOCALE, type Locale } from "#app/i18n/locales.ts";
import type { ConceptStage } from "#app/modules/leads/schema/enquiry-schema.ts";
import type { DealerRequirementInputs } from "#app/modules/leads/schema/dealer-questions.ts";
import { FORM_TOKEN_ENDPOINT } from "#app/modules/leads/schema/form-protection.ts";
import type { BotChallenge } from "#app/platform/bot-check/bot-check.ts";

const LEAD_ENDPOINTS = {
  enquiryQuestions: "/api/arka/conceptHierarchy/list/enquiryrequirements",
  dealerInputs: "/api/arka/dealers/subscription/requirement/inputs/list",
  botChallenge: "/api/communication/bot-check/challenge",
  formToken: FORM_TOKEN_ENDPOINT,
} as const;

/** Load failures of the forms (docs/decisions/200, Errors) in a language; English word for word. */
export function loadMessages(locale: Locale = "en") {
  return catalogueFor(locale).forms.load;
}

type ApiAnswer = {
  status: number;
  message: string;
  data?: { status?: number; response_data?: Record<string, unknown> };
  errors?: Record<string, string>;
};

/** The enquiry questions, or the catalogue's message (in `locale`) for why they could not be loaded. */
export async function fetchEnquiryQuestions(
  locale: Locale = "en",
): Promise<{ ok: true; questions: ConceptStage[] } | { ok: false; message: string }> {
  const messages = loadMessages(locale);
  try {
    const response = await fetch(LEAD_ENDPOINTS.enquiryQuestions, {
      headers: { Accept: "application/json" },
    });
    if (!response.ok) return { ok: false, message: messages.fetchFailed };
    const body = (await response.json()) as {
      data?: { response_data?: { concept_hierarchy_list?: { concept_stages_list?: unknown } } };
    };
    const list = body.data?.response_data?.concept_hierarchy_list?.concept_stages_list;
    if (!Array.isArray(list) || list.length === 0) return { ok: false, message: messages.noStages };
    return { ok: true, questions: list as ConceptStage[] };
  } catch {
    return { ok: false, message: messages.fetchFailed };
  }
}

/** A fresh form token (for a prerendered page's panel, or after a successful submit). */
export async function fetchFormToken(): Promise<string | undefined> {
  try {
    const response = await fetch(LEAD_ENDPOINTS.formToken, {
      cache: "no-store",
      headers: { Accept: "application/json" },
    });
    if (!response.ok) return undefined;
    const body = (await response.json()) as { data?: { response_data?: { form_token?: unknown } } };
    const token = body.data?.response_data?.form_token;
    return typeof token === "string" ? token : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What a failed load of the dealer field list says (docs/decisions/200, Errors): in English the server's
 * message or the error's text when there is one, else the fallback; in another language its fallback, as both
 * the others are English.
 */
export function dealerLoadFailure(locale: Locale, english?: unknown): string {
  const text = english instanceof Error ? english.message : typeof english === "string" ? english : "";
  return locale === DEFAULT_LOCALE && text ? text : loadMessages(locale).dealerFallback;
}

/** The dealer field list, or the message to show (`dealerLoadFailure`). */
export async function fetchDealerInputs(
  locale: Locale = "en",
): Promise<{ ok: true; inputs: DealerRequirementInputs } | { ok: false; message: string }> {
  try {
    const response = await fetch(LEAD_ENDPOINTS.dealerInputs, { headers: { Accept: "application/json" } });
    const body = (await response.json()) as ApiAnswer;
    const list = body.data?.response_data?.subscription_requirement_input_list;
    if ((response.status === 200 || response.status === 201) && body.status === 200 && list) {
      return { ok: true, inputs: list as DealerRequirementInputs };
    }
    return { ok: false, message: dealerLoadFailure(locale, body.message) };
  } catch (error) {
    return { ok: false, message: dealerLoadFailure(locale, error) };
  }
}

/** Fetches a bot-check challenge and solves it; undefined if either fails (the send answer stands). */
export async function solveBotCheck(): Promise<string | undefined> {
  try {
    const response = await fetch(LEAD_ENDPOINTS.botChallenge, {
      cache: "no-store",
      headers: { Accept: "application/json" },
    });
    const body = (await response.json()) as { data?: { response_data?: BotChallenge } };
    const challenge = body.data?.response_data;
    if (!response.ok || !challenge) return undefined;
    const { solveBotChallenge } = await import("#app/platform/bot-check/bot-check.ts");
    const solution = await solveBotChallenge(challenge);
    return solution ? JSON.stringify(solution) : undefined;
  } catch {
    return undefined;
  }
}
