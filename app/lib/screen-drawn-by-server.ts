import { createContext, useContext } from "react";
import { useHydrated } from "./use-hydrated.ts";

/**
 * False when the server drew a signed-in screen's frame but not the screen (the viewer's time zone is not
 * the server's, decision 057): the screen is then drawn once the page has hydrated, never mismatched.
 * Provided by the app providers from the signed-in layout's server loader; true everywhere else.
 */
export const ScreenDrawnByServerContext = createContext(true);

/** Whether the screen below the signed-in frame may be drawn now. */
export function useScreenDrawable(): boolean {
  const hydrated = useHydrated();
  return useContext(ScreenDrawnByServerContext) || hydrated;
}
