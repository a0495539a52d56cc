import { KeyRound } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { CopyButton } from "#app/components/copy-button.tsx";
import { Button } from "#app/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "#app/components/ui/dialog.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import { TEMPORARY_PASSWORD_DAYS } from "#shared/schemas/auth.ts";
import type { Tutor } from "#shared/schemas/tutors.ts";
import { useIssueTemporaryPassword } from "../api/issue-temporary-password.ts";

/**
 * "Issue new temporary password" on the card of a teacher who has not signed in yet (issue 14 item 5):
 * after a confirmation the old password stops working and the new one is shown once, to copy.
 */
export function IssueTemporaryPasswordDialog({ tutor }: { tutor: Pick<Tutor, "id" | "fullName"> }) {
  const [open, setOpen] = useState(false);
  const issue = useIssueTemporaryPassword();
  const resultRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (issue.data) resultRef.current?.focus();
  }, [issue.data]);
  const change = (next: boolean) => {
    setOpen(next);
    // Shown once: closing the dialog forgets the password.
    if (!next) issue.reset();
  };
  const issued = issue.data;
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogTrigger asChild>
        <Button
          variant="outline"
          className="w-full"
          aria-label={`Issue new temporary password for ${tutor.fullName}`}
        >
          <KeyRound aria-hidden="true" />
          Issue new temporary password
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>New temporary password for {tutor.fullName}</DialogTitle>
          <DialogDescription>
            {issued
              ? "Give these sign-in details to the teacher. The password is shown only now."
              : `The teacher has not signed in yet. Their current temporary password stops working, and the new one works for ${TEMPORARY_PASSWORD_DAYS} days.`}
          </DialogDescription>
        </DialogHeader>
        {issued ? (
          <div className="grid gap-4">
            <p ref={resultRef} tabIndex={-1} role="status" className="sr-only">
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
              <Button onClick={() => change(false)}>Done</Button>
            </DialogFooter>
          </div>
        ) : (
          <div className="grid gap-4">
            {issue.isError ? (
              <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
                {errorMessage(issue.error)}
              </p>
            ) : null}
            <DialogFooter>
              <Button variant="outline" onClick={() => change(false)}>
                Cancel
              </Button>
              <Button disabled={issue.isPending || issue.isError} onClick={() => issue.mutate(tutor.id)}>
                {issue.isPending ? "Issuing..." : "Issue New Password"}
              </Button>
            </DialogFooter>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
