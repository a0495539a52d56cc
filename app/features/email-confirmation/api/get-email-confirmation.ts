import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { emailConfirmationKeys } from "#app/lib/query-keys.ts";
import type { EmailConfirmationStatus } from "#shared/schemas/email-confirmation.ts";

/** Whether the signed-in account's address is confirmed. */
export const getEmailConfirmation = () => api.get<EmailConfirmationStatus>("/api/email-confirmation");

export const emailConfirmationQueryOptions = queryOptions({
  queryKey: emailConfirmationKeys.status,
  queryFn: getEmailConfirmation,
  staleTime: 0,
});

export const useEmailConfirmation = () => useQuery(emailConfirmationQueryOptions);
