import type { ReactNode } from "react";
import { ColumnChart } from "#app/components/ui/column-chart.tsx";
import { formatLongDate } from "#app/content/format.ts";
import { GRID_EMISSION_FACTOR } from "#app/modules/calculator/emissions.ts";
import type { Estimate } from "#app/modules/calculator/estimate.ts";
import { formatRupees, formatTonnes, formatWhole } from "#app/modules/calculator/format.ts";
import type { CalculatorQuery } from "#app/modules/calculator/query.ts";
import type { CalculatorRegion } from "#app/modules/calculator/region.ts";
import { SPECIAL_CATEGORY_RATES, GENERAL_RATES, SUBSIDY_SOURCE } from "#app/modules/calculator/subsidy.ts";

/** When the page's figures were last checked against their sources (shown beside each). */
const CHECKED_ON = "2026-11-22";

/**
 * The help beyond the specified calculator: units from the state's tariff, the central subsidy,
 * CO2 avoided and the savings year by year. Each is labelled an estimate, with its source and date.
 */
export function EstimateExtras({
  query,
  estimate,
  region,
}: {
  query: CalculatorQuery;
  estimate: Estimate;
  region: CalculatorRegion | undefined;
}) {
  const years = `${query.years} ${query.years === 1 ? "year" : "years"}`;
  return (
    <section className="section section--warm estimate-extras" aria-labelledby="extras-heading">
      <div className="container">
        <h2 id="extras-heading">More estimates for your roof</h2>
        <p className="muted">
          These go beyond the calculator above. They are estimates from public figures, each with its source;
          your quote from our team is the figure to rely on.
        </p>
        <div className="extras-grid">
          <UnitsCard query={query} estimate={estimate} region={region} />
          <SubsidyCard query={query} estimate={estimate} region={region} />
          <article className="card extra-card" aria-labelledby="co2-heading">
            <h3 id="co2-heading">
              CO2 avoided <EstimateTag />
            </h3>
            <dl className="extra-figures">
              <div>
                <dt>Per year</dt>
                <dd data-testid="co2-year">{formatTonnes(estimate.co2TonnesPerYear)}</dd>
              </div>
              <div>
                <dt>Over {years}</dt>
                <dd data-testid="co2-total">{formatTonnes(estimate.co2TonnesTotal)}</dd>
              </div>
            </dl>
            <p className="source">
              The roof&apos;s yearly generation times the grid&apos;s {GRID_EMISSION_FACTOR.basis}:{" "}
              {GRID_EMISSION_FACTOR.kgPerKwh} kg CO2 per unit. Source: {GRID_EMISSION_FACTOR.source},{" "}
              {GRID_EMISSION_FACTOR.version}, {GRID_EMISSION_FACTOR.date}. Checked{" "}
              {formatLongDate(CHECKED_ON)}.
            </p>
          </article>
        </div>
        <SavingsByYear query={query} estimate={estimate} />
      </div>
    </section>
  );
}

export function EstimateTag() {
  return <span className="estimate-tag">Estimate</span>;
}

function UnitsCard({ query, estimate, region }: Parameters<typeof EstimateExtras>[0]) {
  const tariff = region?.tariff;
  let body: ReactNode;
  if (estimate.unitsEstimatedFrom && tariff) {
    body = (
      <>
        <p className="extra-figure" data-testid="units-estimate">
          {formatWhole(estimate.unitsUsed)} units a month
        </p>
        <p>
          The units a {formatRupees(query.bill)} monthly bill buys on {region.name}&apos;s domestic tariff.
          Fixed charges, duty and fuel surcharges are not counted, so your real units may be fewer: type them
          in if your bill shows them.
        </p>
        <p className="source">
          Source: {tariff.utility} tariff, {tariff.effective} (
          <a href={tariff.sourceUrl} rel="noopener noreferrer" target="_blank">
            published slabs<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          ). Checked {formatLongDate(CHECKED_ON)}.
        </p>
      </>
    );
  } else if (!region) {
    body = (
      <p>
        Know only your bill? Choose your state and leave units at 0: we will estimate them from its tariff.
      </p>
    );
  } else if (!tariff) {
    body = <p>We do not have {region.name}&apos;s tariff yet, so please type your units from your bill.</p>;
  } else if (query.propertyType !== "residential") {
    body = (
      <p>The estimate uses domestic tariffs, so it is for homes: please type your units from your bill.</p>
    );
  } else {
    body = (
      <p>
        You have typed your units, so the calculator uses them. Set units to 0 to estimate them from your
        bill.
      </p>
    );
  }
  return (
    <article className="card extra-card" aria-labelledby="units-heading">
      <h3 id="units-heading">
        Units from your bill <EstimateTag />
      </h3>
      {body}
    </article>
  );
}

