import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "#app/lib/api-client.ts";

/**
 * How long a read stays fresh when it must be read afresh on every visit: long enough that the read a route
 * loader made for this visit (decision 055) serves the screen drawn right after it, instead of a second
 * request; short enough that the next visit reads again.
 */
export const VISIT_STALE_TIME_MS = 5_000;

/** The cache key of the signed-in user (`GET /api/user`); null means signed out. */
export const currentUserQueryKey = ["user"] as const;

/**
 * [1§7]: no automatic retry, no refetch on focus, reconnect or time. A 401 from any call while a
 * user is cached means the session ended on the server (expired, logged out elsewhere, password
 * changed): the cached user becomes null, so the route guards send the person to /auth.
 */
export function createQueryClient() {
  const onError = (error: unknown) => {
    if (!(error instanceof ApiError) || error.status !== 401) return;
    if (client.getQueryData(currentUserQueryKey)) client.setQueryData(currentUserQueryKey, null);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
  return client;
}

export const queryClient = createQueryClient();

/**
 * On the server, the QueryClient of the request being rendered (set by `request-scope.server.ts`,
 * decision 057); unset in the browser, which keeps `queryClient` above.
 */
let serverQueryClient: (() => QueryClient | undefined) | null = null;

export function setServerQueryClient(source: () => QueryClient | undefined) {
  serverQueryClient = source;
}

/** The client a render draws from: the browser's own, or on the server the request's (a fresh one outside any). */
export function renderQueryClient(): QueryClient {
  if (typeof window !== "undefined") return queryClient;
  return serverQueryClient?.() ?? createQueryClient();
}
