import { zodResolver } from "@hookform/resolvers/zod";
import { Download } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { CopyButton } from "#app/components/copy-button.tsx";
import { QrCodeImage, useQrCode } from "#app/components/qr-code.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field, fieldsOf } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { ApiError, errorMessage } from "#app/lib/api-client.ts";
import { downloadText } from "#app/lib/download.ts";
import { applyServerIssues } from "#app/lib/form-errors.ts";
import {
  type TwoFactorConfirmBody,
  type TwoFactorDisableBody,
  type TwoFactorSetup,
  twoFactorConfirmBodySchema,
  twoFactorDisableBodySchema,
} from "#shared/schemas/auth.ts";
import { useConfirmTwoFactor, useDisableTwoFactor, useSetUpTwoFactor } from "../api/two-factor.ts";

/**
 * Two-factor sign-in with an authenticator app (decision 029): off, a button starts the set-up (QR code
 * and the secret as text, then a code to confirm); confirmed, the recovery codes are shown once to copy or
 * download; on, the password and a code turn it off.
 */
export function TwoFactorSettings({
  enabled,
  onFinished,
  headingLevel = 3,
}: {
  enabled: boolean;
  /** The level of the recovery codes' heading under the page's or card's own heading. */
  headingLevel?: 2 | 3;
  /** After the recovery codes are put away (the required set-up leaves for the home screen then). */
  onFinished?: () => void;
}) {
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const confirm = useConfirmTwoFactor();
  if (recoveryCodes) {
    return (
      <RecoveryCodesPanel
        codes={recoveryCodes}
        headingLevel={headingLevel}
        onDone={async () => {
          await confirm.refreshUser();
          setRecoveryCodes(null);
          onFinished?.();
        }}
      />
    );
  }
  if (enabled) return <TurnOffForm />;
  return <SetUp onConfirmed={setRecoveryCodes} />;
}

function SetUp({ onConfirmed }: { onConfirmed: (codes: string[]) => void }) {
  const setUp = useSetUpTwoFactor();
  if (!setUp.data) {
    return (
      <div className="grid gap-3">
        <p className="text-sm text-slate-700">
          Two-factor sign-in is off. Turn it on to sign in with a code from an authenticator app (such as
          Google Authenticator, Microsoft Authenticator or 1Password) as well as your password.
        </p>
        <Button
          type="button"
          className="justify-self-start"
          disabled={setUp.isPending}
          onClick={() =>
            setUp.mutate(undefined, {
              onError: (error) =>
                toast({ title: "Could not start", description: errorMessage(error), variant: "destructive" }),
            })
          }
        >
          {setUp.isPending ? "Starting..." : "Set Up Two-Factor Sign-In"}
        </Button>
      </div>
    );
  }
  return <ConfirmSetUp setup={setUp.data} onConfirmed={onConfirmed} />;
}

