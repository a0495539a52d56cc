import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { CheckCircle2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "#app/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import {
  RECOVER_USERNAME_SENT,
  RESET_PASSWORD_SENT,
  type RecoverUsernameBody,
  type ResetPasswordBody,
  recoverUsernameBodySchema,
  resetPasswordBodySchema,
} from "#shared/schemas/auth.ts";
import { recoverUsername } from "../api/recover-username.ts";
import { requestPasswordReset } from "../api/request-password-reset.ts";

type Mode = "password" | "username";

function ResetPasswordForm({ onDone }: { onDone: () => void }) {
  const form = useForm<ResetPasswordBody>({
    resolver: zodResolver(resetPasswordBodySchema),
    defaultValues: { username: "" },
  });
  const mutation = useMutation({
    mutationFn: requestPasswordReset,
    onSuccess: onDone,
    onError: () => toast({ title: "Request processed", description: RESET_PASSWORD_SENT }),
  });
  const error = form.formState.errors.username?.message;
  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
      <Field id="forgot-username" label="Username" error={error}>
        <Input autoComplete="username" {...form.register("username")} />
      </Field>
      <Button type="submit" disabled={mutation.isPending}>
        Reset Password
      </Button>
    </form>
  );
}

function RecoverUsernameForm({ onDone }: { onDone: () => void }) {
  const form = useForm<RecoverUsernameBody>({
    resolver: zodResolver(recoverUsernameBodySchema),
    defaultValues: { email: "" },
  });
  const mutation = useMutation({
    mutationFn: recoverUsername,
    onSuccess: onDone,
    onError: () => toast({ title: "Request processed", description: RECOVER_USERNAME_SENT }),
  });
  const error = form.formState.errors.email?.message;
  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
      <Field id="forgot-email" label="Email" error={error}>
        <Input type="email" autoComplete="email" {...form.register("email")} />
      </Field>
      <Button type="submit" disabled={mutation.isPending}>
        Recover Username
      </Button>
    </form>
  );
}

/** The recovery dialog [1§2]: reset password by username, or recover the username by e-mail. */
export function ForgotDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [mode, setMode] = useState<Mode>("password");
  const [succeeded, setSucceeded] = useState(false);

  const change = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setSucceeded(false);
      setMode("password");
    }
  };

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{mode === "password" ? "Reset Your Password" : "Recover Username"}</DialogTitle>
          <DialogDescription>
            {succeeded
              ? "Check your inbox, and your spam folder, in a few minutes."
              : mode === "password"
                ? "Enter your username and we will e-mail you a link to choose a new password."
                : "Enter the e-mail address of your account and we will send you your username."}
          </DialogDescription>
        </DialogHeader>
        {succeeded ? (
          <div className="grid gap-4">
            <div
              role="status"
              className="flex gap-3 rounded-md border border-green-300 bg-green-50 p-4 text-green-900"
            >
              <CheckCircle2 className="size-5 shrink-0" aria-hidden="true" />
              <p>{mode === "password" ? RESET_PASSWORD_SENT : RECOVER_USERNAME_SENT}</p>
            </div>
            <Button onClick={() => change(false)}>Close</Button>
          </div>
        ) : (
          <>
            {mode === "password" ? (
              <ResetPasswordForm onDone={() => setSucceeded(true)} />
            ) : (
              <RecoverUsernameForm onDone={() => setSucceeded(true)} />
            )}
            <Button
              variant="link"
              className="justify-self-center"
              onClick={() => setMode(mode === "password" ? "username" : "password")}
            >
              {mode === "password" ? "Forgot username?" : "Forgot password?"}
            </Button>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
