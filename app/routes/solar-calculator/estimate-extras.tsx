import type { ReactNode } from "react";
import { ColumnChart } from "#app/components/ui/column-chart.tsx";
import { formatLongDate } from "#app/content/format.ts";
import { stateDisplayName } from "#app/content/tariff-states.ts";
import { GRID_EMISSION_FACTOR } from "#app/modules/calculator/emissions.ts";
import type { Estimate } from "#app/modules/calculator/estimate.ts";
import { formatKwp, formatRupees, formatWhole } from "#app/modules/calculator/format.ts";
import type { CalculatorQuery } from "#app/modules/calculator/query.ts";
import type { CalculatorRegion } from "#app/modules/calculator/region.ts";
import {
  SCHEME_COST_BASIS,
  schemeBenchmarkPerKw,
  SUBSIDY_DATES,
  SUBSIDY_SOURCE,
  subsidyRates,
  type SubsidyOutcome,
} from "#app/modules/calculator/subsidy.ts";
import type { ShownFigures } from "#app/modules/calculator/shown-figures.ts";
import { site } from "#app/content/site.ts";
import { useCatalogue, useLocale } from "#app/i18n/use-locale.ts";

/** When the grid emission factor was written down (the dated facts list it for review: record 190). */
const EMISSION_FACTOR_CHECKED_ON = "2026-11-22";

/**
 * The help beyond the specified calculator: units from the state's tariff, the central subsidy,
 * CO2 avoided and the savings year by year. Each is labelled an estimate, with its source and date.
 */
export function EstimateExtras({
  query,
  estimate,
  figures,
  region,
}: {
  query: CalculatorQuery;
  estimate: Estimate;
  /** The estimate's figures as the page shows them (shown-figures.ts). */
  figures: ShownFigures;
  region: CalculatorRegion | undefined;
}) {
  const locale = useLocale();
  const text = useCatalogue().calculator.extras;
  return (
    <section className="section section--warm estimate-extras" aria-labelledby="extras-heading">
      <div className="container">
        <h2 id="extras-heading">{text.heading}</h2>
        <p className="muted">{text.intro}</p>
        <div className="extras-grid">
          <UnitsCard query={query} estimate={estimate} figures={figures} region={region} />
          <SubsidyCard query={query} estimate={estimate} figures={figures} region={region} />
          <article className="card extra-card" aria-labelledby="co2-heading">
            <h3 id="co2-heading">
              {text.co2.heading} <EstimateTag />
            </h3>
            <dl className="extra-figures">
              <div>
                <dt>{text.co2.perYear}</dt>
                <dd data-testid="co2-year">{figures["co2-year"]}</dd>
              </div>
              <div>
                <dt>{text.co2.over(query.years)}</dt>
                <dd data-testid="co2-total">{figures["co2-total"]}</dd>
              </div>
            </dl>
            <p className="source">
              {text.co2.source(
                GRID_EMISSION_FACTOR.kgPerKwh,
                formatLongDate(EMISSION_FACTOR_CHECKED_ON, locale),
                GRID_EMISSION_FACTOR.basis,
                GRID_EMISSION_FACTOR.source,
                GRID_EMISSION_FACTOR.version,
                GRID_EMISSION_FACTOR.date,
              )}
            </p>
          </article>
        </div>
        <SavingsByYear query={query} estimate={estimate} />
      </div>
    </section>
  );
}

export function EstimateTag() {
  return <span className="estimate-tag">{useCatalogue().calculator.extras.estimateTag}</span>;
}

function UnitsCard({ query, figures, region }: Parameters<typeof EstimateExtras>[0]) {
  const locale = useLocale();
  const { common, calculator } = useCatalogue();
  const text = calculator.extras.units;
  const regionName = region ? stateDisplayName(region.name, locale) : "";
  const tariff = region?.tariff;
  let body: ReactNode;
  const unitsFigure = figures["units-estimate"];
  if (unitsFigure !== null && tariff) {
    body = (
      <>
        <p className="extra-figure" data-testid="units-estimate">
          {unitsFigure}
        </p>
        <p>{text.explained(formatRupees(query.bill), regionName)}</p>
        <p className="source">
          {text.sourceBefore(tariff.utility, tariff.effective)}
          <a href={tariff.sourceUrl} rel="noopener noreferrer" target="_blank">
            {text.sourceLink}
            <span className="visually-hidden">{common.opensInNewTab}</span>
          </a>
          {text.sourceAfter(formatLongDate(tariff.checkedOn, locale))}
        </p>
      </>
    );
  } else if (!region) {
    body = <p>{text.noRegion}</p>;
  } else if (!tariff) {
    body = <p>{text.noTariff(regionName)}</p>;
  } else if (query.propertyType !== "residential") {
    body = <p>{text.notResidential}</p>;
  } else {
    body = <p>{text.typed}</p>;
  }
  return (
    <article className="card extra-card" aria-labelledby="units-heading">
      <h3 id="units-heading">
        {text.heading} <EstimateTag />
      </h3>
      {body}
    </article>
  );
}

function SubsidyCard({ estimate, figures, region }: Parameters<typeof EstimateExtras>[0]) {
  const locale = useLocale();
  const text = useCatalogue().calculator.extras.subsidy;
  const { subsidy } = estimate;
  let body: ReactNode;
  if (subsidy.kind === "industrial") {
    body = <p>{text.notResidential}</p>;
  } else if (subsidy.kind === "no-region" || !region) {
    body = <p>{text.noRegion}</p>;
  } else if (subsidy.kind === "no-size") {
    body = <p>{text.noSize}</p>;
  } else {
    body = <HomeSubsidy estimate={estimate} subsidy={subsidy} region={region} figures={figures} />;
  }
  return (
    <article className="card extra-card" aria-labelledby="subsidy-heading">
      <h3 id="subsidy-heading">
        {text.heading} <EstimateTag />
      </h3>
      {body}
      <p className="source">
        {text.source(
          formatLongDate(SUBSIDY_DATES.checkedOn, locale),
          SUBSIDY_SOURCE.publisher,
          SUBSIDY_SOURCE.scheme,
          SUBSIDY_SOURCE.document,
          SUBSIDY_SOURCE.date,
        )}
      </p>
    </article>
  );
}

