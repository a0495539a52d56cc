import type * as React from "react";
import { useFieldControl } from "#app/components/ui/field.tsx";
import { cn } from "#app/lib/utils.ts";

const fieldClasses =
  "flex w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-red-600";

/** Inside a Field, each control takes the Field's id and ARIA wiring unless given its own. */
export function Input({ className, ...props }: React.ComponentProps<"input">) {
  return <input {...useFieldControl()} className={cn(fieldClasses, "h-10", className)} {...props} />;
}

export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return <textarea {...useFieldControl()} className={cn(fieldClasses, "min-h-24", className)} {...props} />;
}

export function NativeSelect({ className, ...props }: React.ComponentProps<"select">) {
  return <select {...useFieldControl()} className={cn(fieldClasses, "h-10", className)} {...props} />;
}

/** A select a route hands to a component that needs one it cannot draw itself (companies, tutors). */
export type SelectComponent = React.ComponentType<React.ComponentProps<"select">>;

/** A select's options: an optional empty first choice, then each value, shown by `label` or as itself. */
export function SelectOptions<Value extends string | number>({
  placeholder,
  values,
  label,
}: {
  placeholder?: string;
  values: readonly Value[];
  label?: (value: Value) => React.ReactNode;
}) {
  return (
    <>
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {values.map((value) => (
        <option key={value} value={value}>
          {label ? label(value) : value}
        </option>
      ))}
    </>
  );
}

/** A list filter: a select named by `label`, its empty choice `placeholder` (no filter), then `values`. */
export function FilterSelect<Value extends string>({
  label,
  value,
  onChange,
  placeholder,
  values,
  optionLabel,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  values: readonly Value[];
  optionLabel?: (value: Value) => React.ReactNode;
}) {
  return (
    <NativeSelect aria-label={label} value={value} onChange={(event) => onChange(event.target.value)}>
      <SelectOptions placeholder={placeholder} values={values} label={optionLabel} />
    </NativeSelect>
  );
}
