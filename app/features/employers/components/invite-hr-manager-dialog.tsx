import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { CopyButton } from "#app/components/copy-button.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FormDialog, useFormDialog } from "#app/components/ui/dialog.tsx";
import { Field, fieldsOf } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import { applyServerIssues } from "#app/lib/form-errors.ts";
import {
  type HrManagerInvitation,
  type HrManagerInviteBody,
  hrManagerInviteBodySchema,
} from "#shared/schemas/employer.ts";
import { useInviteHrManager } from "../api/hr-managers.ts";
import { InviteHrManagerTrigger } from "./invite-hr-manager-trigger.tsx";

const FIELDS = ["fullName", "email"] as const;
const EMPTY: HrManagerInviteBody = { fullName: "", email: "" };

/**
 * Invite HR manager (the admin's company page): full name and e-mail; the invitation is e-mailed (7 days,
 * single use) and its link shown here once.
 */
export function InviteHrManagerDialog({
  companyId,
  companyName,
  initiallyOpen = false,
}: {
  companyId: number;
  companyName: string;
  initiallyOpen?: boolean;
}) {
  const [invitation, setInvitation] = useState<HrManagerInvitation | null>(null);
  const invite = useInviteHrManager();
  const form = useForm<HrManagerInviteBody>({
    resolver: zodResolver(hrManagerInviteBodySchema),
    defaultValues: EMPTY,
  });
  const field = fieldsOf("hr-manager", form.formState.errors);
  const dialog = useFormDialog(() => {
    setInvitation(null);
    form.reset(EMPTY);
  }, initiallyOpen);
  const submit = form.handleSubmit((body) =>
    invite.mutate(
      { companyId, body },
      {
        onSuccess: (made) => {
          setInvitation(made);
          toast({ title: "Invitation sent", description: `${made.fullName} was e-mailed an invitation.` });
        },
        onError: (error) => {
          applyServerIssues(error, form.setError, FIELDS);
          toast({ title: "Invitation failed", description: errorMessage(error), variant: "destructive" });
        },
      },
    ),
  );
  return (
    <FormDialog
      {...dialog.props}
      trigger={<InviteHrManagerTrigger />}
      title="Invite HR Manager"
      description={`They manage ${companyName}'s places, employees and registration on the employer's screen.`}
      onSubmit={submit}
      pending={invite.isPending}
      submitLabel="Send Invitation"
      pendingLabel="Sending..."
      done={
        invitation ? (
          <div className="grid gap-3 text-sm">
            <p role="status">
              {invitation.fullName} ({invitation.email}) was e-mailed a link valid for 7 days. It is shown
              here once.
            </p>
            <p className="break-all font-mono text-xs text-slate-700">{invitation.inviteLink}</p>
            <div className="flex flex-wrap gap-2">
              <CopyButton
                text={invitation.inviteLink}
                label="Copy Link"
                copiedMessage="The invitation link is on the clipboard."
              />
              <Button onClick={dialog.close}>Done</Button>
            </div>
          </div>
        ) : undefined
      }
    >
      <Field {...field("fullName")} label="Full name">
        <Input autoComplete="off" {...form.register("fullName")} />
      </Field>
      <Field {...field("email")} label="Email">
        <Input type="email" autoComplete="off" {...form.register("email")} />
      </Field>
    </FormDialog>
  );
}
