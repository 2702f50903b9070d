import { useState, type Dispatch, type SetStateAction } from "react";
import type { Locale } from "#app/i18n/locales.ts";
import { lookupPincode } from "#app/modules/geo/pincode-lookup.ts";
import { checkPincodeState, PINCODE_CONFIRMED_FIELD } from "#app/modules/leads/schema/pincode-state.ts";

export { PINCODE_CONFIRMED_FIELD };

type Asked = { pincode: string; state: string; message: string };

/**
 * The browser's half of the pin code question (docs/decisions/193): a pin code of another state than
 * the one chosen is asked about as the pin code is left, the state changed, or the form sent, from the
 * same pin code table as the server's. A send it stops puts the pin code in the form's confirmation field
 * (`confirm`), so sending the form again as it is keeps it (the server then notes it for sales). The
 * question shown as the box is left confirms nothing: the tap on Send that leaves the box would otherwise
 * send the form with a question the visitor never saw. A correct form, or a pin code the table does not
 * know, is never held up. The question shows while the pin code and the state are the ones asked about.
 */
export function usePincodeQuestion(
  /** The form's values by field name (pincode, state and the confirmation field among them). */
  values: Record<string, string | undefined>,
  setValues: Dispatch<SetStateAction<Record<string, string>>>,
  locale: Locale,
) {
  const pincode = values.pincode ?? "";
  const state = values.state ?? "";
  const confirmed = values[PINCODE_CONFIRMED_FIELD] ?? "";
  const confirm = (pin: string) => setValues((current) => ({ ...current, [PINCODE_CONFIRMED_FIELD]: pin }));
  const [asked, setAsked] = useState<Asked>();
  async function askAbout(pin: string, chosenState: string, stopsASend: boolean): Promise<boolean> {
    if (!/^[1-9]\d{5}$/.test(pin) || !chosenState) return false;
    const check = checkPincodeState({
      pincode: pin,
      state: chosenState,
      place: await lookupPincode(pin),
      confirmed: "",
      locale,
    });
    if (check.kind !== "ask") return false;
    setAsked({ pincode: pin, state: chosenState, message: check.message });
    if (stopsASend) confirm(pin);
    return true;
  }
  return {
    /** The question to show on the pin code field, if any. */
    question: asked && asked.pincode === pincode && asked.state === state ? asked.message : undefined,
    /** As the pin code is left or the state changes (with the new state). */
    askAbout: (chosenState = state) => void askAbout(pincode, chosenState, false),
    /** Before sending: false when the question was only now asked (the form stops to show it). */
    readyToSend: async () => confirmed === pincode || !(await askAbout(pincode, state, true)),
  };
}

/** Puts the focus on a form's pin code box, where the question is shown. */
export function focusPincode(form: HTMLFormElement | null) {
  requestAnimationFrame(() => form?.querySelector<HTMLInputElement>('input[name="pincode"]')?.focus());
}
