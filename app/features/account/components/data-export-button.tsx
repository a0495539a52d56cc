import { Download } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import { useExportAccount } from "../api/export-account.ts";
import { dataRightsText } from "../lib/data-rights-text.ts";

/** "Download my data": the family's JSON document, named with today's date. */
export function DataExportButton() {
  const mutation = useExportAccount();
  return (
    <Button
      variant="outline"
      disabled={mutation.isPending}
      onClick={() =>
        mutation.mutate(undefined, {
          onSuccess: () => toast(dataRightsText.exportDone),
          onError: (error) => toast({ title: errorMessage(error), variant: "destructive" }),
        })
      }
    >
      <Download aria-hidden="true" />
      {mutation.isPending ? dataRightsText.exportPending : dataRightsText.exportButton}
    </Button>
  );
}
