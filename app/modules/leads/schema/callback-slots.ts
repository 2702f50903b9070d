/**
 * The parts of a working day sales call in (India time). On their own so the console can name a
 * call-back's time without loading the form's rules.
 */
export const CALLBACK_SLOTS = {
  morning: { label: "morning (9 am to 12 noon)", endsAtHour: 12 },
  afternoon: { label: "afternoon (12 noon to 4 pm)", endsAtHour: 16 },
  evening: { label: "evening (4 pm to 7 pm)", endsAtHour: 19 },
} as const;

export type CallbackSlot = keyof typeof CALLBACK_SLOTS;
