import { type DehydratedState, HydrationBoundary, QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { Outlet, useMatches } from "react-router";
import { Toaster } from "#app/components/ui/toast.tsx";
import { renderQueryClient } from "#app/lib/query-client.ts";
import { ScreenDrawnByServerContext } from "#app/lib/screen-drawn-by-server.ts";
import { serverDrawnQueries } from "#app/lib/server-drawn-queries.ts";
import { rememberViewerZoneLater } from "#app/lib/viewer-zone-cookie.ts";

/** The reads a route's server loader made (decision 057), if it made any. */
function dehydratedStateOf(loaderData: unknown): DehydratedState | null {
  if (typeof loaderData !== "object" || loaderData === null || !("dehydratedState" in loaderData))
    return null;
  return loaderData.dehydratedState as DehydratedState;
}

/** Whether the server drew the screen below the signed-in frame (decision 057), if a loader says. */
function drawsScreenOf(loaderData: unknown): boolean | null {
  if (typeof loaderData !== "object" || loaderData === null || !("drawsScreen" in loaderData)) return null;
  return loaderData.drawsScreen === true;
}

/**
 * Data and toasts for the screens that call the API. Public marketing pages sit outside this
 * layout so their JavaScript stays small. The browser keeps one QueryClient; a server render has one of
 * its own, so nothing read for one request is ever drawn for another (decision 057). The reads the routes'
 * server loaders made are hydrated into it before the screen draws, on both sides alike.
 */
export default function AppProviders() {
  const [client] = useState(renderQueryClient);
  const matches = useMatches();
  // The server draws the next screen's times only in the viewer's own zone (decision 057).
  useEffect(rememberViewerZoneLater, []);
  // The matches are a new array only when the routes or their data change (a navigation).
  const state = useMemo<DehydratedState>(
    () => ({
      mutations: [],
      queries: [
        ...matches.flatMap((match) => dehydratedStateOf(match.loaderData)?.queries ?? []),
        ...(serverDrawnQueries()?.queries ?? []),
      ],
    }),
    [matches],
  );
  // The signed-in layout's server loader says whether the server drew the screen below the frame.
  const screenDrawn = !matches.some((match) => drawsScreenOf(match.loaderData) === false);
  return (
    <QueryClientProvider client={client}>
      <HydrationBoundary state={state}>
        <ScreenDrawnByServerContext value={screenDrawn}>
          <Outlet />
        </ScreenDrawnByServerContext>
        <Toaster />
      </HydrationBoundary>
    </QueryClientProvider>
  );
}
