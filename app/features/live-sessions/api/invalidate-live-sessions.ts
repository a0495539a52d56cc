import type { QueryClient } from "@tanstack/react-query";
import { adminKeys, liveSessionKeys } from "#app/lib/query-keys.ts";

/** After a write, every list that shows live sessions: the portals' and the admin's schedule tab. */
export const invalidateLiveSessions = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: liveSessionKeys.visible }),
    queryClient.invalidateQueries({ queryKey: adminKeys.liveSessions }),
  ]);
