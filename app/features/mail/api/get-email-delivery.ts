import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import type { EmailDelivery } from "#shared/schemas/mail.ts";

export const emailDeliveryKey = ["admin", "email-delivery"] as const;

/** The mail queue's counts and the e-mails that failed after their last try (decision 032). */
export const getEmailDelivery = () => api.get<EmailDelivery>("/api/admin/email-delivery");

export const emailDeliveryQueryOptions = () =>
  queryOptions({ queryKey: emailDeliveryKey, queryFn: getEmailDelivery });

export const useEmailDelivery = () => useQuery(emailDeliveryQueryOptions());
