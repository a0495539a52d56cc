import { RefreshCw } from "lucide-react";
import type { ReactNode } from "react";
import { CopyButton } from "#app/components/copy-button.tsx";
import { Badge, type BadgeTone } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { formatDateTime } from "#app/lib/format-date.ts";
import type { InviteItem, InviteListItem } from "#shared/schemas/registration.ts";
import { type InviteStatus, inviteStatus } from "../lib/invite-status.ts";

const TONES: Record<InviteStatus, BadgeTone> = { Used: "neutral", Expired: "danger", Active: "success" };

function InviteSummary({ invite }: { invite: InviteListItem | InviteItem }) {
  const status = inviteStatus(invite);
  return (
    <p className="font-medium text-slate-900">
      {invite.fullName} · {invite.email}{" "}
      <Badge tone={TONES[status]} className="ml-1">
        {status}
      </Badge>
    </p>
  );
}

/** Invitations a row each: who and the status, the `link` when shown, the expiry, and the row's `action`. */
function InviteRows<Item extends InviteListItem | InviteItem>({
  invites,
  link,
  action,
}: {
  invites: Item[];
  link?: (invite: Item) => ReactNode;
  action: (invite: Item) => ReactNode;
}) {
  return (
    <ul className="grid gap-2">
      {invites.map((invite) => (
        <li
          key={invite.id}
          className="grid gap-2 rounded-md border border-slate-200 p-3 sm:grid-cols-[1fr_auto] sm:items-center"
        >
          <div className="grid gap-1 text-sm">
            <InviteSummary invite={invite} />
            {link?.(invite)}
            <p className="text-xs text-slate-600">Expires {formatDateTime(invite.expiresAt)}</p>
          </div>
          {action(invite)}
        </li>
      ))}
    </ul>
  );
}

/**
 * Links just created or resent, each with a copy button: the server keeps only their digests, so this is
 * the one time the admin sees them.
 */
export function IssuedInviteList({ invites }: { invites: InviteItem[] }) {
  return (
    <InviteRows
      invites={invites}
      link={(invite) => <p className="break-all font-mono text-xs text-slate-700">{invite.inviteLink}</p>}
      action={(invite) => (
        <CopyButton
          text={invite.inviteLink}
          label="Copy"
          aria-label={`Copy invite link for ${invite.fullName}`}
          copiedMessage="The invite link is on the clipboard."
        />
      )}
    />
  );
}

/** Renew for an expired invitation, Resend for an active one: both send a fresh link. */
function ResendButton({
  invite,
  disabled,
  onResend,
}: {
  invite: InviteListItem;
  disabled: boolean;
  onResend: (invite: InviteListItem) => void;
}) {
  const expired = inviteStatus(invite) === "Expired";
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={disabled}
      aria-label={expired ? `Renew invite for ${invite.fullName}` : `Resend invite to ${invite.fullName}`}
      onClick={() => onResend(invite)}
    >
      <RefreshCw aria-hidden="true" />
      {expired ? "Renew" : "Resend"}
    </Button>
  );
}

/**
 * A company's invitations with their status [1§4]: an expired unused invite offers Renew [1§4], an active
 * one Resend (both give a fresh link, shown once: only its digest is kept, so the list has none to copy).
 */
export function InviteList({
  invites,
  onResend,
  resending,
}: {
  invites: InviteListItem[];
  onResend: (invite: InviteListItem) => void;
  resending: number | null;
}) {
  return (
    <InviteRows
      invites={invites}
      action={(invite) =>
        invite.isUsed ? null : (
          <ResendButton invite={invite} disabled={resending === invite.id} onResend={onResend} />
        )
      }
    />
  );
}
