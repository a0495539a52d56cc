import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { reportRangeQuerySchema } from "#shared/schemas/utilisation.ts";
import type { MonthRange } from "../lib/month-range.ts";

/** From and To month pickers; Show Report applies a range the server would accept, else says why. */
export function MonthRangeFields({
  idPrefix,
  range,
  onChange,
}: {
  idPrefix: string;
  range: MonthRange;
  onChange: (range: MonthRange) => void;
}) {
  const [draft, setDraft] = useState(range);
  const [errors, setErrors] = useState<Partial<Record<keyof MonthRange, string>>>({});
  return (
    <form
      noValidate
      aria-label="Months"
      className="flex flex-wrap items-start gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = reportRangeQuerySchema.safeParse(draft);
        if (!parsed.success) {
          const found: Partial<Record<keyof MonthRange, string>> = {};
          for (const issue of parsed.error.issues) {
            const key = (issue.path[0] === "from" ? "from" : "to") as keyof MonthRange;
            found[key] ??= issue.message;
          }
          setErrors(found);
          return;
        }
        setErrors({});
        onChange(draft);
      }}
    >
      <Field id={`${idPrefix}-from`} label="From" error={errors.from} className="w-44">
        <Input
          type="month"
          value={draft.from}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
      </Field>
      <Field id={`${idPrefix}-to`} label="To" error={errors.to} className="w-44">
        <Input
          type="month"
          value={draft.to}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
      </Field>
      <Button type="submit" variant="outline" className="sm:mt-7">
        Show Report
      </Button>
    </form>
  );
}
