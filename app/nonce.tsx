import { createContext, useContext } from "react";

/** The CSP nonce for inline and module scripts rendered on the server; empty in the browser. */
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
