import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, loadEnv } from "vite";
import { normaliseSiteUrl } from "./app/config/site-url.ts";
import { seoFiles } from "./scripts/vite-seo-files.ts";
import { prerenderedPaths } from "./shared/config/paths.ts";

/**
 * Modules of the public shell (public layout, brand, paths, building blocks of the marketing pages). The
 * signed-in shell (portal shell and nav, its drawer dialog, the portal and admin navigation config) stays
 * out: marketing pages never load it.
 */
const publicShellModules =
  /\/app\/(components\/public\/|components\/layout\/(link-list|logo|nav-links|page-heading|public-footer|public-header|route-error)\.tsx?|components\/ui\/flash-toaster\.tsx|lib\/flash-toast\.ts|config\/(brand|site|site-url)\.ts|content\/(shared|footer)\.ts|features\/cookie-consent\/(consent-storage\.ts|components\/cookie-(banner|settings-button)\.tsx))|\/shared\/config\/brand\.ts|\/lucide-react\/dist\/esm\/(createLucideIcon|Icon|context|defaultAttributes|shared\/)/;

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
    rolldownOptions: {
      output: {
        // The code every public page shares goes into one chunk: fewer, better-compressed requests.
        codeSplitting: {
          groups: [
            { name: "react", test: /\/node_modules\/(react|react-dom|scheduler)\//, priority: 2 },
            { name: "public-shell", test: publicShellModules, priority: 1 },
          ],
        },
      },
    },
  },
  optimizeDeps: { include: ["@tanstack/react-query"] },
  server: { port: 5173, proxy: { "/api": "http://127.0.0.1:5000", "/healthz": "http://127.0.0.1:5000" } },
}));
