import { CheckCircle2 } from "lucide-react";
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from "react";
import { actionClass, cx } from "#app/components/public/styles.ts";
import { Field } from "#app/components/ui/field.tsx";
import { ApiError } from "#app/lib/api-client.ts";
import { COMPANY_SIZES, ENQUIRY_MAX_LENGTHS, ENQUIRY_ROLES } from "#shared/schemas/enquiry-options.ts";
import { createEnquiry, loadEnquirySchema } from "../api/create-enquiry.ts";

type Values = {
  fullName: string;
  companyName: string;
  role: string;
  email: string;
  phone: string;
  companySize: string;
  message: string;
};
type FieldName = keyof Values;
type Errors = Partial<Record<FieldName, string>>;

const EMPTY: Values = {
  fullName: "",
  companyName: "",
  role: "",
  email: "",
  phone: "",
  companySize: "",
  message: "",
};
const FIELD_ORDER: FieldName[] = [
  "fullName",
  "companyName",
  "role",
  "email",
  "phone",
  "companySize",
  "message",
];

type PartnerEnquiryFormText = {
  labels: Record<FieldName, string> & { rolePlaceholder: string; sizePlaceholder: string };
  submit: string;
  submitting: string;
  successTitle: string;
  successText: string;
  another: string;
  genericError: string;
};

type Schema = Awaited<ReturnType<typeof loadEnquirySchema>>;

function errorsOf(schema: Schema, values: Values): Errors {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as FieldName | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

const inputClass =
  "block w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 aria-[invalid=true]:border-red-700";

/** The landing page's Partner With Us form [1§2], validated by the shared enquiry schema. */
export function PartnerEnquiryForm({ text }: { text: PartnerEnquiryFormText }) {
  const formId = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState<"editing" | "sending" | "sent">("editing");
  const schemaRef = useRef<Schema | null>(null);
  const submittedOnce = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);

  const ensureSchema = async () => {
    if (!schemaRef.current) schemaRef.current = await loadEnquirySchema();
    return schemaRef.current;
  };

  const idOf = (field: FieldName) => `${formId}-${field}`;

  const update = (field: FieldName, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a first attempt, messages follow the visitor's corrections as they type.
    if (submittedOnce.current && schemaRef.current) {
      const fresh = errorsOf(schemaRef.current, next);
      setErrors((previous) => ({ ...previous, [field]: fresh[field] }));
    }
  };

  const focusField = (field: FieldName) => {
    formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(idOf(field))}`)?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submittedOnce.current = true;
    setFormError(null);
    const schema = await ensureSchema();
    const found = errorsOf(schema, values);
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((field) => found[field]);
    if (firstInvalid) {
      focusField(firstInvalid);
      return;
    }
    setStatus("sending");
    try {
      await createEnquiry(schema.parse(values));
      setStatus("sent");
      setValues(EMPTY);
      setErrors({});
      submittedOnce.current = false;
      requestAnimationFrame(() => successRef.current?.focus());
    } catch (error) {
      setStatus("editing");
      if (error instanceof ApiError && error.issues.length > 0) {
        const serverErrors: Errors = {};
        for (const issue of error.issues) {
          const field = issue.path.split(".")[0] as FieldName;
          if (FIELD_ORDER.includes(field) && !serverErrors[field]) serverErrors[field] = issue.message;
        }
        setErrors(serverErrors);
        const first = FIELD_ORDER.find((field) => serverErrors[field]);
        if (first) focusField(first);
        else setFormError(error.serverMessage);
      } else if (error instanceof ApiError && error.serverMessage) {
        setFormError(error.status >= 500 ? text.genericError : error.serverMessage);
      } else {
        setFormError(text.genericError);
      }
    }
  };

  if (status === "sent") {
    return (
      <div role="status" className="rounded-lg border border-emerald-300 bg-emerald-50 p-6 text-slate-900">
        <h3 ref={successRef} tabIndex={-1} className="flex items-center gap-2 text-xl font-semibold">
          <CheckCircle2 aria-hidden="true" className="size-6 text-emerald-700" />
          {text.successTitle}
        </h3>
        <p className="mt-2 text-slate-700">{text.successText}</p>
        <button type="button" className={actionClass("outline", "mt-5")} onClick={() => setStatus("editing")}>
          {text.another}
        </button>
      </div>
    );
  }

  const field = (name: FieldName) => ({ id: idOf(name), label: text.labels[name], error: errors[name] });
  const control = (name: FieldName) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      update(name, event.target.value),
  });

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void ensureSchema()}
      aria-label="Partner With Us"
      className="grid gap-5 rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:grid-cols-2"
    >
      <Field {...field("fullName")} look="public">
        {(wiring) => (
          <input
            {...wiring}
            {...control("fullName")}
            autoComplete="name"
            maxLength={ENQUIRY_MAX_LENGTHS.fullName}
            required
            className={inputClass}
          />
        )}
      </Field>
      <Field {...field("companyName")} look="public">
        {(wiring) => (
          <input
            {...wiring}
            {...control("companyName")}
            autoComplete="organization"
            maxLength={ENQUIRY_MAX_LENGTHS.companyName}
            required
            className={inputClass}
          />
        )}
      </Field>
      <Field {...field("role")} look="public">
        {(wiring) => (
          <select {...wiring} {...control("role")} required className={inputClass}>
            <option value="">{text.labels.rolePlaceholder}</option>
            {ENQUIRY_ROLES.map((role) => (
              <option key={role} value={role}>
                {role}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field {...field("email")} look="public">
        {(wiring) => (
          <input
            {...wiring}
            {...control("email")}
            type="email"
            autoComplete="email"
            maxLength={ENQUIRY_MAX_LENGTHS.email}
            required
            className={inputClass}
          />
        )}
      </Field>
      <Field {...field("phone")} look="public">
        {(wiring) => (
          <input
            {...wiring}
            {...control("phone")}
            type="tel"
            autoComplete="tel"
            maxLength={ENQUIRY_MAX_LENGTHS.phone}
            required
            className={inputClass}
          />
        )}
      </Field>
      <Field {...field("companySize")} look="public">
        {(wiring) => (
          <select {...wiring} {...control("companySize")} required className={inputClass}>
            <option value="">{text.labels.sizePlaceholder}</option>
            {COMPANY_SIZES.map((size) => (
              <option key={size.value} value={size.value}>
                {size.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field {...field("message")} look="public" className="sm:col-span-2">
        {(wiring) => (
          <textarea
            {...wiring}
            {...control("message")}
            rows={4}
            maxLength={ENQUIRY_MAX_LENGTHS.message}
            className={cx(inputClass, "min-h-28")}
          />
        )}
      </Field>
      {formError ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800 sm:col-span-2">
          {formError}
        </p>
      ) : null}
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={status === "sending"}
          className={actionClass("primary", "w-full disabled:opacity-70 sm:w-auto")}
        >
          {status === "sending" ? text.submitting : text.submit}
        </button>
      </div>
    </form>
  );
}
