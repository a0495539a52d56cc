import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import type { EmailConfirmationStatus } from "#shared/schemas/email-confirmation.ts";

/** Whether the signed-in account's address is confirmed; only this feature reads or changes it. */
export const emailConfirmationKey = ["email-confirmation"] as const;

export const getEmailConfirmation = () => api.get<EmailConfirmationStatus>("/api/email-confirmation");

export const emailConfirmationQueryOptions = queryOptions({
  queryKey: emailConfirmationKey,
  queryFn: getEmailConfirmation,
  staleTime: 0,
});

export const useEmailConfirmation = () => useQuery(emailConfirmationQueryOptions);
