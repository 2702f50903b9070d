import { useEffect, useRef, useState } from "react";
import { redirect } from "react-router";
import type { Route } from "./+types/solar-calculator";
import { InnerBanner } from "#app/components/layout/inner-banner.tsx";
import { CircularSlider } from "#app/components/ui/circular-slider.tsx";
import { RangeField } from "#app/components/ui/range-field.tsx";
import { bannerHeading } from "#app/content/banners.ts";
import { pageMeta } from "#app/content/meta.ts";
import { sortByStateDisplayName, stateDisplayName } from "#app/content/tariff-states.ts";
import {
  INPUT_LIMITS,
  PRODUCT_IDS,
  PROPERTY_TYPES,
  YEARS,
  type NumericInput,
} from "#app/modules/calculator/catalogue.ts";
import { buildEstimate } from "#app/modules/calculator/estimate.ts";
import { quoteHref } from "#app/modules/calculator/estimate-summary.ts";
import { formatWhole } from "#app/modules/calculator/format.ts";
import { shownFigures } from "#app/modules/calculator/shown-figures.ts";
import { isAboveMaximum, parseTypedInput } from "#app/modules/calculator/parse-input.ts";
import { applyFormSubmission, resetForProduct } from "#app/modules/calculator/form-rules.ts";
import {
  calculatorQueryString,
  parseCalculatorQuery,
  type CalculatorQuery,
} from "#app/modules/calculator/query.ts";
import { cubeScale, type SliderScale } from "#app/modules/calculator/slider-scale.ts";
import { findRegion, type CalculatorRegion } from "#app/modules/calculator/region.ts";
import { calculatorRegions } from "#app/modules/calculator/regions.server.ts";
import { ChoiceGroup } from "./solar-calculator/choice-group.tsx";
import { EstimateExtras } from "./solar-calculator/estimate-extras.tsx";
import { LoanFields, LoanResult } from "./solar-calculator/loan-estimate.tsx";
import { useEditsBeforeHydration } from "./solar-calculator/edits-before-hydration.ts";
import { CallbackForm } from "#app/components/forms/callback-form.tsx";
import formsStyles from "#app/components/forms/forms.css?url";
import solarCalculatorStyles from "./solar-calculator/solar-calculator.css?url";
import { Stylesheet } from "#app/components/ui/stylesheet.tsx";
import { catalogueFor } from "#app/i18n/catalogue.ts";
import { localeFromPath, localizedPath } from "#app/i18n/locales.ts";
import { SHOWN_QUERY_FIELD } from "#app/html/language-switch.ts";
import { useCatalogue, useLocale, useLocalizedPath } from "#app/i18n/use-locale.ts";

/**
 * Hidden field of the no-JavaScript form: the query the page showed, so the server can apply the rules the
 * enhanced page applies as you type (a product change resets; a value above the maximum is ignored).
 * The language switch reads it too (app/html/language-switch.ts).
 */
const SHOWN_QUERY_KEY = SHOWN_QUERY_FIELD;
/** How long the URL waits for typing to pause before it is rewritten (no history entry is added). */
const URL_UPDATE_DELAY_MS = 300;
/** Screen readers hear the new estimate once changes pause, not on every slider step. */
const ANNOUNCE_DELAY_MS = 1000;

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const params = url.searchParams;
  const slugs = calculatorRegions.map((r) => r.slug);
  const shown = params.get(SHOWN_QUERY_KEY);
  if (shown !== null) {
    // A submission of the no-JavaScript form: apply the calculator's rules against the page it came from,
    // then land on the clean, shareable URL at the results.
    const next = applyFormSubmission(shown, params, slugs);
    const path = `/solar-calculator?${calculatorQueryString(next)}#results`;
    throw redirect(localizedPath(path, localeFromPath(url.pathname)));
  }
  return { query: parseCalculatorQuery(params, slugs), regions: calculatorRegions };
}

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeFromPath(location.pathname);
  return pageMeta({
    title: bannerHeading("solar-calculator", locale),
    description: catalogueFor(locale).calculator.meta.description,
    path: "/solar-calculator",
    locale,
  });
};

