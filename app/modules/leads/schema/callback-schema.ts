/**
 * "Request a call back" (issue 13): a name, a mobile number and a preferred time, on the contact page,
 * the calculator's result and every tariff page. Isomorphic: the form and the server check it alike.
 */
import * as z from "zod/mini";
import { enquiryFields } from "./enquiry-schema.ts";
import { CALLBACK_SLOTS, type CallbackSlot } from "./callback-slots.ts";
import { fieldErrors, textField } from "./field-rules.ts";

export type CallbackDay = "today" | "tomorrow";
/** A choice as posted: `today_morning`, `tomorrow_evening`, … */
export type CallbackChoice = `${CallbackDay}_${CallbackSlot}`;

export const CALLBACK_MESSAGES = {
  slotRequired: "Please choose when we should call",
} as const;

const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/** The choices still open at `now`: today's parts of the day not yet over, then all of tomorrow's. */
export function callbackChoices(now: number): { value: CallbackChoice; label: string }[] {
  const hourInIndia = new Date(now + IST_OFFSET_MS).getUTCHours();
  const slots = Object.entries(CALLBACK_SLOTS) as [CallbackSlot, (typeof CALLBACK_SLOTS)[CallbackSlot]][];
  return [
    ...slots
      .filter(([, slot]) => hourInIndia < slot.endsAtHour)
      .map(([key, slot]) => ({ value: `today_${key}` as const, label: `Today, ${slot.label}` })),
    ...slots.map(([key, slot]) => ({ value: `tomorrow_${key}` as const, label: `Tomorrow, ${slot.label}` })),
  ];
}

/** The day (YYYY-MM-DD, India time) and part of it a choice names, as of `now`. */
export function callbackWhen(choice: CallbackChoice, now: number): { date: string; slot: CallbackSlot } {
  const [day, slot] = choice.split("_") as [CallbackDay, CallbackSlot];
  const date = new Date(now + IST_OFFSET_MS + (day === "tomorrow" ? 24 * 60 * 60 * 1000 : 0));
  return { date: date.toISOString().slice(0, 10), slot };
}

const CHOICE = /^(today|tomorrow)_(morning|afternoon|evening)$/;

export const callbackSchema = z.object({
  name: enquiryFields.name,
  phone_number: enquiryFields.phone_number,
  campaign_id: enquiryFields.campaign_id,
  source: enquiryFields.source,
  // Any of the six is accepted: a page loaded before noon may still offer "today, morning".
  preferred_time: textField([{ test: (v) => CHOICE.test(v), message: CALLBACK_MESSAGES.slotRequired }]),
});

export type CallbackRequest = {
  name: string;
  phone_number: string;
  campaign_id: string;
  source: string;
  preferred_time: CallbackChoice;
};

export function validateCallback(
  values: Record<string, unknown>,
): { ok: true; value: CallbackRequest } | { ok: false; errors: Record<string, string> } {
  const result = callbackSchema.safeParse(values);
  return result.success
    ? { ok: true, value: result.data as CallbackRequest }
    : { ok: false, errors: fieldErrors(result.error) };
}
