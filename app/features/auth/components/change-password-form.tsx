import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { Button } from "#app/components/ui/button.tsx";
import { FormField, fieldAria, Input } from "#app/components/ui/input.tsx";
import { toastAndRedirect } from "#app/components/ui/toast.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import { applyServerIssues } from "#app/lib/form-errors.ts";
import { currentUserQueryKey } from "#app/lib/query-client.ts";
import { homePathForRole } from "#shared/config/paths.ts";
import { type ChangePasswordBody, changePasswordBodySchema } from "#shared/schemas/auth.ts";
import { changePassword } from "../api/recovery.ts";

const FIELDS = ["currentPassword", "newPassword", "confirmPassword"] as const;

/** Replaces a temporary (or any) password; then continues to the role's home page. */
export function ChangePasswordForm() {
  const queryClient = useQueryClient();
  const form = useForm<ChangePasswordBody>({
    resolver: zodResolver(changePasswordBodySchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserQueryKey, user);
      toastAndRedirect(
        { title: "Password changed", description: "Your new password is saved." },
        homePathForRole(user.role),
      );
    },
    onError: (error) => {
      if (!applyServerIssues(error, form.setError, FIELDS)) {
        form.setError("currentPassword", { type: "server", message: errorMessage(error) });
      }
    },
  });
  const errors = form.formState.errors;
  const field = (name: (typeof FIELDS)[number]) => ({
    ...fieldAria(`change-${name}`, errors[name]?.message),
    ...form.register(name),
  });
  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
      <FormField id="change-currentPassword" label="Current password" error={errors.currentPassword?.message}>
        <Input type="password" autoComplete="current-password" {...field("currentPassword")} />
      </FormField>
      <FormField id="change-newPassword" label="New password" error={errors.newPassword?.message}>
        <Input type="password" autoComplete="new-password" {...field("newPassword")} />
      </FormField>
      <FormField
        id="change-confirmPassword"
        label="Confirm new password"
        error={errors.confirmPassword?.message}
      >
        <Input type="password" autoComplete="new-password" {...field("confirmPassword")} />
      </FormField>
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? "Saving..." : "Save New Password"}
      </Button>
    </form>
  );
}
