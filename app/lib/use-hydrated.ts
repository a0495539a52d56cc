import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False in the server's render and while the browser hydrates it, true from then on: what the server
 * cannot draw as the browser would is drawn once this is true (decision 057), never mismatched.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
