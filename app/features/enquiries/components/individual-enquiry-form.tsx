import { Check, MailCheck } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { actionClass, cx } from "#app/components/public/styles.ts";
import { Field } from "#app/components/ui/field.tsx";
import {
  ENQUIRY_SUBJECT_OPTIONS,
  ENQUIRY_YEAR_GROUPS,
  enquiryMailto,
  type IndividualEnquiry,
  isEnquiryComplete,
} from "../lib/individual-enquiry-mailto.ts";

type IndividualEnquiryFormText = {
  name: string;
  email: string;
  phone: string;
  subjects: string;
  subjectsHint: string;
  yearGroup: string;
  yearGroupHint: string;
  submit: string;
  incomplete: string;
  openedTitle: string;
  openedText: string;
  openAgain: string;
};

const EMPTY: IndividualEnquiry = { name: "", email: "", phone: "", subjects: [], yearGroup: "" };

const inputClass =
  "block w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900";

function toggleClass(selected: boolean) {
  return cx(
    "inline-flex min-h-11 items-center gap-2 rounded-full border px-4 py-2 text-sm font-medium transition-colors",
    selected
      ? "border-brand-700 bg-brand-700 text-white hover:bg-brand-800"
      : "border-slate-400 bg-white text-slate-900 hover:bg-slate-100",
  );
}

/**
 * The individual purchase form [2§2.16], [2§5]: nothing is sent to a server; submitting opens an
 * e-mail draft to the support mailbox [2§7].
 */
export function IndividualEnquiryForm({
  text,
  supportEmail,
  openEmail = (href) => window.location.assign(href),
}: {
  text: IndividualEnquiryFormText;
  supportEmail: string;
  /** Opens the e-mail draft; the browser hands mailto: links to the visitor's e-mail app. */
  openEmail?: (href: string) => void;
}) {
  const id = useId();
  const [enquiry, setEnquiry] = useState<IndividualEnquiry>(EMPTY);
  const [openedHref, setOpenedHref] = useState<string | null>(null);
  const complete = isEnquiryComplete(enquiry);

  const set = (field: "name" | "email" | "phone", value: string) =>
    setEnquiry((previous) => ({ ...previous, [field]: value }));
  const toggleSubject = (subject: string) =>
    setEnquiry((previous) => ({
      ...previous,
      subjects: previous.subjects.includes(subject)
        ? previous.subjects.filter((chosen) => chosen !== subject)
        : [...previous.subjects, subject],
    }));
  // Single choice; choosing the selected year group again clears it [2§5].
  const chooseYear = (year: string) =>
    setEnquiry((previous) => ({ ...previous, yearGroup: previous.yearGroup === year ? "" : year }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!complete) return;
    const href = enquiryMailto(supportEmail, enquiry);
    setOpenedHref(href);
    openEmail(href);
  };

  return (
    <form
      onSubmit={onSubmit}
      aria-label="Individual academic support inquiry"
      className="grid gap-5 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="grid gap-5 sm:grid-cols-3">
        <Field id={`${id}-name`} label={text.name} look="public">
          {(wiring) => (
            <input
              {...wiring}
              name="name"
              autoComplete="name"
              required
              value={enquiry.name}
              onChange={(event) => set("name", event.target.value)}
              className={inputClass}
            />
          )}
        </Field>
        <Field id={`${id}-email`} label={text.email} look="public">
          {(wiring) => (
            <input
              {...wiring}
              name="email"
              type="email"
              autoComplete="email"
              required
              value={enquiry.email}
              onChange={(event) => set("email", event.target.value)}
              className={inputClass}
            />
          )}
        </Field>
        <Field id={`${id}-phone`} label={text.phone} look="public">
          {(wiring) => (
            <input
              {...wiring}
              name="phone"
              type="tel"
              autoComplete="tel"
              required
              value={enquiry.phone}
              onChange={(event) => set("phone", event.target.value)}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <fieldset aria-describedby={`${id}-subjects-hint`}>
        <legend className="text-sm font-semibold text-slate-900">{text.subjects}</legend>
        <p id={`${id}-subjects-hint`} className="text-sm text-slate-600">
          {text.subjectsHint}
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          {ENQUIRY_SUBJECT_OPTIONS.map((subject) => {
            const selected = enquiry.subjects.includes(subject);
            return (
              <button
                key={subject}
                type="button"
                aria-pressed={selected}
                onClick={() => toggleSubject(subject)}
                className={toggleClass(selected)}
              >
                {selected ? <Check aria-hidden="true" className="size-4" /> : null}
                {subject}
              </button>
            );
          })}
        </div>
      </fieldset>
      <fieldset aria-describedby={`${id}-year-hint`}>
        <legend className="text-sm font-semibold text-slate-900">{text.yearGroup}</legend>
        <p id={`${id}-year-hint`} className="text-sm text-slate-600">
          {text.yearGroupHint}
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          {ENQUIRY_YEAR_GROUPS.map((year) => {
            const selected = enquiry.yearGroup === year;
            return (
              <button
                key={year}
                type="button"
                aria-pressed={selected}
                onClick={() => chooseYear(year)}
                className={toggleClass(selected)}
              >
                {selected ? <Check aria-hidden="true" className="size-4" /> : null}
                {year}
              </button>
            );
          })}
        </div>
      </fieldset>
      <div className="grid gap-2">
        <button
          type="submit"
          disabled={!complete}
          aria-describedby={complete ? undefined : `${id}-incomplete`}
          className={actionClass(
            "primary",
            "w-full disabled:cursor-not-allowed disabled:bg-slate-500 disabled:hover:bg-slate-500 sm:w-auto sm:justify-self-start",
          )}
        >
          {text.submit}
        </button>
        {complete ? null : (
          <p id={`${id}-incomplete`} className="text-sm text-slate-700">
            {text.incomplete}
          </p>
        )}
      </div>
      {openedHref ? (
        <div role="status" className="rounded-md border border-emerald-300 bg-emerald-50 p-4 text-slate-900">
          <p className="flex items-center gap-2 font-semibold">
            <MailCheck aria-hidden="true" className="size-5 text-emerald-700" />
            {text.openedTitle}
          </p>
          <p className="mt-1 text-slate-700">
            {text.openedText}{" "}
            <a href={openedHref} className="font-medium text-brand-700 underline">
              {text.openAgain}
            </a>
          </p>
        </div>
      ) : null}
    </form>
  );
}
