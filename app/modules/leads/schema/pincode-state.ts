/**
 * A pin code of another state than the one chosen (Pune, Maharashtra with 110001) is asked about, not
 * stored without a word (docs/decisions/193). The server decides, from its pin code table: it answers
 * with the question on the pin code field and the pin code in a hidden confirmation field; sent again
 * with that pin code confirmed, the lead is stored with a note for sales (`pincode_other_state`). The
 * browser asks the same question earlier, from the same table, as the pin code is left or the form sent.
 * A pin code the table does not know is never questioned; pin codes near a border can be right.
 */
import type { Locale } from "#app/i18n/locales.ts";
import type { PincodePlace } from "#app/modules/geo/pincode-lookup.ts";
import { stateDisplayName } from "#app/content/tariff-states.ts";
import { validationMessages } from "./field-rules.ts";

/** The hidden field that carries the pin code the visitor was asked about and sends as it is. */
export const PINCODE_CONFIRMED_FIELD = "pincode_confirmed";

export type PincodeStateCheck =
  /** The pin code is in the chosen state, or not in the table. */
  | { kind: "fits" }
  /** Another state's pin code, not yet confirmed: ask. */
  | { kind: "ask"; message: string }
  /** Another state's pin code, sent again as it is: store, with a note for sales. */
  | { kind: "confirmed" };

export function checkPincodeState({
  pincode,
  state,
  place,
  confirmed,
  locale = "en",
}: {
  pincode: string;
  /** The state chosen, as listed (English). */
  state: string;
  /** Where the pin code is, from the pin code table; undefined when the table does not know it. */
  place: PincodePlace | undefined;
  /** What the confirmation field carried ("" when the visitor has not been asked). */
  confirmed: string;
  locale?: Locale;
}): PincodeStateCheck {
  if (!place || !state || place.state.toLowerCase() === state.toLowerCase()) return { kind: "fits" };
  if (confirmed === pincode) return { kind: "confirmed" };
  return {
    kind: "ask",
    message: validationMessages(locale).extra.pincodeOtherState(
      pincode,
      stateDisplayName(place.state, locale),
      stateDisplayName(state, locale),
    ),
  };
}
