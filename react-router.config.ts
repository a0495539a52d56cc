import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/config/paths.ts";

/** SPA mode: public pages are prerendered to static HTML, every other route gets the SPA fallback. */
export default {
  appDirectory: "app",
  ssr: false,
  prerender: prerenderedPaths,
} satisfies Config;
