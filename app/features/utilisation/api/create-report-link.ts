import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import type { CreatedReportLink, CreateReportLinkBody } from "#shared/schemas/utilisation.ts";
import { reportLinksKey } from "./get-report-links.ts";

export const createReportLink = ({ companyId, body }: { companyId: number; body: CreateReportLinkBody }) =>
  api.post<CreatedReportLink>(`/api/admin/companies/${companyId}/report-links`, body);

export function useCreateReportLink(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateReportLinkBody) => createReportLink({ companyId, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportLinksKey(companyId) }),
  });
}
