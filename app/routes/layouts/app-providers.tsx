import { type DehydratedState, HydrationBoundary, QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { Outlet, useMatches } from "react-router";
import { Toaster } from "#app/components/ui/toast.tsx";
import { createQueryClient, queryClient } from "#app/lib/query-client.ts";
import { rememberViewerZone } from "#app/lib/viewer-zone-cookie.ts";

/** The reads a route's server loader made (decision 057), if it made any. */
function dehydratedStateOf(loaderData: unknown): DehydratedState | null {
  if (typeof loaderData !== "object" || loaderData === null || !("dehydratedState" in loaderData))
    return null;
  return loaderData.dehydratedState as DehydratedState;
}

/**
 * Data and toasts for the screens that call the API. Public marketing pages sit outside this
 * layout so their JavaScript stays small. The browser keeps one QueryClient; a server render has one of
 * its own, so nothing read for one request is ever drawn for another (decision 057). The reads the routes'
 * server loaders made are hydrated into it before the screen draws, on both sides alike.
 */
export default function AppProviders() {
  const [client] = useState(() => (typeof window === "undefined" ? createQueryClient() : queryClient));
  const matches = useMatches();
  // The server draws the next screen's times only in the viewer's own zone (decision 057).
  useEffect(rememberViewerZone, []);
  // The matches are a new array only when the routes or their data change (a navigation).
  const state = useMemo<DehydratedState>(
    () => ({
      mutations: [],
      queries: matches.flatMap((match) => dehydratedStateOf(match.loaderData)?.queries ?? []),
    }),
    [matches],
  );
  return (
    <QueryClientProvider client={client}>
      <HydrationBoundary state={state}>
        <Outlet />
        <Toaster />
      </HydrationBoundary>
    </QueryClientProvider>
  );
}
