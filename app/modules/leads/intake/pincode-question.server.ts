import type { Locale } from "#app/i18n/locales.ts";
import { lookupPincodeOnServer } from "#app/modules/geo/pincode-lookup.server.ts";
import { toText } from "#app/modules/leads/schema/field-rules.ts";
import { checkPincodeState, PINCODE_CONFIRMED_FIELD } from "#app/modules/leads/schema/pincode-state.ts";
import type { LeadFlag } from "./lead-flags.ts";
import type { LeadResult } from "./lead-result.ts";

/**
 * The server's half of the pin code question (schema/pincode-state.ts, docs/decisions/193): a pin code
 * of another state than the one chosen sends the form back with the question on the pin code field and
 * the pin code to confirm; sent again with it, the lead goes on with a note for sales.
 */
export function askAboutPincode(
  value: { pincode: string; state: string },
  fields: Record<string, unknown>,
  locale: Locale,
  lookup = lookupPincodeOnServer,
): { ok: true; flags: LeadFlag[] } | { ok: false; result: LeadResult } {
  const check = checkPincodeState({
    pincode: value.pincode,
    state: value.state,
    place: lookup(value.pincode),
    confirmed: toText(fields[PINCODE_CONFIRMED_FIELD]),
    locale,
  });
  if (check.kind === "fits") return { ok: true, flags: [] };
  if (check.kind === "confirmed") return { ok: true, flags: ["pincode_other_state"] };
  return {
    ok: false,
    result: {
      ok: false,
      reason: "invalid",
      fieldErrors: { pincode: check.message },
      confirm: { [PINCODE_CONFIRMED_FIELD]: value.pincode },
    },
  };
}
