/**
 * The dealer form's field list and token as the browser loads them on a client-side navigation to
 * /become-partner (the page shows a spinner meanwhile, docs/decisions/200, Forms). A first visit gets them
 * from the server loader instead.
 */
import type { DealerFormLoad } from "./dealer-route.ts";
import type { Locale } from "#app/i18n/locales.ts";
import {
  fetchDealerInputs,
  fetchFormToken,
  loadMessages,
} from "#app/modules/leads/client/lead-api-client.ts";

export async function loadDealerFormInBrowser(locale: Locale = "en"): Promise<DealerFormLoad> {
  const [inputs, formToken] = await Promise.all([fetchDealerInputs(locale), fetchFormToken()]);
  if (!inputs.ok) return inputs;
  if (!formToken) return { ok: false, message: loadMessages(locale).dealerFallback };
  return { ok: true, inputs: inputs.inputs, formToken };
}
