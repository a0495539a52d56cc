import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useSearchParams } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Input, NativeSelect } from "#app/components/ui/input.tsx";
import { toast, toastAndRedirect } from "#app/components/ui/toast.tsx";
import { ApiError, errorMessage } from "#app/lib/api-client.ts";
import { homePathForRole, paths } from "#shared/config/paths.ts";
import {
  type CurrentUser,
  type LoginBody,
  loginBodySchema,
  TWO_FACTOR_ERROR_CODES,
  type TwoFactorSignInBody,
  twoFactorSignInBodySchema,
} from "#shared/schemas/auth.ts";
import { useLogin } from "../api/login.ts";
import { useLoginTwoFactor } from "../api/login-two-factor.ts";
import { REDIRECT_TO_PARAM, safeRedirectPath } from "../lib/redirect-to.ts";

type LoginValues = { username: string; password: string; role: "admin" | "tutor" | "student" | "hr" };

const loginFailed = (error: Error) =>
  toast({ title: "Login failed", description: errorMessage(error), variant: "destructive" });

/**
 * Sign-in form [1§2]: username, password and 'I am a' (Parent sends `student`, Employer `hr`). Signed in, the user goes
 * to the page the guard sent them from (`?redirectTo=`, a path on this site only), else to their home.
 * An account with two-factor sign-in is asked for its app's code (or a recovery code) next.
 */
export function LoginForm({ onForgot, redirect = true }: { onForgot: () => void; redirect?: boolean }) {
  const [searchParams] = useSearchParams();
  const back = safeRedirectPath(searchParams.get(REDIRECT_TO_PARAM));
  const [codeStep, setCodeStep] = useState(false);
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginBodySchema) as never,
    defaultValues: { username: "", password: "", role: "student" },
  });
  const signedIn = (user: CurrentUser) => {
    const welcome = { title: "Login successful", description: `Welcome back, ${user.fullName}!` };
    if (!redirect) return toast(welcome);
    toastAndRedirect(welcome, firstPathFor(user, back));
  };
  const login = useLogin({
    onSuccess: signedIn,
    onTwoFactorRequired: () => setCodeStep(true),
    onError: loginFailed,
  });
  const errors = form.formState.errors;

  if (codeStep) {
    return (
      <TwoFactorCodeForm
        onSignedIn={signedIn}
        onRestart={() => {
          form.setValue("password", "");
          setCodeStep(false);
        }}
      />
    );
  }
  // `post`: a form sent before the scripts run never carries the password in the address (decision 057).
  return (
    <form
      method="post"
      noValidate
      onSubmit={form.handleSubmit((values) => login.mutate(values as LoginBody))}
      className="grid gap-4"
    >
      <Field id="login-username" label="Username" error={errors.username?.message}>
        <Input autoComplete="username" {...form.register("username")} />
      </Field>
      <Field id="login-password" label="Password" error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...form.register("password")} />
      </Field>
      <Field id="login-role" label="I am a" error={errors.role?.message}>
        <NativeSelect defaultValue="student" {...form.register("role")}>
          <option value="admin">Admin</option>
          <option value="tutor">Tutor</option>
          <option value="student">Parent</option>
          <option value="hr">Employer</option>
        </NativeSelect>
      </Field>
      <Button type="submit" disabled={login.isPending} className="w-full">
        {login.isPending ? "Logging in..." : "Log In"}
      </Button>
      <Button type="button" variant="link" onClick={onForgot} className="justify-self-center">
        Forgot Username or Password?
      </Button>
    </form>
  );
}

/** Where a newly signed-in account goes first: a required step, else back where it came from, else home. */
function firstPathFor(user: CurrentUser, back: string | null): string {
  if (user.mustChangePassword) return paths.changePassword;
  if (user.twoFactorSetupRequired) return paths.twoFactorSetup;
  return back ?? homePathForRole(user.role);
}

/** The second step: the authenticator app's 6-digit code, or one of the recovery codes. */
function TwoFactorCodeForm({
  onSignedIn,
  onRestart,
}: {
  onSignedIn: (user: CurrentUser) => void;
  onRestart: () => void;
}) {
  const form = useForm<TwoFactorSignInBody>({
    resolver: zodResolver(twoFactorSignInBodySchema),
    defaultValues: { code: "" },
  });
  // The password field it replaces had the focus: the code field takes it.
  useEffect(() => form.setFocus("code"), [form]);
  const verify = useLoginTwoFactor({
    onSuccess: onSignedIn,
    onError: (error) => {
      loginFailed(error);
      // Timed out (or the account changed): start again from the password.
      if (error instanceof ApiError && error.code === TWO_FACTOR_ERROR_CODES.signInExpired) onRestart();
      else form.setValue("code", "");
    },
  });
  return (
    <form
      method="post"
      noValidate
      onSubmit={form.handleSubmit((values) => verify.mutate(values))}
      className="grid gap-4"
      aria-labelledby="two-factor-heading"
    >
      <h2 id="two-factor-heading" className="text-lg font-semibold">
        Two-factor sign-in
      </h2>
      <Field
        id="login-code"
        label="Authentication code"
        hint="Enter the 6-digit code from your authenticator app, or one of your recovery codes."
        error={form.formState.errors.code?.message}
      >
        <Input autoComplete="one-time-code" {...form.register("code")} />
      </Field>
      <Button type="submit" disabled={verify.isPending} className="w-full">
        {verify.isPending ? "Verifying..." : "Verify"}
      </Button>
      <Button type="button" variant="link" onClick={onRestart} className="justify-self-center">
        Back to Log In
      </Button>
    </form>
  );
}
