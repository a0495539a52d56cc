import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { adminKeys } from "#app/lib/query-keys.ts";
import type { Enquiry } from "#shared/schemas/enquiries.ts";

/** Enquiries from the landing page's contact form, newest first. */
export const getEnquiries = () => api.get<Enquiry[]>("/api/admin/enquiries");

export const enquiriesQueryOptions = queryOptions({ queryKey: adminKeys.enquiries, queryFn: getEnquiries });

export const useEnquiries = () => useQuery(enquiriesQueryOptions);
