import { lazy, Suspense } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { dataRightsText } from "../lib/data-rights-text.ts";

const DeleteAccountDialog = lazy(() =>
  import("./delete-account-dialog.tsx").then((module) => ({ default: module.DeleteAccountDialog })),
);

/**
 * "Delete my account" on /account: its button is drawn with the page, and works once the dialog's form
 * (react-hook-form, the account schema and zod) has loaded just after (decision 055).
 */
export function LazyDeleteAccountDialog() {
  return (
    <Suspense
      fallback={
        <Button variant="destructive" disabled>
          {dataRightsText.deleteButton}
        </Button>
      }
    >
      <DeleteAccountDialog />
    </Suspense>
  );
}
