import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { Button } from "#app/components/ui/button.tsx";

/**
 * What a portal screen shows when it fails to render (a route's ErrorBoundary): a friendly message, a
 * way to try again and a link back. Inside the portal layout, the shell and its navigation stay.
 */
export function RouteError({ backHref, backLabel }: { backHref: string; backLabel: string }) {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <div role="alert" className="rounded-lg border border-red-200 bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">
          {notFound ? "Page not found" : "Something went wrong"}
        </h1>
        <p className="mt-2 text-slate-700">
          {notFound
            ? "This page doesn't exist or has been removed."
            : "This page could not be shown. Please try again; if it keeps happening, come back a little later."}
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button onClick={() => window.location.reload()}>Try again</Button>
          <Button asChild variant="outline">
            <Link to={backHref}>{backLabel}</Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
