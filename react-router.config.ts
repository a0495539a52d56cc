import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { compressFolder } from "./scripts/precompress.ts";
import { writeRoutePatterns } from "./scripts/route-patterns.ts";
import { writeRoutePreloads } from "./scripts/route-preloads.ts";
import { prerenderedPaths } from "./shared/config/paths.ts";

/**
 * Public pages are prerendered to static HTML; every other route is rendered by the server per request,
 * the signed-in screens with their data (decision 057).
 */
export default {
  appDirectory: "app",
  ssr: true,
  // BUILD_DIR lets several builds coexist (parallel end-to-end runs); the default is ./build.
  buildDirectory: process.env.BUILD_DIR || "build",
  prerender: prerenderedPaths,
  // Every page carries the whole route list, so nothing is asked for after it hydrates: discovering the
  // routes its links lead to (a /__manifest request, then a patch of the routes) drew the whole page
  // again right after its hydration, on a phone its longest task (decision 057, "Hydration in short tasks").
  routeDiscovery: { mode: "initial" },
  // The route list lets the server answer unknown addresses with 404, and each route's scripts let it
  // preload them with the fallback page (decision 055); brotli and gzip copies of the built assets are
  // served to browsers that accept them.
  buildEnd: async ({ reactRouterConfig }) => {
    const clientDir = path.join(reactRouterConfig.buildDirectory, "client");
    writeRoutePatterns(clientDir, reactRouterConfig.routes);
    writeRoutePreloads(clientDir, reactRouterConfig.routes, prerenderedPaths);
    await compressFolder(clientDir);
  },
} satisfies Config;
