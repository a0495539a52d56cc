import { ConfirmThenShowOnceDialog } from "#app/components/confirm-then-show-once-dialog.tsx";
import { TEMPORARY_PASSWORD_DAYS } from "#shared/schemas/auth.ts";
import { useReissueTemporaryPasswords } from "../api/reissue-temporary-passwords.ts";
import { accountsCount } from "../lib/accounts-count.ts";
import { CredentialsShownOnce } from "./credentials-list.tsx";

/**
 * "New Temporary Passwords" on a company's card: after a confirmation, every account of
 * the company still waiting for its first sign-in gets a new temporary password (the old ones stop
 * working), shown once like bulk generation's, with the CSV download.
 */
export function ReissueTemporaryPasswordsDialog({ company }: { company: { id: number; name: string } }) {
  const reissue = useReissueTemporaryPasswords();
  return (
    <ConfirmThenShowOnceDialog
      triggerText="New Temporary Passwords"
      triggerLabel={`New Temporary Passwords for ${company.name}`}
      triggerClassName="flex-1"
      title={`New temporary passwords for ${company.name}`}
      description={`For the company's accounts that have not signed in yet. Their current temporary passwords stop working; the new ones work for ${TEMPORARY_PASSWORD_DAYS} days.`}
      contentClassName="max-w-3xl"
      action={reissue}
      confirmText="Issue New Passwords"
      confirmDisabled={reissue.isPending}
      onConfirm={() => reissue.mutate(company.id)}
      renderResult={(result, { focusRef, close }) => (
        <CredentialsShownOnce
          focusRef={focusRef}
          summary={
            result.count === 0
              ? "No accounts of this company are waiting for their first sign-in."
              : `${accountsCount(result.count)} given new temporary passwords.`
          }
          credentials={result.credentials}
          fileName="new-temporary-passwords"
          onDone={close}
        />
      )}
    />
  );
}
