import { useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import appCss from "#app/app.css?url";
import { FullPageSpinner } from "#app/components/ui/spinner.tsx";
import { brand } from "#app/config/brand.ts";
import { HOLD_UNTIL_HYDRATED_SCRIPT, releaseHeldUntilHydrated } from "#app/lib/held-until-hydrated.ts";
import { useNonce } from "#app/lib/nonce.ts";
import type { Route } from "./+types/root";

export const meta: Route.MetaFunction = () => [
  { title: brand.name },
  { name: "description", content: `${brand.name}: live online group tuition from Year 5 to GCSE.` },
];

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  // A server-rendered answer's inline scripts carry its nonce (decision 057); prerendered pages none.
  const nonce = useNonce();
  // The Layout's effect runs after every other of the hydration: the page has hydrated, and what was
  // clicked before plays now (decision 057, "A click before hydration").
  useEffect(releaseHeldUntilHydrated, []);
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e40af" />
        {/* Holds a click made before the scripts run (decision 057, "A click before hydration"). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of our own */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: HOLD_UNTIL_HYDRATED_SCRIPT }} />
        {/* The style sheet before anything else the head asks for: React puts a stylesheet with a
            precedence ahead of the scripts' modulepreload links, so a phone's first paint does not wait
            behind some fifteen scripts for a connection (decision 057, "The style sheet first"). */}
        <link rel="stylesheet" href={appCss} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
        >
          Skip to content
        </a>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function HydrateFallback() {
  return <FullPageSpinner />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let title = "Something went wrong";
  let details = "An unexpected error occurred. Please reload the page.";
  if (isRouteErrorResponse(error)) {
    title = error.status === 404 ? "404 Page Not Found" : `Error ${error.status}`;
    details = error.statusText || details;
  } else if (import.meta.env.DEV && error instanceof Error) {
    details = error.message;
  }
  return (
    <main id="main" className="mx-auto max-w-2xl p-8">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-slate-700">{details}</p>
      <a className="mt-4 inline-block text-brand-700 underline" href="/">
        Back to Home
      </a>
    </main>
  );
}
