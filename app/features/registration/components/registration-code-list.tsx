import { Ban } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "#app/components/confirm-dialog.tsx";
import { ListSection } from "#app/components/list-section.tsx";
import { Badge, type BadgeTone } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import type { CompanyScope } from "#app/lib/company-scope.ts";
import { formatDateTime } from "#app/lib/format-date.ts";
import type { RegistrationCodeResponse, RegistrationCodeStatus } from "#shared/schemas/registration.ts";
import { useRegistrationCodes } from "../api/get-registration-codes.ts";
import { useRevokeRegistrationCode } from "../api/revoke-registration-code.ts";

const STATUS: Record<RegistrationCodeStatus, { label: string; tone: BadgeTone }> = {
  active: { label: "Active", tone: "success" },
  "used-up": { label: "Used up", tone: "neutral" },
  expired: { label: "Expired", tone: "neutral" },
  revoked: { label: "Revoked", tone: "danger" },
};

/** When the code stops or stopped working, in words. */
function endOf(code: RegistrationCodeResponse) {
  if (code.revokedAt) return `Revoked ${formatDateTime(code.revokedAt)}`;
  return `${code.status === "expired" ? "Expired" : "Expires"} ${formatDateTime(code.expiresAt)}`;
}

/**
 * A company's registration codes (decision 048): each code with its uses, expiry and status, newest first;
 * an active one offers Revoke, asked first in a dialog. `onRevoked` hears which code stopped working.
 */
export function RegistrationCodeList({
  scope,
  onRevoked,
}: {
  scope: CompanyScope;
  onRevoked?: (code: RegistrationCodeResponse) => void;
}) {
  const codes = useRegistrationCodes(scope);
  const revoke = useRevokeRegistrationCode();
  const [revoking, setRevoking] = useState<RegistrationCodeResponse | null>(null);
  const confirmRevoke = (code: RegistrationCodeResponse) =>
    revoke.mutate(
      { scope, id: code.id },
      {
        onSuccess: () => {
          setRevoking(null);
          onRevoked?.(code);
          toast({ title: "Code revoked", description: `${code.code} no longer registers anyone.` });
        },
        onError: (error) =>
          toast({ title: "Failed to revoke code", description: errorMessage(error), variant: "destructive" }),
      },
    );

  return (
    <ListSection
      id="registration-codes-heading"
      title="Existing Codes"
      level={4}
      query={codes}
      loadingLabel="Loading registration codes"
      empty="No registration codes for this company yet."
      listLabel="Registration codes"
      row={(code) => (
        <>
          <div className="grid min-w-0 gap-0.5">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-mono font-semibold tracking-widest text-slate-950">{code.code}</span>
              <Badge tone={STATUS[code.status].tone}>{STATUS[code.status].label}</Badge>
            </p>
            <p className="text-slate-700">
              {code.uses} of {code.maxUses} used
            </p>
            <p className="text-slate-600">{endOf(code)}</p>
          </div>
          {code.status === "active" ? (
            <Button
              variant="outline"
              size="sm"
              aria-label={`Revoke code ${code.code}`}
              onClick={() => setRevoking(code)}
            >
              <Ban aria-hidden="true" />
              Revoke
            </Button>
          ) : null}
        </>
      )}
    >
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => (open ? undefined : setRevoking(null))}
        title={`Revoke code ${revoking?.code ?? ""}?`}
        description="Employees who have not registered yet can no longer use its link or QR code; accounts already made with it stay. This cannot be undone, and you can create a new code at any time."
        confirmText="Revoke Code"
        pendingText="Revoking..."
        pending={revoke.isPending}
        onConfirm={() => (revoking ? confirmRevoke(revoking) : undefined)}
      />
    </ListSection>
  );
}
