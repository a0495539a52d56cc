import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { ApiError, errorMessage } from "#app/lib/api-client.ts";
import { applyServerIssues } from "#app/lib/form-errors.ts";
import { paths } from "#shared/config/paths.ts";
import { type ResetPasswordConfirmBody, resetPasswordConfirmBodySchema } from "#shared/schemas/auth.ts";
import { confirmPasswordReset } from "../api/confirm-password-reset.ts";
import { useResetToken } from "../api/validate-reset-token.ts";

/**
 * Sets a new password with the token from the e-mailed link. The link is checked first, so a used or
 * expired one is reported before the person types a new password.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const link = useResetToken(token);
  if (link.isPending) return <Spinner label="Checking your link" />;
  if (link.isError) {
    return (
      <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
        {errorMessage(link.error)}{" "}
        <Link className="font-medium underline" to={paths.auth}>
          Go to Log In
        </Link>
      </p>
    );
  }
  return <NewPasswordForm token={token} />;
}

function NewPasswordForm({ token }: { token: string }) {
  const form = useForm<ResetPasswordConfirmBody>({
    resolver: zodResolver(resetPasswordConfirmBodySchema),
    defaultValues: { token, password: "", confirmPassword: "" },
  });
  const mutation = useMutation({
    mutationFn: confirmPasswordReset,
    // A field's issue (a common password) goes under its field; anything else shows above the form.
    onError: (error) => applyServerIssues(error, form.setError, ["password", "confirmPassword"]),
  });
  const fieldIssue = mutation.error instanceof ApiError && mutation.error.issues.length > 0;
  const errors = form.formState.errors;

  if (mutation.isSuccess) {
    return (
      <div className="grid gap-4">
        <p role="status" className="rounded-md border border-green-300 bg-green-50 p-4 text-green-900">
          {mutation.data.message}
        </p>
        <Button asChild>
          <Link to={paths.auth}>Go to Log In</Link>
        </Button>
      </div>
    );
  }
  return (
    <form
      method="post"
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
    >
      {mutation.isError && !fieldIssue ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          {errorMessage(mutation.error)}
        </p>
      ) : null}
      <Field id="reset-password" label="New password" error={errors.password?.message}>
        <Input type="password" autoComplete="new-password" {...form.register("password")} />
      </Field>
      <Field id="reset-confirmPassword" label="Confirm new password" error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" {...form.register("confirmPassword")} />
      </Field>
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? "Saving..." : "Set New Password"}
      </Button>
    </form>
  );
}
