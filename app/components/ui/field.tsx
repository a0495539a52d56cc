import { createContext, type ReactNode, useContext } from "react";
import type { FieldErrors, FieldValues } from "react-hook-form";

/** The id and ARIA wiring a Field gives its control: the label points at the id, errors and hints at it. */
type FieldControlProps = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

const FieldContext = createContext<FieldControlProps | null>(null);

/** The wiring of the Field around a control, for controls (Input, Textarea, NativeSelect) inside one. */
export const useFieldControl = () => useContext(FieldContext);

// No tailwind-merge here: the public pages' forms use Field too, and their script stays small.
const join = (...classes: Array<string | undefined>) => classes.filter(Boolean).join(" ");

const looks = {
  app: {
    field: "grid min-w-0 grid-cols-[minmax(0,1fr)] gap-1.5",
    label: "text-sm font-medium text-slate-800",
    error: "text-sm text-red-700",
  },
  public: {
    field: "grid content-start gap-1.5",
    label: "text-sm font-semibold text-slate-900",
    error: "text-sm font-medium text-red-700",
  },
} as const;

/**
 * A form field drawn once: the label, the control and its hint or error, wired for screen readers. The
 * control is either a child that reads the wiring itself (Input, Textarea, NativeSelect) or a function
 * given it: `{(control) => <input {...control} />}`. In the app look an error is announced (role alert);
 * the public pages' forms announce one summary instead.
 */
export function Field({
  id,
  label,
  error,
  hint,
  look = "app",
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: string;
  look?: keyof typeof looks;
  className?: string;
  children: ReactNode | ((control: FieldControlProps) => ReactNode);
}) {
  const classes = looks[look];
  const control: FieldControlProps = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  };
  return (
    // One column that may shrink: a select with a long option must not widen the form.
    <div className={join(classes.field, className)}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      <FieldContext value={control}>
        {typeof children === "function" ? children(control) : children}
      </FieldContext>
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role={look === "app" ? "alert" : undefined} className={classes.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The id and error a Field takes for each field of a react-hook-form form, so a form names each field
 * once: `const field = fieldsOf("student", form.formState.errors)`, then `<Field {...field("notes")} …>`
 * has the id `student-notes` and the notes' error.
 */
export function fieldsOf<Values extends FieldValues>(idPrefix: string, errors: FieldErrors<Values>) {
  return (name: keyof Values & string) => ({
    id: `${idPrefix}-${name}`,
    error: errors[name]?.message as string | undefined,
  });
}
