import { useLayoutEffect, type RefObject } from "react";
import type { NumericInput } from "#app/modules/calculator/catalogue.ts";
import { applyFormSubmission } from "#app/modules/calculator/form-rules.ts";
import { calculatorQueryString, type CalculatorQuery } from "#app/modules/calculator/query.ts";
import type { SliderScale } from "#app/modules/calculator/slider-scale.ts";

/**
 * The calculator loads its script on the first touch (docs/decisions/173): a visitor may move a slider,
 * pick a product or type a number before React takes the form over, and React's first update would
 * put the page's values back. In the hydration commit this reads what the form holds now, as the
 * no-JavaScript submit would send it (sliders, which have no name, by `data-field`), and applies the
 * same rules as that submit (`applyFormSubmission`: a product change resets unless numbers were also
 * edited). Runs once; afterwards React owns the inputs.
 */
export function useEditsBeforeHydration(
  formRef: RefObject<HTMLFormElement | null>,
  shown: string,
  knownStates: readonly string[],
  scales: Readonly<Record<NumericInput, SliderScale>>,
  adopt: (query: CalculatorQuery) => void,
) {
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form)) if (typeof value === "string") params.append(key, value);
    for (const slider of Array.from(
      form.querySelectorAll<HTMLInputElement>("input[type=range][data-field]"),
    )) {
      const key = slider.dataset.field as NumericInput;
      // The value attribute is what the server rendered; a different value was moved by the visitor.
      if (!(key in scales) || slider.value === slider.defaultValue) continue;
      params.set(key, String(scales[key].fromPosition(Number(slider.value))));
    }
    const next = applyFormSubmission(shown, params, knownStates);
    if (calculatorQueryString(next) !== shown) adopt(next);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
