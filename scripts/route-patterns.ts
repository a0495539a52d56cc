/**
 * The client's route patterns as full paths (`/`, `/admin`, `/student/lesson/:id`), written beside the
 * build so the server can answer an address no route serves with a 404 status (the SPA fallback still
 * renders the not-found page). The catch-all `*` route is left out: it is the not-found page itself.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";

import { ROUTES_FILE } from "../shared/config/build-files.ts";

type RouteEntry = { id: string; parentId?: string; path?: string; index?: boolean };

export function routePatterns(routes: Record<string, RouteEntry>): string[] {
  const fullPath = (route: RouteEntry): string => {
    const parent = route.parentId ? routes[route.parentId] : undefined;
    const base = parent ? fullPath(parent) : "";
    return route.path ? `${base}/${route.path}`.replace(/\/+/g, "/") : base;
  };
  const patterns = new Set<string>();
  for (const route of Object.values(routes)) {
    if (!route.path && !route.index) continue;
    if (route.path?.split("/").includes("*")) continue;
    patterns.add(fullPath(route) || "/");
  }
  return [...patterns].sort();
}

export function writeRoutePatterns(clientDir: string, routes: Record<string, RouteEntry>) {
  writeFileSync(path.join(clientDir, ROUTES_FILE), `${JSON.stringify(routePatterns(routes))}\n`);
}