export default function SolarCalculator({ loaderData }: Route.ComponentProps) {
  // A new loader result (a link to another estimate) starts the calculator afresh from it.
  return (
    <>
      <Stylesheet href={solarCalculatorStyles} />
      <Calculator
        key={calculatorQueryString(loaderData.query)}
        initial={loaderData.query}
        regions={loaderData.regions}
      />
    </>
  );
}

/** The three number fields, in the form's order; their words are in the calculator catalogue. */
const NUMERIC_FIELDS: readonly NumericInput[] = ["bill", "units", "area"];
/** The rupee sign goes before the bill's box; the other units after theirs. */
const UNIT_BEFORE: Partial<Record<NumericInput, boolean>> = { bill: true };

const sliderScales: Record<NumericInput, SliderScale> = {
  bill: cubeScale(INPUT_LIMITS.bill.max),
  units: cubeScale(INPUT_LIMITS.units.max),
  area: cubeScale(INPUT_LIMITS.area.max),
};

function Calculator({
  initial,
  regions,
}: {
  initial: CalculatorQuery;
  regions: readonly CalculatorRegion[];
}) {
  const locale = useLocale();
  const text = useCatalogue().calculator;
  const localized = useLocalizedPath();
  const [query, setQuery] = useState(initial);
  const formRef = useRef<HTMLFormElement>(null);
  useEditsBeforeHydration(
    formRef,
    calculatorQueryString(initial),
    regions.map((r) => r.slug),
    sliderScales,
    setQuery,
  );
  const region = findRegion(regions, query.state);
  const estimate = buildEstimate(query, region);
  const figures = shownFigures(estimate, locale);
  const queryString = calculatorQueryString(query);

  // Keep the URL in step so the estimate can be shared or bookmarked; replaceState adds no history
  // entries and starts no navigation, so no loader runs (docs/decisions/141-solar-calculator-url-state.md).
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const url = `${window.location.pathname}?${queryString}${window.location.hash}`;
      window.history.replaceState(window.history.state, "", url);
    }, URL_UPDATE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [queryString]);

  const summary = text.results.announcement(
    figures["result-size"],
    figures["result-price"],
    query.years,
    figures["result-savings"],
    figures["loan-emi"],
  );
  const announcement = useAnnouncement(summary);

  const update = (change: Partial<CalculatorQuery>) => setQuery((current) => ({ ...current, ...change }));

  return (
    <>
      <InnerBanner pageKey="solar-calculator" />
      <section className="section calculator" aria-labelledby="calculator-heading">
        <div className="container calculator__layout">
          <form
            ref={formRef}
            className="calculator__form card"
            method="get"
            action={localized("/solar-calculator")}
            onSubmit={(event) => {
              // Results follow every change already; Enter in a box should not reload the page.
              event.preventDefault();
              document.getElementById("results")?.scrollIntoView({ block: "start" });
            }}
          >
            <h2 id="calculator-heading">{text.form.heading}</h2>
            <input type="hidden" name={SHOWN_QUERY_KEY} value={queryString} />

            <ChoiceGroup
              legend={text.form.product}
              name="product"
              options={PRODUCT_IDS}
              labels={text.form.productNames}
              checked={query.product}
              onChoose={(id) => setQuery((current) => resetForProduct(current, id))}
            />

            <ChoiceGroup
              legend={text.form.propertyType}
              name="type"
              options={PROPERTY_TYPES}
              labels={text.form.propertyTypeNames}
              checked={query.propertyType}
              onChoose={(type) => update({ propertyType: type })}
            />

            {NUMERIC_FIELDS.map((key) => {
              const { max } = INPUT_LIMITS[key];
              const field = text.form.fields[key];
              return (
                <RangeField
                  key={key}
                  name={key}
                  label={field.label}
                  unit={field.unit}
                  unitBefore={UNIT_BEFORE[key]}
                  sliderLabel={text.form.slider(field.label)}
                  limitsText={text.form.limits("0", formatWhole(max))}
                  scale={sliderScales[key]}
                  value={query[key]}
                  max={max}
                  onValueChange={(value) => update({ [key]: value })}
                  parseText={(text) =>
                    isAboveMaximum(text, max) ? null : parseTypedInput(text, max, query[key])
                  }
                  hint={
                    key === "units" && estimate.unitsEstimatedFrom ? (
                      <span className="range-field__estimate">
                        {text.form.unitsEstimated.before}
                        <strong>{formatWhole(estimate.unitsUsed)}</strong>
                        {text.form.unitsEstimated.after}
                      </span>
                    ) : null
                  }
                />
              );
            })}

            <div className="years-field">
              <span className="range-field__label" id="years-label">
                {text.form.yearsLabel}
              </span>
              <div className="js-only">
                <CircularSlider
                  labelledBy="years-label"
                  min={YEARS.min}
                  max={YEARS.max}
                  value={query.years}
                  onChange={(years) => update({ years })}
                  valueText={text.years}
                  unitLabel={text.yearsUnit(query.years)}
                />
              </div>
              {/* Without JavaScript the dial cannot turn: a number box stands in (hidden once scripts run). */}
              <input
                className="no-js-only years-field__number"
                type="number"
                name="years"
                min={YEARS.min}
                max={YEARS.max}
                defaultValue={query.years}
                aria-labelledby="years-label"
              />
              <p className="muted range-field__limits">
                {text.form.limits(String(YEARS.min), String(YEARS.max))}
              </p>
            </div>

            <div className="state-field">
              <label className="range-field__label" htmlFor="calculator-state">
                {text.form.stateLabel}
              </label>
              <select
                id="calculator-state"
                name="state"
                value={query.state}
                aria-describedby="calculator-state-hint"
                onChange={(event) => update({ state: event.currentTarget.value })}
              >
                <option value="">{text.form.statePlaceholder}</option>
                {sortByStateDisplayName(regions, (r) => r.name, locale).map((r) => (
                  <option key={r.slug} value={r.slug}>
                    {stateDisplayName(r.name, locale)}
                  </option>
                ))}
              </select>
              <p className="muted range-field__limits" id="calculator-state-hint">
                {text.form.stateHint}
              </p>
            </div>

            <LoanFields query={query} onChange={update} />

            <button type="submit" className="button button--primary no-js-only">
              {text.form.submit}
            </button>
          </form>

          <div className="calculator__results" id="results" tabIndex={-1}>
            <h2>{text.results.heading}</h2>
            <p className="visually-hidden" aria-live="polite" aria-atomic="true">
              {announcement}
            </p>
            <dl className="result-grid">
              <ResultBox label={text.results.size} value={figures["result-size"]} testId="result-size" />
              <ResultBox
                label={text.results.output}
                value={figures["result-output"]}
                testId="result-output"
              />
              <ResultBox label={text.results.price} value={figures["result-price"]} testId="result-price" />
              <ResultBox
                label={text.results.savings(query.years)}
                value={figures["result-savings"]}
                testId="result-savings"
                highlight
              />
            </dl>
            {estimate.result.sizeKw === 0 ? <p className="muted">{text.results.empty}</p> : null}
            <LoanResult estimate={estimate} figures={figures} />
            <a
              className="button button--primary calculator__quote"
              href={localized(quoteHref(query))}
              data-testid="quote-link"
            >
              {text.results.quote}
            </a>
          </div>
        </div>
      </section>
      <section className="section container" aria-label={text.results.contactSection}>
        <CallbackForm />
      </section>
      <EstimateExtras query={query} estimate={estimate} figures={figures} region={region} />
      <Stylesheet href={formsStyles} />
    </>
  );
}

/** The text for a polite live region: `message` once it has stayed the same for a moment, after the first change. */
function useAnnouncement(message: string): string {
  const [announced, setAnnounced] = useState("");
  const first = useRef(message);
  useEffect(() => {
    if (message === first.current) return;
    const timer = window.setTimeout(() => setAnnounced(message), ANNOUNCE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [message]);
  return announced;
}

function ResultBox({
  label,
  value,
  testId,
  highlight = false,
}: {
  label: string;
  value: string;
  testId: string;
  highlight?: boolean;
}) {
  return (
    <div className={highlight ? "result-box result-box--highlight" : "result-box"}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}
