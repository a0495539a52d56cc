import { ConfirmThenShowOnceDialog } from "#app/components/confirm-then-show-once-dialog.tsx";
import { CopyButton } from "#app/components/copy-button.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { DialogFooter } from "#app/components/ui/dialog.tsx";
import { TEMPORARY_PASSWORD_DAYS } from "#shared/schemas/auth.ts";
import type { Tutor } from "#shared/schemas/tutors.ts";
import { useIssueTemporaryPassword } from "../api/issue-temporary-password.ts";

/**
 * "Issue new temporary password" on the card of a teacher who has not signed in yet:
 * after a confirmation the old password stops working and the new one is shown once, to copy.
 */
export function IssueTemporaryPasswordDialog({ tutor }: { tutor: Pick<Tutor, "id" | "fullName"> }) {
  const issue = useIssueTemporaryPassword();
  return (
    <ConfirmThenShowOnceDialog
      triggerText="Issue new temporary password"
      triggerLabel={`Issue new temporary password for ${tutor.fullName}`}
      triggerClassName="w-full"
      title={`New temporary password for ${tutor.fullName}`}
      description={
        issue.data
          ? "Give these sign-in details to the teacher. The password is shown only now."
          : `The teacher has not signed in yet. Their current temporary password stops working, and the new one works for ${TEMPORARY_PASSWORD_DAYS} days.`
      }
      action={issue}
      confirmText="Issue New Password"
      confirmDisabled={issue.isPending || issue.isError}
      onConfirm={() => issue.mutate(tutor.id)}
      renderResult={(issued, { focusRef, close }) => (
        <>
          <p ref={focusRef} tabIndex={-1} role="status" className="sr-only">
            New temporary password issued.
          </p>
          <dl className="grid gap-2 sm:grid-cols-[8rem_1fr]">
            <dt className="text-sm text-slate-600">Username</dt>
            <dd className="font-mono break-all">{issued.username}</dd>
            <dt className="text-sm text-slate-600">Password</dt>
            <dd className="font-mono break-all" data-testid="temporary-password">
              {issued.password}
            </dd>
          </dl>
          <DialogFooter>
            <CopyButton
              text={`Username: ${issued.username}\nPassword: ${issued.password}`}
              label="Copy Sign-In Details"
              copiedMessage="The username and password are on the clipboard."
            />
            <Button onClick={close}>Done</Button>
          </DialogFooter>
        </>
      )}
    />
  );
}
