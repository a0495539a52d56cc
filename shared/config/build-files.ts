/** Files the client build writes for the server beside the pages (scripts/route-patterns.ts). */
export const ROUTES_FILE = "__routes.json";
