import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, loadEnv } from "vite";
import { normaliseSiteUrl } from "./app/config/site-url.ts";
import { chunkGroups } from "./scripts/chunk-groups.ts";
import { seoFiles } from "./scripts/vite-seo-files.ts";
import { prerenderedPaths } from "./shared/config/paths.ts";

export default defineConfig(({ mode }) => ({
  plugins: [
    tailwindcss(),
    reactRouter(),
    seoFiles({
      siteUrl: normaliseSiteUrl(loadEnv(mode, process.cwd(), "BRAND_").BRAND_SITE_URL),
      pagePaths: prerenderedPaths,
    }),
  ],
  envPrefix: ["VITE_", "BRAND_"],
  // The year the prerendered pages were built in: the footer hydrates with it, then shows the current year.
  define: { "import.meta.env.BUILD_YEAR": JSON.stringify(String(new Date().getFullYear())) },
  build: {
    // PROFILE_BUILD=1 keeps the names, for reading a browser profile of a screen; never for serving.
    // Otherwise Vite's defaults: the client minified, the server build not.
    ...(process.env.PROFILE_BUILD === "1" ? { minify: false } : {}),
    rolldownOptions: {
      output: {
        // The code pages share goes into a few named chunks: fewer, better-compressed requests.
        codeSplitting: {
          // The groups and why each exists: scripts/chunk-groups.ts.
          groups: chunkGroups,
        },
      },
    },
  },
  optimizeDeps: { include: ["@tanstack/react-query"] },
  server: { port: 5173, proxy: { "/api": "http://127.0.0.1:5000", "/healthz": "http://127.0.0.1:5000" } },
}));
