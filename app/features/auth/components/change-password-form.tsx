import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { toast, toastAndRedirect } from "#app/components/ui/toast.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import { applyServerIssues } from "#app/lib/form-errors.ts";
import { homePathForRole } from "#shared/config/paths.ts";
import { type ChangePasswordBody, changePasswordBodySchema } from "#shared/schemas/auth.ts";
import { useChangePassword } from "../api/change-password.ts";

const FIELDS = ["currentPassword", "newPassword", "confirmPassword"] as const;

const CHANGED = { title: "Password changed", description: "Your new password is saved." };

/**
 * Replaces a temporary (or any) password. `afterChange` says where the account goes next: `"home"` (the
 * role's home page, after the forced change on /change-password) or `"stay"` (on the page, the form
 * emptied, as on /account). `onChanged` lets the page re-read what the change ended on the server (the
 * family's calendar feed).
 */
export function ChangePasswordForm({
  afterChange,
  onChanged,
}: {
  afterChange: "home" | "stay";
  onChanged?: () => void;
}) {
  const form = useForm<ChangePasswordBody>({
    resolver: zodResolver(changePasswordBodySchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const mutation = useChangePassword({
    onSuccess: (user) => {
      onChanged?.();
      if (afterChange === "home") return toastAndRedirect(CHANGED, homePathForRole(user.role));
      toast(CHANGED);
      form.reset();
    },
    onError: (error) => {
      if (!applyServerIssues(error, form.setError, FIELDS)) {
        form.setError("currentPassword", { type: "server", message: errorMessage(error) });
      }
    },
  });
  const errors = form.formState.errors;
  const field = (name: (typeof FIELDS)[number]) => ({ id: `change-${name}`, error: errors[name]?.message });
  return (
    <form
      method="post"
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
    >
      <Field {...field("currentPassword")} label="Current password">
        <Input type="password" autoComplete="current-password" {...form.register("currentPassword")} />
      </Field>
      <Field {...field("newPassword")} label="New password">
        <Input type="password" autoComplete="new-password" {...form.register("newPassword")} />
      </Field>
      <Field {...field("confirmPassword")} label="Confirm new password">
        <Input type="password" autoComplete="new-password" {...form.register("confirmPassword")} />
      </Field>
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? "Saving..." : "Save New Password"}
      </Button>
    </form>
  );
}
