import { queryClient } from "#app/lib/query-client.ts";
import type { CurrentUser } from "#shared/schemas/auth.ts";
import type { UserRole } from "#shared/schemas/users.ts";
import { userQueryOptions } from "../api/get-user.ts";

/**
 * For a signed-in screen's route loader (decision 055): waits for the current user (the page's HTML
 * preloads it) and, when it is signed in as one of `roles` with nothing to do first (a temporary password),
 * for what `load` asks for, so the screen draws once, with its data, instead of a spinner and then skeletons
 * that move the page. For anyone else it asks for nothing: the guard sends them on, and a refused request
 * would only add an error to the console.
 */
export async function prefetchForUser(
  roles: readonly UserRole[],
  load: (user: CurrentUser) => Promise<unknown>,
): Promise<null> {
  await queryClient.prefetchQuery(userQueryOptions);
  const user = queryClient.getQueryData(userQueryOptions.queryKey);
  if (user && roles.includes(user.role) && !user.mustChangePassword && !user.twoFactorSetupRequired) {
    await load(user);
  }
  return null;
}
