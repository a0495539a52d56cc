import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "#app/components/ui/button.tsx";
import { FormDialog, useFormDialog } from "#app/components/ui/dialog.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { SearchInput } from "#app/components/ui/search-input.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import { applyServerIssues } from "#app/lib/form-errors.ts";
import { formatDate } from "#app/lib/format-date.ts";
import {
  type EraseFamilyBody,
  eraseFamilyBodySchema,
  FAMILY_SEARCH_MIN,
  type FamilyAccount,
} from "#shared/schemas/account.ts";
import { useEraseFamily } from "../api/erase-family.ts";
import { useExportFamily } from "../api/export-account.ts";
import { useFamilySearch } from "../api/search-families.ts";
import { dataRightsText } from "../lib/data-rights-text.ts";
import { ErasureExplanation } from "./delete-account-dialog.tsx";

/** The admin erases a family on its request, typing DELETE; the erasure is recorded with the admin. */
function EraseFamilyDialog({ family }: { family: FamilyAccount }) {
  const form = useForm<EraseFamilyBody>({
    resolver: zodResolver(eraseFamilyBodySchema),
    defaultValues: { confirmation: "" },
  });
  const dialog = useFormDialog(() => form.reset());
  const mutation = useEraseFamily({
    onSuccess: () => {
      dialog.close();
      toast({ title: "Account deleted", description: `${family.fullName}'s account has been erased.` });
    },
    onError: (error) => {
      if (!applyServerIssues(error, form.setError, ["confirmation"])) {
        form.setError("confirmation", { type: "server", message: errorMessage(error) });
      }
    },
  });
  return (
    <FormDialog
      {...dialog.props}
      className="max-w-lg"
      trigger={
        <Button size="sm" variant="destructive">
          Erase account
          <span className="sr-only"> of {family.fullName}</span>
        </Button>
      }
      title={`Erase ${family.fullName}'s account`}
      description="Only on the family's request. It cannot be undone; the family gets a confirmation e-mail."
      onSubmit={form.handleSubmit((values) => mutation.mutate({ familyId: family.id, ...values }))}
      pending={mutation.isPending}
      submitLabel="Erase for good"
      pendingLabel="Erasing..."
    >
      <ErasureExplanation />
      <Field
        id={`erase-confirmation-${family.id}`}
        label={dataRightsText.confirmLabel}
        error={form.formState.errors.confirmation?.message}
      >
        <Input autoComplete="off" {...form.register("confirmation")} />
      </Field>
    </FormDialog>
  );
}

/** A family's data-rights requests from /admin: find the account, download its data, or erase it. */
export function FamilyDataRequests() {
  const [search, setSearch] = useState("");
  const query = useFamilySearch(search);
  const exportFamily = useExportFamily();
  const enough = search.trim().length >= FAMILY_SEARCH_MIN;
  return (
    <div className="grid gap-4">
      <div className="grid max-w-md gap-1.5">
        <label htmlFor="family-search" className="text-sm font-medium text-slate-800">
          Find a family by username, e-mail or name
        </label>
        <SearchInput id="family-search" value={search} onChange={(event) => setSearch(event.target.value)} />
      </div>
      {!enough ? (
        <p className="text-sm text-slate-600">Type at least {FAMILY_SEARCH_MIN} characters.</p>
      ) : query.isPending ? (
        <p className="text-sm text-slate-600">Searching...</p>
      ) : query.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(query.error)}
        </p>
      ) : query.data.length === 0 ? (
        <p className="text-sm text-slate-600">No family account matches.</p>
      ) : (
        <ul aria-label="Family accounts" className="grid gap-3">
          {query.data.map((family) => (
            <li
              key={family.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-slate-200 p-3"
            >
              <div className="min-w-0">
                <p className="font-medium">{family.fullName}</p>
                <p className="text-sm break-all text-slate-600">
                  {family.username} · {family.email}
                  {family.companyName ? ` · ${family.companyName}` : ""} · since{" "}
                  {formatDate(family.createdAt)}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  disabled={exportFamily.isPending}
                  onClick={() =>
                    exportFamily.mutate(family.id, {
                      onError: (error) => toast({ title: errorMessage(error), variant: "destructive" }),
                    })
                  }
                >
                  Download data
                  <span className="sr-only"> of {family.fullName}</span>
                </Button>
                <EraseFamilyDialog family={family} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
