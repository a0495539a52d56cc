import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { ApiError, errorMessage } from "#app/lib/api-client.ts";
import { applyApiErrors } from "#app/lib/form-errors.ts";
import { type ChangeEmailBody, changeEmailBodySchema } from "#shared/schemas/auth.ts";
import { useChangeEmail } from "../api/change-email.ts";

const FIELDS = ["email", "currentPassword"] as const;

/** A new e-mail address for the account, confirmed by the current password (decision 018). */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const form = useForm<ChangeEmailBody>({
    resolver: zodResolver(changeEmailBodySchema),
    defaultValues: { email: "", currentPassword: "" },
  });
  const mutation = useChangeEmail();
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: (user) => {
        toast({ title: "Email changed", description: `Your email is now ${user.email}.` });
        form.reset();
      },
      onError: (error) => {
        applyApiErrors(error, form.setError, FIELDS);
        const onAField = error instanceof ApiError && (error.status === 409 || error.issues.length > 0);
        if (!onAField) form.setError("currentPassword", { type: "server", message: errorMessage(error) });
      },
    }),
  );
  const field = (name: (typeof FIELDS)[number]) => ({
    id: `new-email-${name}`,
    error: errors[name]?.message,
  });
  return (
    <form method="post" noValidate className="grid gap-4" onSubmit={submit}>
      <p className="text-sm text-slate-600">
        Current email: <span className="font-medium break-all text-slate-900">{currentEmail}</span>
      </p>
      <Field {...field("email")} label="New email">
        <Input type="email" autoComplete="email" {...form.register("email")} />
      </Field>
      <Field {...field("currentPassword")} label="Current password" hint="To confirm it is you.">
        <Input type="password" autoComplete="current-password" {...form.register("currentPassword")} />
      </Field>
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? "Saving..." : "Save New Email"}
      </Button>
    </form>
  );
}
