import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while the server renders and during hydration, true afterwards. Forms use it for behaviour
 * that only works with scripts (disabling Send OTP until the phone is valid, filtering districts),
 * so the server-rendered page stays usable without JavaScript.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
