import { queryOptions, useQuery } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { ApiError, api } from "#app/lib/api-client.ts";
import { currentUserQueryKey } from "#app/lib/query-client.ts";
import { hasSessionHint, SESSION_HINT_COOKIE } from "#shared/config/session-hint.ts";
import type { CurrentUser } from "#shared/schemas/auth.ts";

/** The current user, or null when signed out (a 401 is not an error here [1§7]). */
export async function getUser(): Promise<CurrentUser | null> {
  try {
    return await api.get<CurrentUser>("/api/user");
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      // The session has ended (expired, or ended elsewhere): the hint goes with it.
      if (typeof document !== "undefined") {
        // biome-ignore lint/suspicious/noDocumentCookie: one cookie, removed once; the Cookie Store API is not in every browser
        document.cookie = `${SESSION_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
      }
      return null;
    }
    throw error;
  }
}

export const userQueryOptions = queryOptions({ queryKey: currentUserQueryKey, queryFn: getUser });

export function useUser() {
  return useQuery(userQueryOptions);
}

const noSubscription = () => () => {};

/**
 * The current user on a public page (decision 057, "The blog's reader"): asked for only when this browser
 * holds a session (the hint cookie), so an anonymous visitor's page asks nothing the server answers with
 * 401. Pending while the page is drawn by the server or hydrates (it cannot read the cookie), then null
 * without a request, or the user.
 */
export function usePublicPageUser(): { isPending: boolean; data: CurrentUser | null | undefined } {
  const hinted = useSyncExternalStore(
    noSubscription,
    () => hasSessionHint(document.cookie),
    () => null,
  );
  const user = useQuery({ ...userQueryOptions, enabled: hinted === true });
  if (hinted === null) return { isPending: true, data: undefined };
  if (!hinted) return { isPending: false, data: null };
  return { isPending: user.isPending, data: user.data };
}
