import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useSearchParams } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Input, NativeSelect } from "#app/components/ui/input.tsx";
import { toast, toastAndRedirect } from "#app/components/ui/toast.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import { homePathForRole, paths } from "#shared/config/paths.ts";
import { type LoginBody, loginBodySchema } from "#shared/schemas/auth.ts";
import { useLogin } from "../api/login.ts";
import { REDIRECT_TO_PARAM, safeRedirectPath } from "../lib/redirect-to.ts";

type LoginValues = { username: string; password: string; role: "admin" | "tutor" | "student" };

/**
 * Sign-in form [1§2]: username, password and 'I am a' (Parent sends `student`). Signed in, the user goes
 * to the page the guard sent them from (`?redirectTo=`, a path on this site only), else to their home.
 */
export function LoginForm({ onForgot, redirect = true }: { onForgot: () => void; redirect?: boolean }) {
  const [searchParams] = useSearchParams();
  const back = safeRedirectPath(searchParams.get(REDIRECT_TO_PARAM));
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginBodySchema) as never,
    defaultValues: { username: "", password: "", role: "student" },
  });
  const login = useLogin({
    onSuccess: (user) => {
      const welcome = { title: "Login successful", description: `Welcome back, ${user.fullName}!` };
      if (!redirect) return toast(welcome);
      toastAndRedirect(
        welcome,
        user.mustChangePassword ? paths.changePassword : (back ?? homePathForRole(user.role)),
      );
    },
    onError: (error) =>
      toast({ title: "Login failed", description: errorMessage(error), variant: "destructive" }),
  });
  const errors = form.formState.errors;

  return (
    <form
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
