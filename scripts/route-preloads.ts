/**
 * What the server adds to the SPA fallback page for each client route (decision 055): the route's own
 * scripts as `modulepreload` links, so they load beside the entry instead of after it has run, and whether
 * the route is a signed-in screen (its HTML is then never stored by a shared cache, and the current user
 * is asked for at once). Written beside the build as `__route-preloads.json` from React Router's route
 * manifest.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  ROUTE_PRELOADS_FILE,
  type RoutePreloads,
  SIGNED_IN_LAYOUT_ID,
} from "../shared/config/build-files.ts";

type RouteEntry = { id: string; parentId?: string; path?: string; index?: boolean };
type ManifestRoute = { id: string; parentId?: string; path?: string; module: string; imports?: string[] };
type Manifest = { entry: { module: string; imports: string[] }; routes: Record<string, ManifestRoute> };

/** Reads the route manifest the client build writes as `assets/manifest-<hash>.js`. */
export function readClientManifest(clientDir: string): Manifest {
  const assets = path.join(clientDir, "assets");
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error("the client build has no route manifest");
  const text = readFileSync(path.join(assets, file), "utf8");
  return JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as Manifest;
}

/**
 * For every route pattern that is not prerendered: the scripts of its routes (root to leaf) beyond the
 * entry's and the root's, which the fallback page already names, and whether it sits in the signed-in layout.
 */
export function routePreloads(
  routes: Record<string, RouteEntry>,
  manifest: Manifest,
  prerendered: readonly string[],
): RoutePreloads {
  const chain = (route: RouteEntry): RouteEntry[] => {
    const parent = route.parentId ? routes[route.parentId] : undefined;
    return parent ? [...chain(parent), route] : [route];
  };
  const already = new Set([manifest.entry.module, ...manifest.entry.imports]);
  const root = manifest.routes.root;
  if (root) for (const file of [root.module, ...(root.imports ?? [])]) already.add(file);
  const result: RoutePreloads = {};
  for (const route of Object.values(routes)) {
    if (!route.path && !route.index) continue;
    if (route.path?.split("/").includes("*")) continue;
    const routesOnTheWay = chain(route);
    const pattern =
      routesOnTheWay
        .map((entry) => entry.path ?? "")
        .filter(Boolean)
        .join("/")
        .replace(/^\/*/, "/") || "/";
    if (prerendered.includes(pattern)) continue;
    const scripts = new Set<string>();
    for (const entry of routesOnTheWay) {
      const built = manifest.routes[entry.id];
      if (!built) continue;
      for (const file of [built.module, ...(built.imports ?? [])]) if (!already.has(file)) scripts.add(file);
    }
    result[pattern] = {
      scripts: [...scripts],
      signedIn: routesOnTheWay.some((entry) => entry.id === SIGNED_IN_LAYOUT_ID),
    };
  }
  return result;
}

export function writeRoutePreloads(
  clientDir: string,
  routes: Record<string, RouteEntry>,
  prerendered: readonly string[],
) {
  const preloads = routePreloads(routes, readClientManifest(clientDir), prerendered);
  writeFileSync(path.join(clientDir, ROUTE_PRELOADS_FILE), `${JSON.stringify(preloads)}\n`);
}
