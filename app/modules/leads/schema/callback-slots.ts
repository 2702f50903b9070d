import { forms } from "#app/languages/en/interface/forms.ts";

/**
 * The parts of a working day sales call in (India time). On their own so the console can name a
 * call-back's time without loading the form's rules. Labels in English (sales and the console); the
 * form shows them in its page's language (app/languages/<locale>/interface/forms.ts `callback.slots`).
 */
export const CALLBACK_SLOTS = {
  morning: { label: forms.callback.slots.morning, endsAtHour: 12 },
  afternoon: { label: forms.callback.slots.afternoon, endsAtHour: 16 },
  evening: { label: forms.callback.slots.evening, endsAtHour: 19 },
} as const;

export type CallbackSlot = keyof typeof CALLBACK_SLOTS;
