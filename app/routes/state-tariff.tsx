import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/state-tariff";
import { LinkifiedText } from "#app/components/tariffs/linkified-text.tsx";
import { StateLocator } from "#app/components/tariffs/state-locator.tsx";
import { Rupee, TariffTable } from "#app/components/tariffs/tariff-table.tsx";
import { JsonLd } from "#app/components/ui/json-ld.tsx";
import { breadcrumbJsonLd } from "#app/content/json-ld.ts";
import { errorPageMeta, pageMeta } from "#app/content/meta.ts";
import { findTariffStateName, tariffPath } from "#app/content/tariff-states.ts";
import { billingPeriodOf, mayBeOutdated, tariffBySlug, type SourcedTable } from "#app/content/tariffs.ts";
import stateTariffStyles from "./state-tariff.css?url";
import { Stylesheet } from "#app/components/ui/stylesheet.tsx";

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
  const year = new Date().getFullYear();
  const table = (t: SourcedTable) => ({
    utility: t.utility,
    effective: t.effective,
    sourceUrl: t.source_url,
    slabs: t.slabs,
    notes: t.notes ?? "",
    period: billingPeriodOf(t),
    outdated: mayBeOutdated(t.effective, year),
  });
  return {
    state: { name: state.name, slug: state.slug, urlTitle: state.urlTitle },
    main: table(tariff),
    confidence: tariff.confidence,
    others: (tariff.other_sources ?? []).filter((t) => t.slabs.length > 0).map(table),
  };
}

function rateRange(slabs: { rate: number | null }[]): { low: number; high: number } | undefined {
  const rates = slabs.map((s) => s.rate).filter((r): r is number => r !== null && r > 0);
  if (rates.length === 0) return undefined;
  return { low: Math.min(...rates), high: Math.max(...rates) };
}

function summary(name: string, slabs: { rate: number | null }[]): string {
  const range = rateRange(slabs);
  return range
    ? `Cost per unit of household electricity in ${name}: ₹ ${range.low.toFixed(2)} to ₹ ${range.high.toFixed(2)} by slab, with the source and date, and what a solar roof saves.`
    : `Household electricity tariff in ${name}: no published slab figures found yet, and what a solar roof saves.`;
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  loaderData
    ? pageMeta({
        title: `Solar panels in ${loaderData.state.name}: cost per unit of electricity`,
        description: summary(loaderData.state.name, loaderData.main.slabs),
        path: location.pathname,
      })
    : errorPageMeta();

const PERIOD_WORDS = { month: "a month", "two months": "two months", quarter: "a quarter (three months)" };

export default function StateTariff({ loaderData }: Route.ComponentProps) {
  const { state, main, confidence, others } = loaderData;
  const hasFigures = main.slabs.length > 0;
  const range = rateRange(main.slabs);
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
            <>
              <dl className="tariff-facts">
                <div>
                  <dt>Supplier</dt>
                  <dd>{main.utility}</dd>
                </div>
                <div>
                  <dt>Effective</dt>
                  <dd data-testid="tariff-effective">{main.effective}</dd>
                </div>
                <div>
                  <dt>Source</dt>
                  <dd>
                    <a href={main.sourceUrl} rel="nofollow noopener" className="source-link">
                      {new URL(main.sourceUrl).hostname}
                    </a>
                  </dd>
                </div>
                <div>
                  <dt>Confidence</dt>
                  <dd>{confidence}</dd>
                </div>
              </dl>
              {main.outdated ? (
                <p className="tariff-warning" role="note">
                  These figures come from{" "}
                  {/^not stated/i.test(main.effective) ? "an undated source" : main.effective} and may be
                  outdated. Check your latest bill or your supplier&apos;s current tariff order.
                </p>
              ) : null}
              {main.period !== "month" ? (
                <p className="tariff-warning" role="note">
                  Bills in {state.name} cover {PERIOD_WORDS[main.period]}: the slabs below count the units of
                  one bill, not of one month.
                </p>
              ) : null}
            </>
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
          <TariffTable
            slabs={main.slabs}
            caption={`Household (domestic) tariff in ${state.name}: ${main.utility}`}
            period={main.period}
          />
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

      {hasFigures ? (
        <section className="section container" aria-labelledby="about-figures">
          <h2 id="about-figures">About these figures</h2>
          <p className="tariff-notes">
            <LinkifiedText text={main.notes} />
          </p>
          {others.map((other) => (
            <div key={other.sourceUrl + other.utility} className="tariff-other">
              <h3>{other.utility}</h3>
              <p className="muted">
                Effective: {other.effective}. Source:{" "}
                <a href={other.sourceUrl} rel="nofollow noopener" className="source-link">
                  {new URL(other.sourceUrl).hostname}
                </a>
                {other.outdated ? " (may be outdated)" : ""}
              </p>
              <TariffTable
                slabs={other.slabs}
                caption={`Other source: ${other.utility}`}
                period={other.period}
              />
              {other.notes ? (
                <p className="tariff-notes">
                  <LinkifiedText text={other.notes} />
                </p>
              ) : null}
            </div>
          ))}
        </section>
      ) : null}
      <Stylesheet href={stateTariffStyles} />
    </>
  );
}
