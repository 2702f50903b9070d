import { useId } from "react";
import { formatLongDate } from "#app/content/format.ts";
import type { Estimate } from "#app/modules/calculator/estimate.ts";
import { formatPercent, formatRupees } from "#app/modules/calculator/format.ts";
import {
  LOAN_LIMITS,
  parseLoanRate,
  parseLoanTenure,
  SCHEME_LOAN_TERMS,
} from "#app/modules/calculator/loan.ts";
import type { CalculatorQuery } from "#app/modules/calculator/query.ts";
import { EstimateTag } from "./estimate-extras.tsx";

/** "₹2 lakh" and "3 kW", kept on one line. */
const schemeAmount = `₹${SCHEME_LOAN_TERMS.maxAmount / 100_000}\u00a0lakh`;
const schemeSize = `${SCHEME_LOAN_TERMS.maxSizeKw}\u00a0kW`;

/** The loan estimate's words (issue 13), in one place. */
export const LOAN_TEXT = {
  legend: "Solar loan",
  rateLabel: "Interest rate",
  rateUnit: "% a year",
  rateLimits: `${LOAN_LIMITS.rate.min} to ${LOAN_LIMITS.rate.max}% a year`,
  tenureLabel: "Loan tenure",
  tenureUnit: "years",
  tenureLimits: `${LOAN_LIMITS.tenure.min} to ${LOAN_LIMITS.tenure.max} years`,
  terms: `Starts at the PM Surya Ghar scheme's terms for loans from public-sector banks: about ${formatPercent(SCHEME_LOAN_TERMS.ratePercent)} a year, repaid over up to ${SCHEME_LOAN_TERMS.tenureYears} years, without collateral up to ${schemeAmount} for systems up to ${schemeSize}.`,
  checkWithBank:
    "Rates follow the RBI repo rate and each bank sets its own terms: check the current rate with your bank.",
  source: `Source: ${SCHEME_LOAN_TERMS.source}. Recorded ${formatLongDate(SCHEME_LOAN_TERMS.recordedOn)}.`,
  heading: "Solar loan",
  savings: "Savings per month",
  emi: "Loan EMI per month",
  change: "Change the rate or tenure",
  beyondScheme: `Systems above ${schemeSize} and loans above ${schemeAmount} fall outside the scheme's collateral-free loan: banks lend on their usual terms, often at a higher rate.`,
} as const;

/** Where the results' "change" link lands: the loan's boxes in the form. */
export const LOAN_FIELDS_ID = "loan-fields";

/**
 * Rate and tenure, in the calculator's GET form (so they work without JavaScript and travel in the URL).
 * The boxes are uncontrolled: typing updates the estimate whenever the text is a valid value, and leaving
 * a box shows the value in use again (an empty or out-of-range entry is ignored, like the other inputs).
 */
export function LoanFields({
  query,
  onChange,
}: {
  query: CalculatorQuery;
  onChange: (change: Partial<CalculatorQuery>) => void;
}) {
  const termsId = useId();
  return (
    <fieldset className="choice-group loan-fields" id={LOAN_FIELDS_ID} aria-describedby={termsId}>
      <legend>{LOAN_TEXT.legend}</legend>
      <div className="loan-fields__row">
        <LoanNumber
          name="rate"
          label={LOAN_TEXT.rateLabel}
          unit={LOAN_TEXT.rateUnit}
          limitsText={LOAN_TEXT.rateLimits}
          limits={LOAN_LIMITS.rate}
          value={query.loanRate}
          parse={parseLoanRate}
          onValue={(loanRate) => onChange({ loanRate })}
        />
        <LoanNumber
          name="tenure"
          label={LOAN_TEXT.tenureLabel}
          unit={LOAN_TEXT.tenureUnit}
          limitsText={LOAN_TEXT.tenureLimits}
          limits={LOAN_LIMITS.tenure}
          value={query.loanYears}
          parse={parseLoanTenure}
          onValue={(loanYears) => onChange({ loanYears })}
        />
      </div>
      <div className="muted loan-fields__terms" id={termsId}>
        <p>{LOAN_TEXT.terms}</p>
        <p>
          <strong>{LOAN_TEXT.checkWithBank}</strong>
        </p>
        <p className="source">{LOAN_TEXT.source}</p>
      </div>
    </fieldset>
  );
}

function LoanNumber({
  name,
  label,
  unit,
  limitsText,
  limits,
  value,
  parse,
  onValue,
}: {
  name: string;
  label: string;
  unit: string;
  limitsText: string;
  limits: { min: number; max: number; step: number };
  value: number;
  parse: (text: string) => number | null;
  onValue: (value: number) => void;
}) {
  const id = useId();
  return (
    <div className="loan-field">
      <label className="range-field__label" htmlFor={id}>
        {label}
      </label>
      <span className="range-field__box">
        <input
          id={id}
          className="loan-field__number"
          type="number"
          name={name}
          min={limits.min}
          max={limits.max}
          step={limits.step}
          inputMode={Number.isInteger(limits.step) ? "numeric" : "decimal"}
          defaultValue={value}
          aria-describedby={`${id}-limits`}
          onChange={(event) => {
            const next = parse(event.currentTarget.value);
            if (next !== null) onValue(next);
          }}
          onBlur={(event) => {
            event.currentTarget.value = String(value);
          }}
        />
        <span className="range-field__unit" aria-hidden="true">
          {unit}
        </span>
      </span>
      <p className="range-field__limits muted" id={`${id}-limits`}>
        {limitsText}
      </p>
    </div>
  );
}

/** The loan's instalment beside the monthly savings, in the results. */
export function LoanResult({ query, estimate }: { query: CalculatorQuery; estimate: Estimate }) {
  const { loan, subsidy } = estimate;
  const financed =
    subsidy !== null && subsidy > 0
      ? `the price after the ${formatRupees(subsidy)} subsidy`
      : query.propertyType === "residential"
        ? "the system price; choose your state to take off the subsidy"
        : "the system price";
  return (
    <section className="loan-result" aria-labelledby="loan-heading">
      <h3 id="loan-heading">
        {LOAN_TEXT.heading} <EstimateTag />
      </h3>
      <dl className="result-grid loan-result__grid">
        <div className="result-box">
          <dt>{LOAN_TEXT.savings}</dt>
          <dd data-testid="monthly-savings">{formatRupees(estimate.monthlySavings)}</dd>
        </div>
        <div className="result-box">
          <dt>{LOAN_TEXT.emi}</dt>
          <dd data-testid="loan-emi">{formatRupees(loan.emi)}</dd>
        </div>
      </dl>
      {loan.principal > 0 ? (
        <p className="loan-result__basis" data-testid="loan-basis">
          On {formatRupees(loan.principal)} ({financed}) at {formatPercent(loan.ratePercent)} a year for{" "}
          {loan.tenureYears} {loan.tenureYears === 1 ? "year" : "years"}: {formatRupees(loan.totalInterest)}{" "}
          interest in all.
          {loan.beyondScheme ? ` ${LOAN_TEXT.beyondScheme}` : ""}
        </p>
      ) : null}
      <p className="loan-result__change">
        <a href={`#${LOAN_FIELDS_ID}`}>{LOAN_TEXT.change}</a>
      </p>
    </section>
  );
}
