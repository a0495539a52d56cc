import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "#app/components/ui/button.tsx";
import { Field, fieldsOf } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { toast, toastAndRedirect } from "#app/components/ui/toast.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import { applyServerIssues } from "#app/lib/form-errors.ts";
import { homePathForRole } from "#shared/config/paths.ts";
import { type RegisterForm as RegisterValues, registerFormSchema } from "#shared/schemas/registration.ts";
import { useRegister } from "../api/register.ts";

const FIELDS = ["fullName", "email", "username", "password", "confirmPassword"] as const;

/**
 * Registration with an invitation token or a company registration code: a family account, or an HR
 * manager's for an HR manager's invitation. The answer's role decides where the account lands (a family on
 * its dashboard, an HR manager on /employer).
 */
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
  const field = fieldsOf("register", errors);

  return (
    <form
      method="post"
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit((values) => registration.mutate({ ...values, ...credential }))}
    >
      <Field {...field("fullName")} label="Full name">
        <Input autoComplete="name" {...form.register("fullName")} />
      </Field>
      {"token" in credential ? (
        // The account takes the address the invitation was sent to.
        <Field {...field("email")} label="Email" hint="Your invitation was sent to this address.">
          <Input type="email" autoComplete="email" readOnly {...form.register("email")} />
        </Field>
      ) : (
        <Field
          {...field("email")}
          label="Email"
          hint="We will send a link to this address to confirm it is yours."
        >
          <Input type="email" autoComplete="email" {...form.register("email")} />
        </Field>
      )}
      <Field {...field("username")} label="Username">
        <Input autoComplete="username" {...form.register("username")} />
      </Field>
      <Field {...field("password")} label="Password">
        <Input type="password" autoComplete="new-password" {...form.register("password")} />
      </Field>
      <Field {...field("confirmPassword")} label="Confirm password">
        <Input type="password" autoComplete="new-password" {...form.register("confirmPassword")} />
      </Field>
      <Button type="submit" disabled={registration.isPending}>
        {registration.isPending ? "Processing..." : "Create Account"}
      </Button>
    </form>
  );
}
