import { Fragment } from "react";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/state-tariff";
import { StateLocator } from "#app/components/tariffs/state-locator.tsx";
import {
  CurrentTariffTables,
  EarlierTariffs,
  TariffNotes,
  TariffReview,
  TariffSummary,
} from "#app/components/tariffs/tariff-figures.tsx";
import { Rupee } from "#app/components/tariffs/tariff-table.tsx";
import { JsonLd } from "#app/components/ui/json-ld.tsx";
import { claimFigures } from "#app/content/claims.ts";
import { breadcrumbJsonLd } from "#app/content/json-ld.ts";
import { errorPageMeta, pageMeta } from "#app/content/meta.ts";
import { findTariffStateName, stateDisplayName, tariffPath } from "#app/content/tariff-states.ts";
import { isoDateInIndia } from "#app/content/review-dates.ts";
import { tariffPageView } from "#app/content/tariff-page.ts";
import { tariffBySlug } from "#app/content/tariffs.ts";
import { catalogueFor } from "#app/i18n/catalogue.ts";
import { localeFromPath, localizedPath } from "#app/i18n/locales.ts";
import { useCatalogue, useLocale, useLocalizedPath } from "#app/i18n/use-locale.ts";
import stateTariffStyles from "./state-tariff.css?url";
import { Stylesheet } from "#app/components/ui/stylesheet.tsx";
import { CallbackForm } from "#app/components/forms/callback-form.tsx";
import formsStyles from "#app/components/forms/forms.css?url";

/**
 * A state's tariff page, rendered from the URL alone (prerendered for every state), so it works when
 * opened directly, unlike the original which needed navigation state. /hi/... and /te/... show the same
 * figures with the words in the page's language.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const state = findTariffStateName(params.title);
  const tariff = state && tariffBySlug(state.slug);
  if (!state || !tariff) throw data(null, { status: 404 });
  // Aliases and other letter cases lead to the one canonical address, in the same language.
  if (params.title !== state.urlTitle) throw redirect(localizedPath(tariffPath(state), locale), 301);
  return {
    state: {
      name: state.name,
      displayName: stateDisplayName(state.name, locale),
      slug: state.slug,
      urlTitle: state.urlTitle,
    },
    // Prerendered pages are as of the build: the page also prints its review-by date (docs/decisions/190).
    view: tariffPageView(tariff, isoDateInIndia(Date.now()), locale),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const locale = localeFromPath(location.pathname);
  if (!loaderData) return errorPageMeta(true, locale);
  const text = catalogueFor(locale).tariffs.page;
  const { state, view } = loaderData;
  const name = state.displayName;
  const range = view.rateRange;
  return pageMeta({
    title: text.metaTitle(name),
    description:
      range && view.current
        ? text.metaDescription(name, view.current.effective, range.low.toFixed(2), range.high.toFixed(2))
        : text.metaDescriptionNoFigures(name),
    path: tariffPath(state),
    locale,
  });
};

/** A sentence with each "₹" drawn by <Rupee /> (a system font; see tariff-table.tsx). */
function withRupees(sentence: string) {
  return sentence.split("₹").map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? <Rupee /> : null}
      {part}
    </Fragment>
  ));
}

export default function StateTariff({ loaderData }: Route.ComponentProps) {
  const { state, view } = loaderData;
  const locale = useLocale();
  const text = useCatalogue().tariffs.page;
  const to = useLocalizedPath();
  const name = state.displayName;
  const hasFigures = view.current !== null;
  const range = view.rateRange;
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([{ name: text.heading(name), path: tariffPath(state) }], locale)} />
      <div className="inner-banner inner-banner--plain">
        <div className="container inner-banner__content">
          <p className="tariff-banner__kicker">{text.kicker}</p>
          <h1 className="inner-banner__heading">{text.heading(name)}</h1>
        </div>
      </div>

      <section className="section container tariff-intro" aria-labelledby="tariff-subtitle">
        <StateLocator slug={state.slug} name={name} locale={locale} />
        <div>
          <h2 id="tariff-subtitle" className="tariff-subtitle">
            {text.subtitleBefore}
            <span>{name}</span>
            {text.subtitleAfter}
          </h2>
          {hasFigures ? (
            <TariffSummary stateName={name} view={view} locale={locale} />
          ) : (
            <p className="tariff-warning" role="note" data-testid="no-figures">
              {text.noFigures(name)}
            </p>
          )}
          <TariffReview view={view} locale={locale} />
        </div>
      </section>

      {hasFigures ? (
        <section className="section container" aria-label={text.slabsLabel(name)}>
          <CurrentTariffTables stateName={name} view={view} locale={locale} />
        </section>
      ) : null}

      {view.notes.length > 0 ? (
        <section className="section container" aria-labelledby="bill-notes">
          <h2 id="bill-notes">{text.billNotesHeading(name)}</h2>
          <TariffNotes view={view} locale={locale} />
        </section>
      ) : null}

      <section className="section section--warm" aria-labelledby="why-solar">
        <div className="container prose">
          <h2 id="why-solar">{text.whySolarHeading(name)}</h2>
          {range ? (
            <p>{withRupees(text.whySolarRange(name, range.low.toFixed(2), range.high.toFixed(2)))}</p>
          ) : (
            <p>{text.whySolarNoRange(name)}</p>
          )}
          <p>{text.arkaRoof(name, claimFigures.paybackFromYears, claimFigures.paybackToYears)}</p>
          <p>
            <Link className="button button--primary" to={to("/solar-calculator")}>
              {text.estimateSavings}
            </Link>
          </p>
        </div>
      </section>

      <section className="section container" aria-label={text.talkToTeam}>
        <CallbackForm />
      </section>

      {view.earlier.length > 0 ? (
        <section className="section container" aria-labelledby="earlier-tariffs">
          <h2 id="earlier-tariffs">{text.earlierHeading(name)}</h2>
          <p className="muted">{text.earlierIntro}</p>
          <EarlierTariffs view={view} locale={locale} />
        </section>
      ) : null}
      <Stylesheet href={stateTariffStyles} />
      <Stylesheet href={formsStyles} />
    </>
  );
}
