import type { DehydratedState } from "@tanstack/react-query";

declare global {
  interface Window {
    /** The reads the server made while drawing the page, beyond its loaders' (decision 057). */
    __serverDrawnQueries?: DehydratedState;
  }
}

/**
 * The reads the server made for what it drew beyond the route loaders' (the screens' own queries, found
 * by rendering once before the answer, decision 057), written into the page by the server entry; the
 * browser hydrates them with the loaders' before its first draw, so it draws what the server drew.
 */
export function serverDrawnQueries(): DehydratedState | undefined {
  return typeof window === "undefined" ? undefined : window.__serverDrawnQueries;
}

/** The script that hands them over: JSON that cannot close the script element or break a line. */
export function serverDrawnQueriesScript(state: DehydratedState): string {
  const json = JSON.stringify(state)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
  return `window.__serverDrawnQueries=${json}`;
}
