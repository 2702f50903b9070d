import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/state-tariff";
import { StateLocator } from "#app/components/tariffs/state-locator.tsx";
import {
  CurrentTariffTables,
  EarlierTariffs,
  TariffNotes,
  TariffSummary,
} from "#app/components/tariffs/tariff-figures.tsx";
import { Rupee } from "#app/components/tariffs/tariff-table.tsx";
import { JsonLd } from "#app/components/ui/json-ld.tsx";
import { breadcrumbJsonLd } from "#app/content/json-ld.ts";
import { errorPageMeta, pageMeta } from "#app/content/meta.ts";
import { findTariffStateName, tariffPath } from "#app/content/tariff-states.ts";
import { tariffPageView } from "#app/content/tariff-page.ts";
import { tariffBySlug } from "#app/content/tariffs.ts";
import stateTariffStyles from "./state-tariff.css?url";
import { Stylesheet } from "#app/components/ui/stylesheet.tsx";
import { CallbackForm } from "#app/components/forms/callback-form.tsx";
import formsStyles from "#app/components/forms/forms.css?url";

/**
 * A state's tariff page, rendered from the URL alone (prerendered for every state), so it works when
 * opened directly, unlike the original which needed navigation state.
 */
export function loader({ params }: Route.LoaderArgs) {
  const state = findTariffStateName(params.title);
  const tariff = state && tariffBySlug(state.slug);
  if (!state || !tariff) throw data(null, { status: 404 });
  // Aliases and other letter cases lead to the one canonical address.
  if (params.title !== state.urlTitle) throw redirect(tariffPath(state), 301);
  return {
    state: { name: state.name, slug: state.slug, urlTitle: state.urlTitle },
    view: tariffPageView(tariff, new Date().getFullYear()),
  };
}

function summary(name: string, view: Route.ComponentProps["loaderData"]["view"]): string {
  const range = view.rateRange;
  return range && view.current
    ? `Cost per unit of household electricity in ${name} (${view.current.effective}): ₹ ${range.low.toFixed(2)} to ₹ ${range.high.toFixed(2)} by slab, with the source, and what a solar roof saves.`
    : `Household electricity tariff in ${name}: no published slab figures found yet, and what a solar roof saves.`;
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  loaderData
    ? pageMeta({
        title: `Solar panels in ${loaderData.state.name}: cost per unit of electricity`,
        description: summary(loaderData.state.name, loaderData.view),
        path: location.pathname,
      })
    : errorPageMeta();

export default function StateTariff({ loaderData }: Route.ComponentProps) {
  const { state, view } = loaderData;
  const hasFigures = view.current !== null;
  const range = view.rateRange;
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([{ name: `Solar panels in ${state.name}`, path: tariffPath(state) }])} />
      <div className="inner-banner inner-banner--plain">
        <div className="container inner-banner__content">
          <p className="tariff-banner__kicker">Electricity tariff and solar savings</p>
          <h1 className="inner-banner__heading">Solar panels in {state.name}</h1>
        </div>
      </div>

      <section className="section container tariff-intro" aria-labelledby="tariff-subtitle">
        <StateLocator slug={state.slug} name={state.name} />
        <div>
          <h2 id="tariff-subtitle" className="tariff-subtitle">
            Given below is the cost per unit electricity in <span>{state.name}</span>
          </h2>
          {hasFigures ? (
            <TariffSummary stateName={state.name} view={view} />
          ) : (
            <p className="tariff-warning" role="note" data-testid="no-figures">
              We could not find published household tariff figures for {state.name}, so none are shown here.
              Your electricity bill shows the rate you pay; the solar calculator can work from it.
            </p>
          )}
        </div>
      </section>

      {hasFigures ? (
        <section className="section container" aria-label={`Tariff slabs in ${state.name}`}>
          <CurrentTariffTables stateName={state.name} view={view} />
        </section>
      ) : null}

      {view.notes.length > 0 ? (
        <section className="section container" aria-labelledby="bill-notes">
          <h2 id="bill-notes">What else is on a bill in {state.name}</h2>
          <TariffNotes view={view} />
        </section>
      ) : null}

      <section className="section section--warm" aria-labelledby="why-solar">
        <div className="container prose">
          <h2 id="why-solar">Why a solar roof pays in {state.name}</h2>
          {range ? (
            <p>
              Households in {state.name} pay from <Rupee /> {range.low.toFixed(2)} up to <Rupee />{" "}
              {range.high.toFixed(2)} for a unit of electricity, and the rate climbs as consumption crosses
              each slab. Every unit a solar roof makes is a unit you do not buy at your highest slab, so the
              saving is largest for the homes that use the most.
            </p>
          ) : (
            <p>
              Whatever the tariff in {state.name}, every unit a solar roof makes is a unit you do not buy from
              the grid, and the sun shines on most days of the year across India.
            </p>
          )}
          <p>
            Arka&apos;s integrated solar roof is the roof itself: solar cells bonded to a fibre-cement board
            that keeps out rain and heat. In {state.name}, as anywhere in India, that means one purchase for
            the roof and the power plant, a cooler room under it, and a system that typically pays for itself
            in about three and a half years.
          </p>
          <p>
            <Link className="button button--primary" to="/solar-calculator">
              Estimate your savings
            </Link>
          </p>
        </div>
      </section>

      <section className="section container" aria-label="Talk to our team">
        <CallbackForm />
      </section>

      {view.earlier.length > 0 ? (
        <section className="section container" aria-labelledby="earlier-tariffs">
          <h2 id="earlier-tariffs">Earlier tariffs in {state.name}</h2>
          <p className="muted">Replaced by the tariff above; kept so you can see how the rates have moved.</p>
          <EarlierTariffs view={view} />
        </section>
      ) : null}
      <Stylesheet href={stateTariffStyles} />
      <Stylesheet href={formsStyles} />
    </>
  );
}
