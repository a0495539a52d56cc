import { type ComponentProps, lazy, type ReactNode, Suspense } from "react";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";

/*
 * The forms of /account, /change-password and /two-factor-setup (react-hook-form, the auth schemas and
 * zod) load just after the page is drawn rather than with it (decision 055): the page's headings and words
 * are drawn at once, and until a form has loaded, a placeholder of the form's own size stands in its
 * place, so nothing below it moves when the form arrives.
 */

const ChangeEmailForm = lazy(() =>
  import("./change-email-form.tsx").then((module) => ({
    default: module.ChangeEmailForm,
  })),
);
const ChangePasswordForm = lazy(() =>
  import("./change-password-form.tsx").then((module) => ({
    default: module.ChangePasswordForm,
  })),
);
const TwoFactorSettings = lazy(() =>
  import("./two-factor-settings.tsx").then((module) => ({
    default: module.TwoFactorSettings,
  })),
);

/** A field's placeholder: the label's line and the input's height (and the hint's line), as Field draws them. */
function FieldSkeleton({ hint = false }: { hint?: boolean }) {
  return (
    <div className="grid gap-1.5">
      <Skeleton className="h-5 w-32" />
      <Skeleton className="h-10" />
      {hint ? <Skeleton className="h-4 w-40" /> : null}
    </div>
  );
}

/** A form's placeholder, announced once as loading (`label`) to screen readers. */
function FormSkeleton({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-4">
      <Spinner label={label} className="sr-only" />
      {children}
      <Skeleton className="h-10 w-40" />
    </div>
  );
}

/** The change of e-mail: the current address is drawn at once, as the form draws it. */
export function LazyChangeEmailForm(props: ComponentProps<typeof ChangeEmailForm>) {
  return (
    <Suspense
      fallback={
        <FormSkeleton label="Loading the email form">
          <p className="text-sm text-slate-600">
            Current email: <span className="font-medium break-all text-slate-900">{props.currentEmail}</span>
          </p>
          <FieldSkeleton />
          <FieldSkeleton hint />
        </FormSkeleton>
      }
    >
      <ChangeEmailForm {...props} />
    </Suspense>
  );
}

export function LazyChangePasswordForm(props: ComponentProps<typeof ChangePasswordForm>) {
  return (
    <Suspense
      fallback={
        <FormSkeleton label="Loading the password form">
          <FieldSkeleton />
          <FieldSkeleton />
          <FieldSkeleton />
        </FormSkeleton>
      }
    >
      <ChangePasswordForm {...props} />
    </Suspense>
  );
}

/** Two-factor sign-in: a line of words and a button, as either state of the settings starts. */
export function LazyTwoFactorSettings(props: ComponentProps<typeof TwoFactorSettings>) {
  return (
    <Suspense
      fallback={
        <div className="grid gap-3">
          <Spinner label="Loading two-factor sign-in" className="sr-only" />
          <Skeleton className="h-10" />
          <Skeleton className="h-10 w-40" />
        </div>
      }
    >
      <TwoFactorSettings {...props} />
    </Suspense>
  );
}
