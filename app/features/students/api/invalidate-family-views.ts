import type { QueryClient } from "@tanstack/react-query";
import { familyChildKeys, liveSessionKeys, scheduledSessionKeys } from "#app/lib/query-keys.ts";

/**
 * After a child is added, changed or removed: the children and every list whose rows depend on the
 * children's years (DECISIONS.md "Which sessions a family sees").
 */
export function invalidateFamilyViews(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: familyChildKeys.all }),
    queryClient.invalidateQueries({ queryKey: scheduledSessionKeys.all }),
    queryClient.invalidateQueries({ queryKey: liveSessionKeys.visible }),
  ]);
}
