import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import type { EraseFamilyBody } from "#shared/schemas/account.ts";
import { familiesKey } from "./search-families.ts";

/** An admin erases a family's account on its request. */
export const eraseFamily = (familyId: number, body: EraseFamilyBody) =>
  api.post<{ message: string }>(`/api/admin/families/${familyId}/erase`, body);

export function useEraseFamily(options: { onSuccess: () => void; onError: (error: unknown) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ familyId, ...body }: EraseFamilyBody & { familyId: number }) =>
      eraseFamily(familyId, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: familiesKey });
      options.onSuccess();
    },
    onError: options.onError,
  });
}