/**
 * A home in a chosen state: the subsidy taken off where Arka qualifies and the calculator's price is at
 * least what the scheme assumes; otherwise what the scheme gives and why it is not taken off
 * (docs/decisions/195). Whether Arka qualifies comes from the site configuration.
 */
function HomeSubsidy({
  estimate,
  subsidy,
  region,
  figures,
}: {
  estimate: Estimate;
  subsidy: Extract<SubsidyOutcome, { kind: "home" }>;
  region: CalculatorRegion;
  figures: ShownFigures;
}) {
  const locale = useLocale();
  const { common, calculator } = useCatalogue();
  const text = calculator.extras.subsidy;
  const rates = subsidyRates(region.name);
  const benchmark = schemeBenchmarkPerKw(region.name);
  const conditions = site.subsidyConditions;
  const scheme = formatRupees(subsidy.scheme);
  const price = estimate.result.priceWithoutStructure;
  const anyConfirmed =
    conditions.registeredVendor !== "unconfirmed" || conditions.domesticCells !== "unconfirmed";
  return (
    <>
      {figures.subsidy !== null && figures["price-after-subsidy"] !== null ? (
        <dl className="extra-figures">
          <div>
            <dt>{text.central}</dt>
            <dd data-testid="subsidy">{figures.subsidy}</dd>
          </div>
          <div>
            <dt>{text.afterSubsidy}</dt>
            <dd data-testid="price-after-subsidy">{figures["price-after-subsidy"]}</dd>
          </div>
        </dl>
      ) : (
        <p className="extra-figure" data-testid="subsidy-scheme">
          {text.schemeAmount(scheme, formatKwp(estimate.result.sizeKw))}
        </p>
      )}
      <p>
        {text.rates(
          formatWhole(rates.firstTwoKwPerKw),
          formatWhole(rates.thirdKwPerKw),
          region.specialCategory ? stateDisplayName(region.name, locale) : null,
        )}
      </p>
      <h4 className="extra-card__subheading">{text.conditionsHeading}</h4>
      <ul className="subsidy-conditions" data-testid="subsidy-conditions">
        <li>
          {text.conditions.registeredVendor}:{" "}
          <strong>{text.conditionStatus[conditions.registeredVendor]}</strong>
        </li>
        <li>
          {text.conditions.domesticCells}: <strong>{text.conditionStatus[conditions.domesticCells]}</strong>
        </li>
      </ul>
      {anyConfirmed ? (
        <p className="muted">{text.conditionsChecked(formatLongDate(conditions.checkedOn, locale))}</p>
      ) : null}
      {subsidy.eligibility === "unconfirmed" ? (
        <p data-testid="subsidy-not-taken">{text.unconfirmed(scheme)}</p>
      ) : subsidy.eligibility === "not-eligible" ? (
        <p data-testid="subsidy-not-taken">{text.notEligible(scheme)}</p>
      ) : null}
      {subsidy.priceBelowBenchmark ? (
        <>
          <p data-testid="subsidy-below-benchmark">
            {text.belowBenchmark(
              formatRupees(price),
              `₹${formatWhole(price / estimate.result.sizeKw)}`,
              `₹${formatWhole(subsidy.benchmarkCost)}`,
              `₹${formatWhole(rates.firstTwoKwPerKw)}`,
              `₹${formatWhole(benchmark.firstTwoKw)}`,
              `₹${formatWhole(rates.thirdKwPerKw)}`,
              `₹${formatWhole(benchmark.afterTwoKw)}`,
              scheme,
            )}
          </p>
          <p className="source">
            {text.benchmarkSource(SCHEME_COST_BASIS.source, SCHEME_COST_BASIS.date)}
            <a href={SCHEME_COST_BASIS.url} rel="noopener noreferrer" target="_blank" hrefLang="en">
              {text.benchmarkLink}
              <span className="visually-hidden">{common.opensInNewTab}</span>
            </a>
            {text.benchmarkSourceAfter}
          </p>
        </>
      ) : null}
    </>
  );
}

function SavingsByYear({ query, estimate }: { query: CalculatorQuery; estimate: Estimate }) {
  const text = useCatalogue().calculator.extras.savings;
  const rows = estimate.savingsByYear;
  const last = rows.at(-1);
  return (
    <figure className="card savings-chart" aria-labelledby="savings-chart-heading">
      <h3 id="savings-chart-heading">
        {text.heading} <EstimateTag />
      </h3>
      <ColumnChart
        points={rows.map((r) => ({ label: String(r.year), value: r.savings }))}
        formatValue={formatRupees}
        summary={
          last
            ? text.chartSummary(formatRupees(rows[0]!.savings), formatRupees(last.savings), last.year)
            : text.chartEmpty
        }
      />
      <figcaption className="source">{text.caption(query.years)}</figcaption>
      <details className="savings-table">
        <summary>{text.showTable}</summary>
        <table>
          <caption className="visually-hidden">{text.tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{text.year}</th>
              <th scope="col">{text.savingsSoFar}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.year}>
                <th scope="row">{r.year}</th>
                <td>{formatRupees(r.savings)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
