import { redirect } from "react-router";
import type { Route } from "./+types/state-search";
import { findTariffStateName } from "#app/content/tariff-states.ts";
import { localeFromPath, localizedPath } from "#app/i18n/locales.ts";

/**
 * The home page's state search without JavaScript: a GET form lands here and is sent on to the
 * state's tariff page, or back to the search when no state was chosen.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const state = url.searchParams.get("state") ?? "";
  const record = state ? findTariffStateName(state) : undefined;
  if (!record) return redirect(localizedPath("/#state-search", locale));
  return redirect(localizedPath(`/solar-panels/${record.urlTitle}`, locale));
}
