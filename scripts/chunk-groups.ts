/**
 * How the client build groups its modules into chunks (decisions 055 and 057), for `vite.config.ts`.
 *
 * A page asks for its scripts over a phone's connection, six at a time: each request beyond those costs
 * a round trip, and while it waits it holds a connection the larger files could use. So the code every
 * page shares is a few named chunks, and the code the signed-in screens share with one another goes into
 * the `portal` chunk (or one role's `portal-<role>` chunk) instead of a small chunk per shared module: a
 * family screen asked for 30 scripts, now 11. A marketing page or a blog post never loads a portal chunk
 * (the sign-in pages and the blog index load `portal` for the data layer, never a role's), and a form's or
 * the room's libraries (zod, react-hook-form, recharts, Janus) stay with the screens that draw them.
 */

/** React itself: in `app-core`, which every page loads. */
export const reactModules = /\/node_modules\/(react|react-dom|scheduler)\//;

/**
 * What the root shell and every screen, public or signed in, share besides React: the router, the
 * brand and address config, the root's spinner, nonce context and held-click script (decision 057) and lucide's runtime.
 * Kept apart from `public-shell` so a signed-in screen does not load the marketing pages' building blocks
 * (decision 055), and from `portal` so a public page does not load the signed-in screens' (the root's
 * nonce context, an `app/lib` module, took `portal` onto every public page until it was named here).
 */
export const appCoreModules =
  /\/node_modules\/(react-router|cookie|set-cookie-parser)\/|\/app\/(config\/(brand|site-url)\.ts|components\/ui\/spinner\.tsx|lib\/(nonce|held-until-hydrated)\.ts)|\/shared\/config\/(brand|paths)\.ts|\/lucide-react\/dist\/esm\/(createLucideIcon|Icon|context|defaultAttributes|shared\/)/;

/**
 * The building blocks both the public pages and the signed-in screens draw with: the button and its class
 * helpers (tailwind-merge, class-variance-authority, Radix's Slot), the badge (a blog post's status), the
 * page heading, the logo, link lists, the route error, the carried-over toast, the API client and form
 * field the landing page's form uses, the icons the public pages share with the portal's shell and
 * primitives, and the small zod-free `shared/` modules both read (list-page sizes, the session hint, the
 * viewer's zone, cookies, the catalogue, seat counts, row ids).
 * Without this group `public-shell` (or `portal`) would take them along, and every signed-in screen (or
 * public page) would load it.
 */
export const uiCoreModules =
  /\/node_modules\/(tailwind-merge|clsx|class-variance-authority|@radix-ui\/react-(slot|compose-refs))\/|\/lucide-react\/dist\/esm\/icons\/(book-open|chevron-down|circle-check|graduation-cap|mail|menu|message-circle|shield-check|user-plus|users|x|arrow-left|circle-play)\.mjs|\/app\/(lib\/(utils|flash-toast|api-client)\.ts|components\/ui\/(button|flash-toaster|field|badge)\.tsx|components\/layout\/(link-list|logo|page-heading|route-error)\.tsx)|\/shared\/(config\/(list-pages|session-hint|viewer-zone)|cookies|schemas\/(catalog|booking-seats|row-ids))\.ts/;

/**
 * Modules of the public shell (public layout, header, footer, building blocks of the marketing pages). The
 * signed-in shell (portal shell and nav, its drawer dialog, the portal and admin navigation config) stays
 * out: marketing pages never load it.
 */
export const publicShellModules =
  /\/app\/(components\/public\/|components\/layout\/(nav-links|public-footer|public-header)\.tsx?|config\/site\.ts|content\/(shared|footer)\.ts|features\/cookie-consent\/(consent-storage\.ts|components\/cookie-(banner|settings-button)\.tsx))/;

/**
 * What the signed-in screens share by name: the data layer (TanStack Query), Radix's dialogs, toasts and
 * tabs with their helpers, date-fns, the portal's UI primitives, client helpers and guards. The modules the
 * marketing pages use too (the API client, the form field, the icons both draw) sit in `ui-core`, above
 * this group, so it never takes them along and no public page loads it.
 */
export const portalModules =
  /\/node_modules\/(@tanstack\/|@radix-ui\/|radix-ui\/|react-remove-scroll|aria-hidden\/|tslib\/|use-callback-ref\/|use-sidecar\/|react-style-singleton\/|get-nonce\/|date-fns\/)|\/app\/(components\/(ui|layout)\/|components\/(query-state|save-feedback|confirm-dialog|dashboard-card|list-section|list-toolbar|copy-button)\.tsx|lib\/(?!form-errors|use-row-id-param)[\w-]+\.ts|config\/portal-nav\.ts|features\/auth\/(api\/(get-user|get-demo-data|logout)|components\/(require-user|app-header|demo-data-marker)|lib\/redirect-to)\.tsx?)/;

/**
 * Packages only some screens draw with (forms and their validation, the utilisation chart, the room's
 * media client, the CSV reader): a module that reaches one stays out of the portal chunks, so a screen
 * without a form never loads them. Modules with these are loaded by the screens that use them.
 */
export const screenOnlyPackages =
  /\/node_modules\/(zod|react-hook-form|@hookform|recharts|janus-gateway|webrtc-adapter|papaparse)\//;

const namedGroups = [appCoreModules, uiCoreModules, publicShellModules, portalModules];

