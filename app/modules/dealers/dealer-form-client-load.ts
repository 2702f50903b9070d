/**
 * The dealer form's field list and token as the browser loads them on a client-side navigation to
 * /become-partner (the page shows a spinner meanwhile, seed 000 section 4). A first visit gets them
 * from the server loader instead.
 */
import type { DealerFormLoad } from "./dealer-route.ts";
import {
  DEALER_LOAD_FALLBACK,
  fetchDealerInputs,
  fetchFormToken,
} from "#app/modules/leads/client/lead-api-client.ts";

export async function loadDealerFormInBrowser(): Promise<DealerFormLoad> {
  const [inputs, formToken] = await Promise.all([fetchDealerInputs(), fetchFormToken()]);
  if (!inputs.ok) return inputs;
  if (!formToken) return { ok: false, message: DEALER_LOAD_FALLBACK };
  return { ok: true, inputs: inputs.inputs, formToken };
}
