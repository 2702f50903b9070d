import { useLayoutEffect, type RefObject } from "react";

/**
 * Hands over what a visitor typed or chose in the server-rendered form before React took it over.
 * Runs once, in the hydration commit, before React's first update would write the (empty) state back
 * into the inputs and wipe it. Hidden fields (tokens, campaign) are the server's, never adopted. A
 * field's own cleaning (`clean`, as its box applies to what is typed) applies to what is adopted.
 */
export function useTypedBeforeHydration(
  formRef: RefObject<HTMLFormElement | null>,
  current: Record<string, string | undefined>,
  adopt: (typed: Record<string, string>) => void,
  clean: Record<string, (value: string) => string> = {},
) {
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed: Record<string, string> = {};
    for (const element of Array.from(form.elements)) {
      if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement)) continue;
      if (!element.name || element.type === "hidden" || element.type === "submit") continue;
      if (element.value === (current[element.name] ?? "")) continue;
      typed[element.name] = clean[element.name]?.(element.value) ?? element.value;
    }
    if (Object.keys(typed).length > 0) adopt(typed);
    // Only the first commit can find such text: afterwards React owns the inputs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
