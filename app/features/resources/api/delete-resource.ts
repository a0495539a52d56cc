import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { invalidateResources } from "./invalidate-resources.ts";

/** `DELETE /api/resources/{id}`: its uploaded file goes too. */
export const deleteResource = (id: number) => api.delete<void>(`/api/resources/${id}`);

export function useDeleteResource() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteResource, onSuccess: () => invalidateResources(queryClient) });
}
