import { useEffect, useRef } from "react";

/**
 * Runs `effect` after a render in which `value` differs from the one before, never on the first: a
 * control the browser opened before the app arrived stays as the visitor left it (docs/decisions/197).
 */
export function useOnChange<T>(value: T, effect: () => void) {
  const seen = useRef(value);
  useEffect(() => {
    if (Object.is(seen.current, value)) return;
    seen.current = value;
    effect();
    // Only a change of value runs it; `effect` is read as it is at that render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
}
