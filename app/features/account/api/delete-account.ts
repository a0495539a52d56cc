import { useMutation } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import type { DeleteAccountBody } from "#shared/schemas/account.ts";

/** Erases the signed-in family's account; the answer also ends this browser's session. */
export const deleteAccount = (body: DeleteAccountBody) =>
  api.post<{ message: string }>("/api/account/delete", body);

export const useDeleteAccount = (options: { onSuccess: () => void; onError: (error: unknown) => void }) =>
  useMutation({ mutationFn: deleteAccount, ...options });