function SubsidyCard({ query, estimate, region }: Parameters<typeof EstimateExtras>[0]) {
  const rates = region?.specialCategory ? SPECIAL_CATEGORY_RATES : GENERAL_RATES;
  let body: ReactNode;
  if (query.propertyType !== "residential") {
    body = <p>The central subsidy is for homes; industrial systems do not qualify.</p>;
  } else if (!region) {
    body = <p>Choose your state to see the central subsidy for homes.</p>;
  } else if (estimate.subsidy === null) {
    body = <p>Enter your bill, units and rooftop area to see the subsidy for your system size.</p>;
  } else {
    body = (
      <>
        <dl className="extra-figures">
          <div>
            <dt>Central subsidy</dt>
            <dd data-testid="subsidy">{formatRupees(estimate.subsidy)}</dd>
          </div>
          <div>
            <dt>Price after subsidy</dt>
            <dd data-testid="price-after-subsidy">{formatRupees(estimate.priceAfterSubsidy)}</dd>
          </div>
        </dl>
        <p>
          ₹{formatWhole(rates.firstTwoKwPerKw)} per kW for the first 2 kW, ₹{formatWhole(rates.thirdKwPerKw)}{" "}
          for the third, nothing beyond 3 kW
          {region.specialCategory
            ? ` (the higher rate for special-category states such as ${region.name})`
            : ""}
          . It applies to grid-connected homes that apply through the national portal with a registered vendor
          and made-in-India cells; the money goes to your bank account after installation.
        </p>
      </>
    );
  }
  return (
    <article className="card extra-card" aria-labelledby="subsidy-heading">
      <h3 id="subsidy-heading">
        PM Surya Ghar subsidy <EstimateTag />
      </h3>
      {body}
      <p className="source">
        Source: {SUBSIDY_SOURCE.publisher}, {SUBSIDY_SOURCE.scheme}, {SUBSIDY_SOURCE.document},{" "}
        {SUBSIDY_SOURCE.date}. Checked {formatLongDate(CHECKED_ON)}.
      </p>
    </article>
  );
}

function SavingsByYear({ query, estimate }: { query: CalculatorQuery; estimate: Estimate }) {
  const rows = estimate.savingsByYear;
  const last = rows.at(-1);
  return (
    <figure className="card savings-chart" aria-labelledby="savings-chart-heading">
      <h3 id="savings-chart-heading">
        Savings year by year <EstimateTag />
      </h3>
      <ColumnChart
        points={rows.map((r) => ({ label: String(r.year), value: r.savings }))}
        formatValue={formatRupees}
        summary={
          last
            ? `Cumulative savings, rising from ${formatRupees(rows[0]!.savings)} after year 1 to ${formatRupees(last.savings)} after year ${last.year}. The figures are in the table that follows.`
            : "No savings to show yet."
        }
      />
      <figcaption className="source">
        Cumulative savings by the calculator&apos;s formula, at today&apos;s bill per unit for {query.years}{" "}
        {query.years === 1 ? "year" : "years"}; tariff rises would add to them.
      </figcaption>
      <details className="savings-table">
        <summary>Show the figures as a table</summary>
        <table>
          <caption className="visually-hidden">Cumulative savings by year</caption>
          <thead>
            <tr>
              <th scope="col">Year</th>
              <th scope="col">Savings so far</th>
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
