/**
 * "Request a call back" (docs/decisions/166): a name, a mobile number and a preferred time, on the contact
 * page, the calculator's result and every tariff page. Isomorphic: the form and the server check it alike.
 */
import * as z from "zod/mini";
import { catalogueFor } from "#app/i18n/catalogue.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { enquiryFieldsFor } from "./enquiry-schema.ts";
import { CALLBACK_SLOTS, type CallbackSlot } from "./callback-slots.ts";
import { fieldErrors, perLocale, textField, validationMessages } from "./field-rules.ts";

export type CallbackDay = "today" | "tomorrow";
/** A choice as posted: `today_morning`, `tomorrow_evening`, … */
export type CallbackChoice = `${CallbackDay}_${CallbackSlot}`;

/** English; every language's in app/languages/<locale>/interface/forms.ts. */
export const CALLBACK_MESSAGES = catalogueFor("en").forms.validation.callback;

const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/**
 * The choices still open at `now`: today's parts of the day not yet over, then all of tomorrow's,
 * labelled in `locale` (the value posted stays `today_morning`, …).
 */
export function callbackChoices(
  now: number,
  locale: Locale = "en",
): { value: CallbackChoice; label: string }[] {
  const text = catalogueFor(locale).forms.callback;
  const hourInIndia = new Date(now + IST_OFFSET_MS).getUTCHours();
  const slots = Object.entries(CALLBACK_SLOTS) as [CallbackSlot, (typeof CALLBACK_SLOTS)[CallbackSlot]][];
  return [
    ...slots
      .filter(([, slot]) => hourInIndia < slot.endsAtHour)
      .map(([key]) => ({ value: `today_${key}` as const, label: text.today(text.slots[key]) })),
    ...slots.map(([key]) => ({ value: `tomorrow_${key}` as const, label: text.tomorrow(text.slots[key]) })),
  ];
}

/** The hour (India time) at which one of today's choices closes; undefined for tomorrow's and junk. */
export function todayClosesAtHour(choice: string): number | undefined {
  const [day, slot] = choice.split("_");
  if (day !== "today" || !slot || !Object.hasOwn(CALLBACK_SLOTS, slot)) return undefined;
  return CALLBACK_SLOTS[slot as CallbackSlot].endsAtHour;
}

/** Whether a choice is still open at `now`: tomorrow's always, today's until its part of the day ends. */
export function callbackChoiceOpen(choice: string, now: number): boolean {
  const closesAt = todayClosesAtHour(choice);
  return closesAt === undefined || new Date(now + IST_OFFSET_MS).getUTCHours() < closesAt;
}

/** The day (YYYY-MM-DD, India time) and part of it a choice names, as of `now`. */
export function callbackWhen(choice: CallbackChoice, now: number): { date: string; slot: CallbackSlot } {
  const [day, slot] = choice.split("_") as [CallbackDay, CallbackSlot];
  const date = new Date(now + IST_OFFSET_MS + (day === "tomorrow" ? 24 * 60 * 60 * 1000 : 0));
  return { date: date.toISOString().slice(0, 10), slot };
}

const CHOICE = /^(today|tomorrow)_(morning|afternoon|evening)$/;

function createCallbackSchema(locale: Locale) {
  const fields = enquiryFieldsFor(locale);
  return z.object({
    name: fields.name,
    phone_number: fields.phone_number,
    campaign_id: fields.campaign_id,
    source: fields.source,
    // Any of the six reads; whether today's is still open is checked against the clock (validateCallback).
    preferred_time: textField([
      { test: (v) => CHOICE.test(v), message: validationMessages(locale).callback.slotRequired },
    ]),
  });
}

/** The call-back request's schema, with its messages in `locale` (built once per language). */
export const callbackSchemaFor = perLocale(createCallbackSchema);

export const callbackSchema = callbackSchemaFor("en");

export type CallbackRequest = {
  name: string;
  phone_number: string;
  campaign_id: string;
  source: string;
  preferred_time: CallbackChoice;
};

/**
 * Checks a call-back request; with `now`, also that the time chosen has not passed (a page left open
 * since the morning still offers "today, morning"): the visitor is asked to choose again rather than a
 * time in the past being stored (docs/decisions/193).
 */
export function validateCallback(
  values: Record<string, unknown>,
  locale: Locale = "en",
  now?: number,
): { ok: true; value: CallbackRequest } | { ok: false; errors: Record<string, string> } {
  const result = callbackSchemaFor(locale).safeParse(values);
  if (!result.success) return { ok: false, errors: fieldErrors(result.error) };
  const value = result.data as CallbackRequest;
  if (now !== undefined && !callbackChoiceOpen(value.preferred_time, now)) {
    return { ok: false, errors: { preferred_time: validationMessages(locale).callback.slotPassed } };
  }
  return { ok: true, value };
}
