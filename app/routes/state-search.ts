import { redirect } from "react-router";
import type { Route } from "./+types/state-search";
import { findTariffStateName } from "#app/content/tariff-states.ts";

/**
 * The home page's state search without JavaScript: a GET form lands here and is sent on to the
 * state's tariff page, or back to the search when no state was chosen.
 */
export function loader({ request }: Route.LoaderArgs) {
  const state = new URL(request.url).searchParams.get("state") ?? "";
  const record = state ? findTariffStateName(state) : undefined;
  if (!record) return redirect("/#state-search");
  return redirect(`/solar-panels/${record.urlTitle}`);
}
