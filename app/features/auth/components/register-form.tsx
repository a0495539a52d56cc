import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "#app/components/ui/button.tsx";
import { FormField, fieldAria, Input } from "#app/components/ui/input.tsx";
import { toast, toastAndRedirect } from "#app/components/ui/toast.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import { applyServerIssues } from "#app/lib/form-errors.ts";
import { homePathForRole } from "#shared/config/paths.ts";
import { type RegisterForm as RegisterValues, registerFormSchema } from "#shared/schemas/registration.ts";
import { useRegister } from "../api/register.ts";

const FIELDS = ["fullName", "email", "username", "password", "confirmPassword"] as const;

/** Registration with an invitation token or a company registration code; the account is a family account. */
export function RegisterForm({
  credential,
  defaults,
}: {
  credential: { token: string } | { code: string };
  defaults?: Partial<Pick<RegisterValues, "fullName" | "email">>;
}) {
  const form = useForm<RegisterValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { fullName: "", email: "", username: "", password: "", confirmPassword: "", ...defaults },
  });
  const registration = useRegister({
    onSuccess: (user) => {
      toastAndRedirect(
        {
          title: "Registration successful",
          description: `Welcome, ${user.fullName}! Your account is ready.`,
        },
        homePathForRole(user.role),
      );
    },
    onError: (error) => {
      applyServerIssues(error, form.setError, FIELDS);
      toast({ title: "Registration failed", description: errorMessage(error), variant: "destructive" });
    },
  });
  const errors = form.formState.errors;
  const field = (name: (typeof FIELDS)[number]) => ({
    ...fieldAria(`register-${name}`, errors[name]?.message),
    ...form.register(name),
  });

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit((values) => registration.mutate({ ...values, ...credential }))}
    >
      <FormField id="register-fullName" label="Full name" error={errors.fullName?.message}>
        <Input autoComplete="name" {...field("fullName")} />
      </FormField>
      <FormField id="register-email" label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...field("email")} />
      </FormField>
      <FormField id="register-username" label="Username" error={errors.username?.message}>
        <Input autoComplete="username" {...field("username")} />
      </FormField>
      <FormField id="register-password" label="Password" error={errors.password?.message}>
        <Input type="password" autoComplete="new-password" {...field("password")} />
      </FormField>
      <FormField
        id="register-confirmPassword"
        label="Confirm password"
        error={errors.confirmPassword?.message}
      >
        <Input type="password" autoComplete="new-password" {...field("confirmPassword")} />
      </FormField>
      <Button type="submit" disabled={registration.isPending}>
        {registration.isPending ? "Processing..." : "Create Account"}
      </Button>
    </form>
  );
}
