/**
 * The browser's side of the lead API (app/modules/leads/README.md): loading the questions and a form
 * token, posting a form, sending and checking an OTP. Every call resolves to what the server said,
 * or to `{ kind: "network" }` when the request never got an answer, so no form can lose a lead silently.
 */
import { catalogueFor } from "#app/i18n/catalogue.ts";
import { DEFAULT_LOCALE, type Locale } from "#app/i18n/locales.ts";
import type { ConceptStage } from "#app/modules/leads/schema/enquiry-schema.ts";
import type { DealerRequirementInputs } from "#app/modules/leads/schema/dealer-questions.ts";
import {
  BOT_CHECK_FIELD,
  FORM_TOKEN_ENDPOINT,
  LOCALE_FIELD,
} from "#app/modules/leads/schema/form-protection.ts";
import type { BotChallenge } from "#app/platform/bot-check/bot-check.ts";

export const LEAD_ENDPOINTS = {
  enquiryQuestions: "/api/arka/conceptHierarchy/list/enquiryrequirements",
  dealerInputs: "/api/arka/dealers/subscription/requirement/inputs/list",
  enquiryCreate: "/api/arka/enquiries/create",
  dealerCreate: "/api/arka/dealers/subscription/create",
  callbackCreate: "/api/arka/callbacks/create",
  otpSend: "/api/communication/sms/send/otp",
  otpVerify: "/api/communication/sms/verify/otp",
  botChallenge: "/api/communication/bot-check/challenge",
  formToken: FORM_TOKEN_ENDPOINT,
} as const;

/** Load failures of the forms (docs/decisions/200, Errors) in a language; English word for word. */
export function loadMessages(locale: Locale = "en") {
  return catalogueFor(locale).forms.load;
}

export type ApiAnswer = {
  status: number;
  message: string;
  data?: { status?: number; response_data?: Record<string, unknown> };
  errors?: Record<string, string>;
};

export type CallOutcome = { kind: "answer"; httpStatus: number; body: ApiAnswer } | { kind: "network" };

/** POSTs the fields as multipart/form-data (as the original did) and reads the JSON answer. */
export async function postForm(url: string, body: FormData): Promise<CallOutcome> {
  let response: Response;
  try {
    response = await fetch(url, { method: "POST", body, headers: { Accept: "application/json" } });
  } catch {
    return { kind: "network" };
  }
  return { kind: "answer", httpStatus: response.status, body: await readBody(response) };
}

async function readBody(response: Response): Promise<ApiAnswer> {
  try {
    const body = (await response.json()) as ApiAnswer;
    if (body && typeof body === "object" && typeof body.message === "string") return body;
  } catch {
    // A proxy's HTML error page, say: fall through to a generic answer.
  }
  return { status: response.status, message: "" };
}

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

/**
 * Posts a lead form. When many leads have come from the visitor's network (a shared mobile address,
 * say), the server first asks for the bot check (record 111): it runs here, unseen, and the form is
 * posted again with its solution. The form token makes the second post the same lead, never two.
 */
export function submitLead(url: string, body: FormData): Promise<CallOutcome> {
  return withBotCheck((botCheck) => {
    if (botCheck) body.set(BOT_CHECK_FIELD, botCheck);
    return postForm(url, body);
  });
}

/**
 * Asks the server to text a code to this phone, running the bot check first when the server wants
 * it (docs/decisions/109: many codes from this network). The server answers in `locale`.
 */
export function sendOtp(phone: string, locale: Locale = "en"): Promise<CallOutcome> {
  return withBotCheck((botCheck) => {
    const body = new FormData();
    body.set("phone_number", phone);
    body.set(LOCALE_FIELD, locale);
    if (botCheck) body.set(BOT_CHECK_FIELD, botCheck);
    return postForm(LEAD_ENDPOINTS.otpSend, body);
  });
}

/** Sends once; if the answer asks for the bot check, solves it (the solver loads only then) and sends again. */
async function withBotCheck(send: (botCheck?: string) => Promise<CallOutcome>): Promise<CallOutcome> {
  const first = await send();
  if (first.kind !== "answer" || first.body.data?.response_data?.bot_check_required !== true) return first;
  const solution = await solveBotCheck();
  return solution ? send(solution) : first;
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

/** Checks a code; a 200 answer carries the verification token. The server answers in `locale`. */
export function verifyOtp(phone: string, code: string, locale: Locale = "en"): Promise<CallOutcome> {
  const body = new FormData();
  body.set("phone_number", phone);
  body.set(LOCALE_FIELD, locale);
  body.set("otp", code);
  return postForm(LEAD_ENDPOINTS.otpVerify, body);
}
