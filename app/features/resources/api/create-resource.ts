import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import type { Resource, ResourceBody } from "#shared/schemas/resources.ts";
import { invalidateResources } from "./invalidate-resources.ts";

/** `POST /api/resources`: the server makes the signed-in account its owner. */
export const createResource = (body: ResourceBody) => api.post<Resource>("/api/resources", body);

export function useCreateResource() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createResource, onSuccess: () => invalidateResources(queryClient) });
}
