import { useId } from "react";
import { formatLongDate } from "#app/content/format.ts";
import type { Estimate } from "#app/modules/calculator/estimate.ts";
import { formatLakhRupees, formatPercent, formatRupees } from "#app/modules/calculator/format.ts";
import {
  LOAN_LIMITS,
  parseLoanRate,
  parseLoanTenure,
  SCHEME_LOAN_TERMS,
} from "#app/modules/calculator/loan.ts";
import type { CalculatorQuery } from "#app/modules/calculator/query.ts";
import type { ShownFigures } from "#app/modules/calculator/shown-figures.ts";
import { useCatalogue, useLocale } from "#app/i18n/use-locale.ts";
import { EstimateTag } from "./estimate-extras.tsx";

/** "3 kW", kept on one line (the unit is the same in every language). */
const schemeSize = `${SCHEME_LOAN_TERMS.maxSizeKw}\u00a0kW`;

/** The loan estimate's words (docs/decisions/119) in the page's language, from the calculator catalogue. */
function useLoanText() {
  const locale = useLocale();
  const text = useCatalogue().calculator.loan;
  const schemeAmount = formatLakhRupees(SCHEME_LOAN_TERMS.maxAmount, locale);
  return {
    ...text,
    rateLimits: text.rateLimits(LOAN_LIMITS.rate.min, LOAN_LIMITS.rate.max),
    tenureLimits: text.tenureLimits(LOAN_LIMITS.tenure.min, LOAN_LIMITS.tenure.max),
    terms: text.terms(
      formatPercent(SCHEME_LOAN_TERMS.ratePercent),
      SCHEME_LOAN_TERMS.tenureYears,
      schemeAmount,
      schemeSize,
    ),
    source: text.source(formatLongDate(SCHEME_LOAN_TERMS.recordedOn, locale), SCHEME_LOAN_TERMS.source),
    beyondScheme: text.beyondScheme(schemeSize, schemeAmount),
  };
}

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
  const words = useLoanText();
  return (
    <fieldset className="choice-group loan-fields" id={LOAN_FIELDS_ID} aria-describedby={termsId}>
      <legend>{words.legend}</legend>
      <div className="loan-fields__row">
        <LoanNumber
          name="rate"
          label={words.rateLabel}
          unit={words.rateUnit}
          limitsText={words.rateLimits}
          limits={LOAN_LIMITS.rate}
          value={query.loanRate}
          parse={parseLoanRate}
          onValue={(loanRate) => onChange({ loanRate })}
        />
        <LoanNumber
          name="tenure"
          label={words.tenureLabel}
          unit={words.tenureUnit}
          limitsText={words.tenureLimits}
          limits={LOAN_LIMITS.tenure}
          value={query.loanYears}
          parse={parseLoanTenure}
          onValue={(loanYears) => onChange({ loanYears })}
        />
      </div>
      <div className="muted loan-fields__terms" id={termsId}>
        <p>{words.terms}</p>
        <p>
          <strong>{words.checkWithBank}</strong>
        </p>
        <p className="source">{words.source}</p>
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

/** What the loan finances, in words, for the basis sentence. */
function financedWords(words: ReturnType<typeof useLoanText>, estimate: Estimate): string {
  const { subsidy } = estimate;
  if (subsidy.kind === "home")
    return subsidy.deducted > 0
      ? words.financedAfterSubsidy(formatRupees(subsidy.deducted))
      : words.financedSubsidyNotTaken;
  return subsidy.kind === "industrial" ? words.financedPrice : words.financedChooseState;
}

/**
 * The loan's instalment beside the monthly saving, in the results, and a plain sentence when the
 * instalment is the larger (docs/decisions/195).
 */
export function LoanResult({ estimate, figures }: { estimate: Estimate; figures: ShownFigures }) {
  const words = useLoanText();
  const { loan } = estimate;
  return (
    <section className="loan-result" aria-labelledby="loan-heading">
      <h3 id="loan-heading">
        {words.heading} <EstimateTag />
      </h3>
      <dl className="result-grid loan-result__grid">
        <div className="result-box">
          <dt>{words.savings}</dt>
          <dd data-testid="monthly-savings">{figures["monthly-savings"]}</dd>
        </div>
        <div className="result-box">
          <dt>{words.emi}</dt>
          <dd data-testid="loan-emi">{figures["loan-emi"]}</dd>
        </div>
      </dl>
      {estimate.instalmentExceedsSaving ? (
        <p className="loan-result__warning" data-testid="loan-exceeds-saving">
          {words.exceedsSaving(
            figures["loan-emi"],
            figures["monthly-savings"],
            formatRupees(loan.emi - estimate.monthlySavings),
          )}
        </p>
      ) : null}
      {loan.principal > 0 ? (
        <p className="loan-result__basis" data-testid="loan-basis">
          {words.basis(
            formatRupees(loan.principal),
            financedWords(words, estimate),
            formatPercent(loan.ratePercent),
            loan.tenureYears,
            formatRupees(loan.totalInterest),
          )}
          {loan.beyondScheme ? ` ${words.beyondScheme}` : ""}
        </p>
      ) : null}
      <p className="muted loan-result__month">{words.monthBasis}</p>
      <p className="loan-result__change">
        <a href={`#${LOAN_FIELDS_ID}`}>{words.change}</a>
      </p>
    </section>
  );
}