/** The application's own modules that are not routes: candidates for a portal chunk when screens share them. */
const sharedScreenModules =
  /\/app\/(features|components|lib|hooks|config|content|routes\/[\w-]+\/components)\//;
/** A route module (`app/routes/<folder>/<file>.tsx`) or the root. */
const routeModule = /\/app\/(routes\/[\w-]+\/[\w-]+\.tsx|root\.tsx)(\?|$)/;
/** The routes public pages are drawn from (the root is every page's). */
const publicRoute = /^(root\.tsx|routes\/(public|auth)\/|routes\/layouts\/public-layout)/;

/** The part of the bundler's module graph the grouping reads (Rollup's `getModuleInfo`). */
export type ModuleGraph = {
  getModuleInfo(id: string): {
    importers: readonly string[];
    dynamicImporters: readonly string[];
    importedIds: readonly string[];
  } | null;
};

/**
 * Visits the modules reached from `start` by following `next`, each once, until `stop` says so; returns
 * whether it did. `next` gives no further modules past one it should not cross.
 */
function walk(
  start: readonly string[],
  next: (id: string) => readonly string[],
  stop: (id: string) => boolean,
): boolean {
  const seen = new Set<string>();
  const stack = [...start];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (seen.has(current)) continue;
    seen.add(current);
    if (stop(current)) return true;
    stack.push(...next(current));
  }
  return false;
}

const importersOf = (graph: ModuleGraph) => (id: string) => graph.getModuleInfo(id)?.importers ?? [];
const importsOf = (graph: ModuleGraph) => (id: string) => graph.getModuleInfo(id)?.importedIds ?? [];

/**
 * The route modules (relative to `app/`) that import `id` statically, at any depth, and the modules on
 * the way that are loaded on demand (a dialog's `import()`): what loads `id` besides its routes.
 */
export function routesReaching(
  id: string,
  graph: ModuleGraph,
): { routes: Set<string>; lazyEntries: Set<string> } {
  const routes = new Set<string>();
  const lazyEntries = new Set<string>();
  walk([id], importersOf(graph), (current) => {
    if (routeModule.test(current)) routes.add(current.replace(/^.*\/app\//, "").replace(/\?.*$/, ""));
    if ((graph.getModuleInfo(current)?.dynamicImporters.length ?? 0) > 0) lazyEntries.add(current);
    return false;
  });
  return { routes, lazyEntries };
}

/** Whether `id` imports, statically and at any depth, a module `packages` matches. */
export function reachesPackage(id: string, graph: ModuleGraph, packages: RegExp): boolean {
  return walk([id], importsOf(graph), (current) => packages.test(current));
}

/**
 * Whether a module `id` imports, statically and at any depth, is one a public page reads too (the
 * application's own modules, not packages): the bundler puts a module's imports in its chunk, so taking
 * `id` into a portal chunk would take that one along and put the portal chunk on the public page. A
 * module a named group holds stays there.
 */
export function reachesPublicModule(id: string, graph: ModuleGraph): boolean {
  const imports = importsOf(graph);
  const ownModule = (current: string) => !current.includes("/node_modules/") && !routeModule.test(current);
  return walk(
    imports(id).filter(ownModule),
    (current) => imports(current).filter(ownModule),
    (current) =>
      /\/(app|shared)\//.test(current) &&
      !namedGroups.some((group) => group.test(current)) &&
      [...routesReaching(current, graph).routes].some((route) => publicRoute.test(route)),
  );
}

/** Whose screens a route (relative to `app/`) draws: one role's, or `shared` (account, messages, layouts). */
export function routeArea(route: string): string {
  const folder = /^routes\/([\w-]+)\//.exec(route)?.[1] ?? "";
  if (folder === "student" || folder === "parent") return "family";
  if (folder === "tutor" || folder === "admin" || folder === "employer") return folder;
  return "shared";
}

/**
 * The portal chunk a module goes into, or null to leave it to the bundler: a named portal module, or an
 * application module that signed-in screens share (two routes, or a route and something it loads on
 * demand), reached by no public page, importing no module a public page reads (the bundler would take it
 * along) and reaching no screen-only package. Shared by one role's screens only, it goes into that role's
 * `portal-<role>` chunk; otherwise into `portal`.
 */
export function portalChunk(id: string, graph: ModuleGraph): string | null {
  if (portalModules.test(id)) return "portal";
  if (!sharedScreenModules.test(id)) return null;
  if (reachesPackage(id, graph, screenOnlyPackages)) return null;
  const { routes, lazyEntries } = routesReaching(id, graph);
  if (routes.size === 0 || routes.size + lazyEntries.size < 2) return null;
  if ([...routes].some((route) => publicRoute.test(route))) return null;
  if (reachesPublicModule(id, graph)) return null;
  const areas = new Set([...routes].map(routeArea));
  const [area] = areas;
  return areas.size === 1 && area !== "shared" ? `portal-${area}` : "portal";
}

/** Rolldown's `codeSplitting.groups` for the client build. */
export const chunkGroups = [
  { name: "app-core", test: (id: string) => reactModules.test(id) || appCoreModules.test(id), priority: 2 },
  { name: "ui-core", test: uiCoreModules, priority: 2 },
  { name: "public-shell", test: publicShellModules, priority: 1 },
  {
    name: (id: string, ctx: ModuleGraph) => portalChunk(id, ctx),
    debugName: "portal",
    priority: 0,
  },
];
