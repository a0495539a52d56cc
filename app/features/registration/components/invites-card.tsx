import { Plus, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import { adminScope, type CompanyChoice, type CompanyScope, fixedScope } from "#app/lib/company-scope.ts";
import { EMAIL_MESSAGE } from "#shared/schemas/auth.ts";
import { SELECT_COMPANY_FIRST } from "#shared/schemas/companies.ts";
import {
  type InviteItem,
  type InviteListItem,
  NO_COMPLETE_INVITE_ROWS,
} from "#shared/schemas/registration.ts";
import { z } from "#shared/zod.ts";
import { useGenerateEmployeeInvites } from "../api/generate-employee-invites.ts";
import { useInviteLinks } from "../api/get-invite-links.ts";
import { useResendInvitation } from "../api/resend-invitation.ts";
import { InviteList, IssuedInviteList } from "./invite-list.tsx";

type Row = { key: number; fullName: string; email: string };
const emailSchema = z.string().email(EMAIL_MESSAGE);
let nextKey = 1;
const emptyRow = (): Row => ({ key: nextKey++, fullName: "", email: "" });

type Issued = { heading: string; invites: InviteItem[] };

function ExistingInvites({ scope, onIssued }: { scope: CompanyScope; onIssued: (issued: Issued) => void }) {
  const invites = useInviteLinks(scope);
  const resend = useResendInvitation();
  const resendInvite = (invite: InviteListItem) =>
    resend.mutate(
      { scope, invitationId: invite.id },
      {
        onSuccess: (item) => {
          onIssued({ heading: "Resent Invite Link", invites: [item] });
          toast({
            title: "Invite resent",
            description: `A new link, valid for 7 days, was e-mailed to ${item.email}. The previous link no longer works.`,
          });
        },
        onError: (error) =>
          toast({ title: "Resend Failed", description: errorMessage(error), variant: "destructive" }),
      },
    );
  return (
    <section aria-labelledby="existing-invites-heading" className="grid gap-2">
      <h4 id="existing-invites-heading" className="font-semibold text-slate-900">
        Existing Invite Links
      </h4>
      {invites.isPending ? (
        <Spinner label="Loading invite links" />
      ) : invites.isError ? null : (invites.data ?? []).length === 0 ? (
        <p className="text-sm text-slate-600">No invite links for this company yet.</p>
      ) : (
        <InviteList
          invites={invites.data ?? []}
          onResend={resendInvite}
          resending={resend.isPending ? (resend.variables?.invitationId ?? null) : null}
        />
      )}
    </section>
  );
}

/**
 * Individual invites [1§2], [1§5]: rows of name and email, at least one row always kept. On the admin's
 * registration tab a company select chooses the company; a screen of one company passes its `scope`.
 */
export function InvitesCard(choice: CompanyChoice) {
  const idBase = useId();
  const fixed = fixedScope(choice);
  const [companyId, setCompanyId] = useState("");
  const scope = fixed ?? (companyId ? adminScope(Number(companyId)) : null);
  const [rows, setRows] = useState<Row[]>(() => [emptyRow()]);
  const [message, setMessage] = useState<string | null>(null);
  /** Keys of complete rows whose e-mail is not valid: flagged at the row instead of failing the batch. */
  const [invalidEmails, setInvalidEmails] = useState<ReadonlySet<number>>(() => new Set());
  const [issued, setIssued] = useState<Issued | null>(null);
  const generate = useGenerateEmployeeInvites();

  const update = (key: number, patch: Partial<Row>) => {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
    if (patch.email !== undefined && invalidEmails.has(key))
      setInvalidEmails((current) => new Set([...current].filter((k) => k !== key)));
  };
  const remove = (key: number) =>
    setRows((current) => (current.length <= 1 ? current : current.filter((row) => row.key !== key)));

  function submit() {
    setMessage(null);
    if (!scope) {
      setMessage(SELECT_COMPANY_FIRST);
      return;
    }
    const complete = rows
      .map((row) => ({ key: row.key, fullName: row.fullName.trim(), email: row.email.trim() }))
      .filter((row) => row.fullName && row.email);
    if (complete.length === 0) {
      setInvalidEmails(new Set());
      setMessage(NO_COMPLETE_INVITE_ROWS);
      return;
    }
    const invalid = new Set(
      complete.filter((row) => !emailSchema.safeParse(row.email).success).map((row) => row.key),
    );
    setInvalidEmails(invalid);
    if (invalid.size > 0) {
      const first = rows.find((row) => invalid.has(row.key));
      if (first) document.getElementById(`${idBase}-email-${first.key}`)?.focus();
      return;
    }
    const employees = complete.map(({ fullName, email }) => ({ fullName, email }));
    generate.mutate(
      { scope, body: { employees } },
      {
        onSuccess: (items) => {
          setIssued({ heading: "Generated Invite Links", invites: items });
          setRows([emptyRow()]);
          toast({
            title: "Invites generated",
            description: `${items.length} invite ${items.length === 1 ? "link has" : "links have"} been created.`,
          });
        },
        onError: (error) =>
          toast({ title: "Generation Failed", description: errorMessage(error), variant: "destructive" }),
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Individual Invites</CardTitle>
        <CardDescription>Send personal invite links, valid for 7 days, to named employees.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {choice.scope ? null : (
          <Field id="invites-companyId" label="Company">
            <choice.CompanySelect
              value={companyId}
              onChange={(event) => {
                setCompanyId(event.target.value);
                setIssued(null);
                // The company is chosen now: its missing-company message no longer applies.
                if (event.target.value)
                  setMessage((shown) => (shown === SELECT_COMPANY_FIRST ? null : shown));
              }}
            />
          </Field>
        )}
        <fieldset className="grid gap-3">
          <legend className="mb-1 text-sm font-medium text-slate-800">Employees</legend>
          {rows.map((row, index) => (
            <div key={row.key} className="grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
              <Field id={`${idBase}-name-${row.key}`} label={`Employee ${index + 1} name`}>
                <Input
                  value={row.fullName}
                  onChange={(event) => update(row.key, { fullName: event.target.value })}
                />
              </Field>
              <Field
                id={`${idBase}-email-${row.key}`}
                label={`Employee ${index + 1} email`}
                error={invalidEmails.has(row.key) ? EMAIL_MESSAGE : undefined}
              >
                <Input
                  type="email"
                  value={row.email}
                  onChange={(event) => update(row.key, { email: event.target.value })}
                />
              </Field>
              <Button
                variant="ghost"
                size="icon"
                className="sm:mt-6.5"
                aria-label={`Remove employee ${index + 1}`}
                disabled={rows.length <= 1}
                onClick={() => remove(row.key)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          ))}
        </fieldset>
        {message ? (
          <p role="alert" className="text-sm text-red-700">
            {message}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setRows((current) => [...current, emptyRow()])}>
            <Plus aria-hidden="true" />
            Add Employee
          </Button>
          <Button onClick={submit} disabled={generate.isPending}>
            {generate.isPending ? "Generating..." : "Generate Invite Links"}
          </Button>
        </div>
        {issued ? (
          <section aria-labelledby="issued-invites-heading" className="grid gap-2">
            <h4 id="issued-invites-heading" className="font-semibold text-slate-900">
              {issued.heading}
            </h4>
            <p className="text-sm text-slate-600">
              Each link is e-mailed to the employee and shown here once: copy it now if you need it.
            </p>
            <IssuedInviteList invites={issued.invites} />
          </section>
        ) : null}
        {scope ? <ExistingInvites key={JSON.stringify(scope)} scope={scope} onIssued={setIssued} /> : null}
      </CardContent>
    </Card>
  );
}
