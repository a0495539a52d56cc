import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, loadEnv } from "vite";
import { normaliseSiteUrl } from "./app/config/site-url.ts";
import { seoFiles } from "./scripts/vite-seo-files.ts";
import { prerenderedPaths } from "./shared/config/paths.ts";

/**
 * Modules of the public shell (public layout, header, footer, building blocks of the marketing pages). The
 * signed-in shell (portal shell and nav, its drawer dialog, the portal and admin navigation config) stays
 * out: marketing pages never load it.
 */
const publicShellModules =
  /\/app\/(components\/public\/|components\/layout\/(nav-links|public-footer|public-header)\.tsx?|config\/site\.ts|content\/(shared|footer)\.ts|features\/cookie-consent\/(consent-storage\.ts|components\/cookie-(banner|settings-button)\.tsx))/;

/**
 * What the root shell and every screen, public or signed in, share besides React: the router, the
 * brand and address config, the root's spinner, nonce context and held-click script (decision 057) and lucide's runtime.
 * Kept apart from `public-shell` so a signed-in screen does not load the marketing pages' building blocks
 * (decision 055), and from `portal` so a public page does not load the signed-in screens' (the root's
 * nonce context, an `app/lib` module, took `portal` onto every public page until it was named here).
 */
const appCoreModules =
  /\/node_modules\/(react-router|cookie|set-cookie-parser)\/|\/app\/(config\/(brand|site-url)\.ts|components\/ui\/spinner\.tsx|lib\/(nonce|held-until-hydrated)\.ts)|\/shared\/config\/(brand|paths)\.ts|\/lucide-react\/dist\/esm\/(createLucideIcon|Icon|context|defaultAttributes|shared\/)/;

/**
 * The building blocks both the public pages and the signed-in screens draw with: the button and its class
 * helpers (tailwind-merge, class-variance-authority, Radix's Slot), the page heading, the logo, link
 * lists, the route error, the carried-over toast, the API client and form field the landing page's form
 * uses, and the icons the public pages share with the portal's shell and primitives.
 * Without this group `public-shell` (or `portal`) would take them along, and every signed-in screen (or
 * public page) would load it.
 */
const uiCoreModules =
  /\/node_modules\/(tailwind-merge|clsx|class-variance-authority|@radix-ui\/react-(slot|compose-refs))\/|\/lucide-react\/dist\/esm\/icons\/(book-open|chevron-down|circle-check|graduation-cap|mail|menu|message-circle|shield-check|users|x)\.mjs|\/app\/(lib\/(utils|flash-toast|api-client)\.ts|components\/ui\/(button|flash-toaster|field)\.tsx|components\/layout\/(link-list|logo|page-heading|route-error)\.tsx)/;

/**
 * What the signed-in screens share: the data layer (TanStack Query), Radix's dialogs, toasts and tabs with
 * their helpers, date-fns, the portal's UI primitives, client helpers and guards. One chunk instead of some
 * forty small ones: on a phone each request waits its turn on one of six connections (decision 055). The
 * modules the marketing pages use too (the API client, the form field, the icons both draw) sit in
 * `ui-core`, above this group, so it never takes them along and no public page loads it. Forms
 * (react-hook-form, zod) stay out, loaded by the screens that draw one.
 */
const portalModules =
  /\/node_modules\/(@tanstack\/|@radix-ui\/|radix-ui\/|react-remove-scroll|aria-hidden\/|tslib\/|use-callback-ref\/|use-sidecar\/|react-style-singleton\/|get-nonce\/|date-fns\/)|\/app\/(components\/(ui|layout)\/|components\/(query-state|save-feedback|confirm-dialog|dashboard-card|list-section|list-toolbar|copy-button)\.tsx|lib\/(?!form-errors|use-row-id-param)[\w-]+\.ts|config\/portal-nav\.ts|features\/auth\/(api\/(get-user|get-demo-data|logout)|components\/(require-user|app-header|demo-data-marker)|lib\/redirect-to)\.tsx?)/;

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
        // The code every public page shares goes into one chunk: fewer, better-compressed requests.
        codeSplitting: {
          groups: [
            { name: "react", test: /\/node_modules\/(react|react-dom|scheduler)\//, priority: 3 },
            { name: "app-core", test: appCoreModules, priority: 2 },
            { name: "ui-core", test: uiCoreModules, priority: 2 },
            { name: "public-shell", test: publicShellModules, priority: 1 },
            { name: "portal", test: portalModules, priority: 0 },
          ],
        },
      },
    },
  },
  optimizeDeps: { include: ["@tanstack/react-query"] },
  server: { port: 5173, proxy: { "/api": "http://127.0.0.1:5000", "/healthz": "http://127.0.0.1:5000" } },
}));
