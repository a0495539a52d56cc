import { useMutation } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { downloadText } from "#app/lib/download.ts";
import type { AccountExport } from "#shared/schemas/account.ts";
import { exportFileName } from "#shared/schemas/account-export-file.ts";

/** The family's own data document. */
export const exportAccount = () => api.get<AccountExport>("/api/account/export");

/** An admin's copy of a family's data document, on the family's request. */
export const exportFamily = (familyId: number) =>
  api.get<AccountExport>(`/api/admin/families/${familyId}/export`);

/** Fetches a data document and offers it as a JSON file. */
async function download(load: () => Promise<AccountExport>, filename: string) {
  const document = await load();
  downloadText(filename, `${JSON.stringify(document, null, 2)}\n`, "application/json");
}

/** "Download my data": my-data-YYYY-MM-DD.json. */
export const useExportAccount = () =>
  useMutation({ mutationFn: () => download(exportAccount, exportFileName(new Date())) });

/** The admin's export of one family: family-{id}-data-YYYY-MM-DD.json. */
export const useExportFamily = () =>
  useMutation({
    mutationFn: (familyId: number) =>
      download(
        () => exportFamily(familyId),
        `family-${familyId}-data-${new Date().toISOString().slice(0, 10)}.json`,
      ),
  });
