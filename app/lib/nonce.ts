import { createContext, useContext } from "react";

/**
 * The nonce of a server-rendered answer's inline scripts, which its Content-Security-Policy names
 * (decision 057); undefined in the browser, where no script is written inline.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);
