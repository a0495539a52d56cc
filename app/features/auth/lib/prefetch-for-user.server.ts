import { type DehydratedState, dehydrate } from "@tanstack/react-query";
import { type AppLoadContext, redirect } from "react-router";
import { inRequestScope, requestQueryClient } from "#app/lib/request-scope.server.ts";
import type { UserRole } from "#shared/schemas/users.ts";
import { userQueryOptions } from "../api/get-user.ts";
import { prefetchForUser, type ScreenReads } from "./prefetch-for-user.ts";
import { signInReturningTo } from "./redirect-to.ts";

/** What a signed-in screen's server loader hands the page: the reads it made, for the browser's cache. */
export type ServerReads = { dehydratedState: DehydratedState };

/**
 * A signed-in screen's server `loader` (decision 057): the same reads as its `clientLoader`, made with this
 * request's own QueryClient and the visitor's cookie, handed to the page dehydrated so the server draws the
 * screen with its data and the browser starts from them. `signInFirst` (the signed-in layout): a visitor
 * the API does not know is sent to the sign-in page by the server, as the guard would in the browser.
 */
export function serverPrefetchForUser(
  { context, request }: { context: AppLoadContext; request: Request },
  roles: readonly UserRole[],
  load: ScreenReads,
  { signInFirst = false }: { signInFirst?: boolean } = {},
): Promise<ServerReads> {
  const client = requestQueryClient(context);
  return inRequestScope(context, async () => {
    await prefetchForUser(roles, load, client);
    const state = client.getQueryState(userQueryOptions.queryKey);
    if (signInFirst && state?.status === "success" && state.data === null) {
      const url = new URL(request.url);
      throw redirect(signInReturningTo(url.pathname + url.search));
    }
    return { dehydratedState: dehydrate(client) };
  });
}