/** Groups of four characters, as authenticator apps show a secret typed by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

function ConfirmSetUp({
  setup,
  onConfirmed,
}: {
  setup: TwoFactorSetup;
  onConfirmed: (codes: string[]) => void;
}) {
  const qrCode = useQrCode(setup.otpauthUrl);
  const form = useForm<TwoFactorConfirmBody>({
    resolver: zodResolver(twoFactorConfirmBodySchema),
    defaultValues: { code: "" },
  });
  const confirm = useConfirmTwoFactor({
    onError: (error) => {
      if (!applyServerIssues(error, form.setError, ["code"])) {
        form.setError("code", { type: "server", message: errorMessage(error) });
      }
    },
  });
  const field = fieldsOf("two-factor-confirm", form.formState.errors);
  return (
    <div className="grid gap-4">
      <ol className="grid list-decimal gap-1 pl-5 text-sm text-slate-700">
        <li>Scan the QR code with your authenticator app, or type the key below into it.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-col items-start gap-4 sm:flex-row">
        <QrCodeImage dataUrl={qrCode} alt="QR code to add this account to an authenticator app" />
        <div className="grid min-w-0 gap-2">
          <p className="text-sm font-medium text-slate-800">Setup key</p>
          <code
            className="rounded-md bg-slate-100 px-2 py-1 font-mono text-sm break-all"
            data-testid="two-factor-secret"
          >
            {grouped(setup.secret)}
          </code>
          <CopyButton
            text={setup.secret}
            label="Copy Key"
            copiedMessage="The setup key is on the clipboard."
            className="justify-self-start"
          />
        </div>
      </div>
      <form
        method="post"
        noValidate
        className="grid gap-3 sm:max-w-xs"
        onSubmit={form.handleSubmit((values) =>
          confirm.mutate(values, { onSuccess: (answer) => onConfirmed(answer.recoveryCodes) }),
        )}
      >
        <Field {...field("code")} label="Code from the app">
          <Input inputMode="numeric" autoComplete="one-time-code" {...form.register("code")} />
        </Field>
        <Button type="submit" disabled={confirm.isPending} className="justify-self-start">
          {confirm.isPending ? "Confirming..." : "Turn On Two-Factor Sign-In"}
        </Button>
      </form>
    </div>
  );
}

function RecoveryCodesPanel({
  codes,
  headingLevel,
  onDone,
}: {
  codes: string[];
  headingLevel: 2 | 3;
  onDone: () => void;
}) {
  const text = `${codes.join("\n")}\n`;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="grid gap-4">
      <p role="status" className="rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900">
        Two-factor sign-in is on.
      </p>
      <div className="grid gap-1">
        <Heading className="font-semibold">Your recovery codes</Heading>
        <p className="text-sm text-slate-700">
          If you lose your phone, each of these codes signs you in once in place of the app's code. Keep them
          somewhere safe: they are shown only now.
        </p>
      </div>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-sm sm:max-w-sm">
        {codes.map((code) => (
          <li key={code} className="rounded bg-slate-100 px-2 py-1">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <CopyButton text={text} label="Copy Codes" copiedMessage="The recovery codes are on the clipboard." />
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => downloadText("recovery-codes.txt", text, "text/plain;charset=utf-8")}
        >
          <Download aria-hidden="true" />
          Download Codes
        </Button>
        <Button type="button" size="sm" onClick={onDone}>
          I Have Saved My Codes
        </Button>
      </div>
    </div>
  );
}

function TurnOffForm() {
  const form = useForm<TwoFactorDisableBody>({
    resolver: zodResolver(twoFactorDisableBodySchema),
    defaultValues: { password: "", code: "" },
  });
  const disable = useDisableTwoFactor({
    onSuccess: () => toast({ title: "Two-factor sign-in is off" }),
    onError: (error) => {
      if (applyServerIssues(error, form.setError, ["password", "code"])) return;
      const field =
        error instanceof ApiError && error.code === "CURRENT_PASSWORD_INCORRECT" ? "password" : "code";
      form.setError(field, { type: "server", message: errorMessage(error) });
    },
  });
  const field = fieldsOf("two-factor-off", form.formState.errors);
  return (
    <div className="grid gap-3">
      <p className="text-sm text-slate-700">
        Two-factor sign-in is on: signing in asks for a code from your authenticator app after your password.
      </p>
      <form
        method="post"
        noValidate
        className="grid gap-3 sm:max-w-xs"
        onSubmit={form.handleSubmit((values) => disable.mutate(values))}
      >
        <Field {...field("password")} label="Current password">
          <Input type="password" autoComplete="current-password" {...form.register("password")} />
        </Field>
        <Field {...field("code")} label="Code from the app or a recovery code">
          <Input autoComplete="one-time-code" {...form.register("code")} />
        </Field>
        <Button type="submit" variant="outline" disabled={disable.isPending} className="justify-self-start">
          {disable.isPending ? "Turning off..." : "Turn Off Two-Factor Sign-In"}
        </Button>
      </form>
    </div>
  );
}
