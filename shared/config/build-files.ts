/** Files the client build writes for the server beside the pages (scripts/route-patterns.ts). */
export const ROUTES_FILE = "__routes.json";

/** Each client route's scripts and whether it is a signed-in screen (scripts/route-preloads.ts, decision 055). */
export const ROUTE_PRELOADS_FILE = "__route-preloads.json";

/** The id React Router gives the signed-in screens' layout route (its file in app/routes.ts). */
export const SIGNED_IN_LAYOUT_ID = "routes/layouts/signed-in-layout";

/** Route pattern → the scripts the server preloads with its fallback page, and whether it is signed in. */
export type RoutePreloads = Record<string, { scripts: string[]; signedIn: boolean }>;
