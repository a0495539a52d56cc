import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "#app/components/ui/button.tsx";
import { FormDialog, useFormDialog } from "#app/components/ui/dialog.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { toastAndRedirect } from "#app/components/ui/toast.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import { applyServerIssues } from "#app/lib/form-errors.ts";
import { paths } from "#shared/config/paths.ts";
import { type DeleteAccountBody, deleteAccountBodySchema } from "#shared/schemas/account.ts";
import { useDeleteAccount } from "../api/delete-account.ts";
import { dataRightsText as text } from "../lib/data-rights-text.ts";

const FIELDS = ["password", "confirmation"] as const;

/** What an erasure removes and what it keeps, said before the family confirms. */
export function ErasureExplanation() {
  return (
    <div className="grid gap-2 text-sm text-slate-700">
      <p>We will delete:</p>
      <ul className="list-disc pl-5">
        {text.erased.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>{text.kept}</p>
    </div>
  );
}

/**
 * "Delete my account": the password and the typed confirmation in a dialog; once erased, the browser goes
 * to the home page (signed out) with a toast.
 */
export function DeleteAccountDialog() {
  const form = useForm<DeleteAccountBody>({
    resolver: zodResolver(deleteAccountBodySchema),
    defaultValues: { password: "", confirmation: "" },
  });
  const dialog = useFormDialog(() => form.reset());
  const mutation = useDeleteAccount({
    onSuccess: () => toastAndRedirect(text.deleted, paths.home),
    onError: (error) => {
      if (!applyServerIssues(error, form.setError, FIELDS)) {
        form.setError("password", { type: "server", message: errorMessage(error) });
      }
    },
  });
  const errors = form.formState.errors;
  return (
    <FormDialog
      {...dialog.props}
      className="max-w-lg"
      trigger={<Button variant="destructive">{text.deleteButton}</Button>}
      title={text.deleteHeading}
      description="This cannot be undone. You will be signed out everywhere."
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
      pending={mutation.isPending}
      submitLabel={text.submit}
      pendingLabel={text.pending}
    >
      <ErasureExplanation />
      <Field id="delete-password" label={text.passwordLabel} error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...form.register("password")} />
      </Field>
      <Field id="delete-confirmation" label={text.confirmLabel} error={errors.confirmation?.message}>
        <Input autoComplete="off" autoCapitalize="characters" {...form.register("confirmation")} />
      </Field>
    </FormDialog>
  );
}
