import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { reportLinksKey } from "./get-report-links.ts";

export const revokeReportLink = (id: number) => api.delete<void>(`/api/admin/report-links/${id}`);

export function useRevokeReportLink(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeReportLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportLinksKey(companyId) }),
  });
}
