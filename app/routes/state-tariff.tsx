import { data } from "react-router";
import type { Route } from "./+types/state-tariff";
import { ComingSoon } from "#app/components/pages/coming-soon.tsx";
import { pageMeta } from "#app/content/meta.ts";
import { findTariffStateName } from "#app/content/tariff-states.ts";

export function loader({ params }: Route.LoaderArgs) {
  const state = findTariffStateName(params.title);
  if (!state) throw data(null, { status: 404 });
  return { state };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  loaderData
    ? pageMeta({
        title: `Electricity tariff in ${loaderData.state.name}`,
        description: `Domestic electricity tariff slabs in ${loaderData.state.name} and what solar saves.`,
        path: location.pathname,
      })
    : [];

export default function StateTariff({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <div className="inner-banner inner-banner--plain">
        <div className="container inner-banner__content">
          <h1 className="inner-banner__heading">{loaderData.state.name}</h1>
        </div>
      </div>
      <ComingSoon what={`The electricity tariff of ${loaderData.state.name}`} />
    </>
  );
}
