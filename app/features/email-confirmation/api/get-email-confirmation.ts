import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { VISIT_STALE_TIME_MS } from "#app/lib/query-client.ts";
import { emailConfirmationKeys } from "#app/lib/query-keys.ts";
import type { EmailConfirmationStatus } from "#shared/schemas/email-confirmation.ts";

/** Whether the signed-in account's address is confirmed. */
export const getEmailConfirmation = () => api.get<EmailConfirmationStatus>("/api/email-confirmation");

export const emailConfirmationQueryOptions = queryOptions({
  queryKey: emailConfirmationKeys.status,
  queryFn: getEmailConfirmation,
  // Read afresh on each visit; the read the server made for this page serves its first draw.
  staleTime: VISIT_STALE_TIME_MS,
});

export const useEmailConfirmation = () => useQuery(emailConfirmationQueryOptions);
