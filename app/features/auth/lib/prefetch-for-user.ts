import type { QueryClient } from "@tanstack/react-query";
import { queryClient } from "#app/lib/query-client.ts";
import type { CurrentUser } from "#shared/schemas/auth.ts";
import type { UserRole } from "#shared/schemas/users.ts";
import { userQueryOptions } from "../api/get-user.ts";

/** What a screen reads before it draws, into the client it is given (the browser's or a request's). */
export type ScreenReads = (client: QueryClient, user: CurrentUser) => Promise<unknown>;

/**
 * For a signed-in screen's route loader (decision 055): waits for the current user and, when it is signed
 * in as one of `roles` with nothing to do first (a temporary password), for what `load` asks for, so the
 * screen draws once, with its data, instead of a spinner and then skeletons that move the page. For anyone
 * else it asks for nothing: the guard sends them on, and a refused request would only add an error to the
 * console. `client` is the browser's, or on the server the request's own (decision 057).
 */
export async function prefetchForUser(
  roles: readonly UserRole[],
  load: ScreenReads,
  client: QueryClient = queryClient,
): Promise<null> {
  await client.prefetchQuery(userQueryOptions);
  const user = client.getQueryData(userQueryOptions.queryKey);
  if (user && roles.includes(user.role) && !user.mustChangePassword && !user.twoFactorSetupRequired) {
    await load(client, user);
  }
  return null;
}
