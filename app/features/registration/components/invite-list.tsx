import { RefreshCw } from "lucide-react";
import { CopyButton } from "#app/components/copy-button.tsx";
import { Badge, type BadgeTone } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { formatDateTime } from "#app/lib/format-date.ts";
import type { InviteItem } from "#shared/schemas/registration.ts";
import { type InviteStatus, inviteStatus } from "../lib/invite-status.ts";

const TONES: Record<InviteStatus, BadgeTone> = { Used: "neutral", Expired: "danger", Active: "success" };

/** Invite links with their status, a copy button, and Renew for an expired one [1§4]. */
export function InviteList({
  invites,
  onRenew,
  renewing,
}: {
  invites: InviteItem[];
  onRenew?: (token: string) => void;
  renewing?: string | null;
}) {
  return (
    <ul className="grid gap-2">
      {invites.map((invite) => {
        const status = inviteStatus(invite);
        return (
          <li
            key={invite.token}
            className="grid gap-2 rounded-md border border-slate-200 p-3 sm:grid-cols-[1fr_auto] sm:items-center"
          >
            <div className="grid gap-1 text-sm">
              <p className="font-medium text-slate-900">
                {invite.fullName} · {invite.email}{" "}
                <Badge tone={TONES[status]} className="ml-1">
                  {status}
                </Badge>
              </p>
              <p className="break-all font-mono text-xs text-slate-700">{invite.inviteLink}</p>
              <p className="text-xs text-slate-600">Expires {formatDateTime(invite.expiresAt)}</p>
            </div>
            <div className="flex flex-wrap gap-2">
              <CopyButton
                text={invite.inviteLink}
                label="Copy"
                aria-label={`Copy invite link for ${invite.fullName}`}
                copiedMessage="The invite link is on the clipboard."
              />
              {onRenew && status === "Expired" ? (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={renewing === invite.token}
                  aria-label={`Renew invite for ${invite.fullName}`}
                  onClick={() => onRenew(invite.token)}
                >
                  <RefreshCw aria-hidden="true" />
                  Renew
                </Button>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
