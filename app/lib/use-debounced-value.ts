import { useEffect, useState } from "react";

/** What the search boxes send to the server: the typed text once typing pauses (decision 039). */
export const SEARCH_DEBOUNCE_MS = 300;

/** `value`, changed only once it has stayed the same for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
