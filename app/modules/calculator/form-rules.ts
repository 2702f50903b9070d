import { DEFAULT_NUMERIC_INPUTS, PROPERTY_TYPES, type ProductId } from "./catalogue.ts";
import { parseCalculatorQuery, type CalculatorQuery } from "./query.ts";

/**
 * Changing the product resets the three inputs and the property type (docs/decisions/200, Calculator); the
 * years, the state and the loan's rate and tenure stay (docs/decisions/140-solar-calculator-defaults.md).
 */
export function resetForProduct(query: CalculatorQuery, product: ProductId): CalculatorQuery {
  return { ...query, ...DEFAULT_NUMERIC_INPUTS, product, propertyType: PROPERTY_TYPES[0] };
}

/**
 * A submission of the no-JavaScript form: `shown` is the query of the page it was sent from, `params` what
 * the form sent. The rules the enhanced page applies as the visitor acts apply here to the whole submit:
 * a number above the maximum is ignored (the shown value stays), and a product change resets the inputs.
 *
 * Without scripts the boxes cannot clear the moment the product changes, so the visitor sends the numbers
 * they see. When they changed the product and also edited a number or the property type, they were
 * working with those values: all of them are kept, as typed. Only a submit that changed the product and
 * none of them resets, as the specification says (docs/decisions/119-calculator-solar-loan-and-no-js-submit.md).
 */
export function applyFormSubmission(
  shown: string,
  params: URLSearchParams,
  knownStates: readonly string[],
): CalculatorQuery {
  const previous = parseCalculatorQuery(new URLSearchParams(shown), knownStates);
  const submitted = parseCalculatorQuery(params, knownStates, previous);
  if (submitted.product === previous.product) return submitted;
  const edited =
    submitted.bill !== previous.bill ||
    submitted.units !== previous.units ||
    submitted.area !== previous.area ||
    submitted.propertyType !== previous.propertyType;
  return edited ? submitted : resetForProduct(submitted, submitted.product);
}
