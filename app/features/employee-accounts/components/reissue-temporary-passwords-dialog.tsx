import { KeyRound } from "lucide-react";
import { useEffect, useRef, useState } from "react";
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
import { useReissueTemporaryPasswords } from "../api/reissue-temporary-passwords.ts";
import { accountsCount } from "../lib/accounts-count.ts";
import { CredentialsList } from "./credentials-list.tsx";

/**
 * "New Temporary Passwords" on a company's card (issue 14 item 5): after a confirmation, every account of
 * the company still waiting for its first sign-in gets a new temporary password (the old ones stop
 * working), shown once like bulk generation's, with the CSV download.
 */
export function ReissueTemporaryPasswordsDialog({ company }: { company: { id: number; name: string } }) {
  const [open, setOpen] = useState(false);
  const reissue = useReissueTemporaryPasswords();
  const summaryRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (reissue.data) summaryRef.current?.focus();
  }, [reissue.data]);
  const change = (next: boolean) => {
    setOpen(next);
    // The passwords are shown once: closing the dialog forgets them.
    if (!next) reissue.reset();
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogTrigger asChild>
        <Button
          variant="outline"
          className="flex-1"
          aria-label={`New Temporary Passwords for ${company.name}`}
        >
          <KeyRound aria-hidden="true" />
          New Temporary Passwords
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>New temporary passwords for {company.name}</DialogTitle>
          <DialogDescription>
            For the company's accounts that have not signed in yet. Their current temporary passwords stop
            working; the new ones work for {TEMPORARY_PASSWORD_DAYS} days.
          </DialogDescription>
        </DialogHeader>
        {reissue.data ? (
          <div className="grid gap-4">
            <p
              ref={summaryRef}
              tabIndex={-1}
              role="status"
              className="rounded-md border border-green-300 bg-green-50 p-3 text-green-900 outline-none"
            >
              {reissue.data.count === 0
                ? "No accounts of this company are waiting for their first sign-in."
                : `${accountsCount(reissue.data.count)} given new temporary passwords.`}
            </p>
            <CredentialsList
              credentials={reissue.data.credentials}
              fileName="new-temporary-passwords"
              headingLevel={3}
            />
            <DialogFooter>
              <Button onClick={() => change(false)}>Done</Button>
            </DialogFooter>
          </div>
        ) : (
          <div className="grid gap-4">
            {reissue.isError ? (
              <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
                {errorMessage(reissue.error)}
              </p>
            ) : null}
            <DialogFooter>
              <Button variant="outline" onClick={() => change(false)}>
                Cancel
              </Button>
              <Button disabled={reissue.isPending} onClick={() => reissue.mutate(company.id)}>
                {reissue.isPending ? "Issuing..." : "Issue New Passwords"}
              </Button>
            </DialogFooter>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
