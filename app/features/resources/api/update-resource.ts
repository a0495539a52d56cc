import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import type { Resource, ResourceBody } from "#shared/schemas/resources.ts";
import { invalidateResources } from "./invalidate-resources.ts";

export const updateResource = ({ id, body }: { id: number; body: ResourceBody }) =>
  api.put<Resource>(`/api/resources/${id}`, body);

export function useUpdateResource() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateResource, onSuccess: () => invalidateResources(queryClient) });
}
