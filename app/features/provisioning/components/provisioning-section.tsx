import { type FormEvent, useEffect, useRef, useState } from "react";
import { ConfirmDialog } from "#app/components/confirm-dialog.tsx";
import { CopyButton } from "#app/components/copy-button.tsx";
import { ListSection } from "#app/components/list-section.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader } from "#app/components/ui/card.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import { formatDateTime } from "#app/lib/format-date.ts";
import type { ScimToken } from "#shared/schemas/scim.ts";
import { SCIM_BASE_PATH, SCIM_TOKEN_LABEL_MAX } from "#shared/schemas/scim-addresses.ts";
import { useChangeScimTokens, useScimTokens } from "../api/scim-tokens.ts";
import { AuditList } from "./audit-list.tsx";

/** The SCIM service's address on this site, for the HR system's provisioning settings. */
const scimBaseUrl = () =>
  typeof window === "undefined" ? SCIM_BASE_PATH : `${window.location.origin}${SCIM_BASE_PATH}`;

/**
 * A company's provisioning (DECISIONS.md "Provisioning"): the SCIM address and bearer tokens its HR system
 * (Entra ID, Okta, Workday…) uses to keep its employees in step, and the audit list of every change made to
 * them. `companyId` is the admin's company page; without it, the HR manager's own company. A new token is
 * shown once; revoking one stops it at once.
 */
export function ProvisioningSection({ companyId }: { companyId?: number }) {
  const tokens = useScimTokens(companyId);
  const { create, revoke } = useChangeScimTokens(companyId);
  const [label, setLabel] = useState("");
  const [revoking, setRevoking] = useState<ScimToken | null>(null);
  const created = create.data;
  const shownOnce = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (created) shownOnce.current?.focus();
  }, [created]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(label, { onSuccess: () => setLabel("") });
  };

  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl font-semibold">Provisioning (SCIM)</h2>
        <CardDescription>
          Your HR system (Microsoft Entra ID, Okta and others) can add, update and remove employees here
          automatically. Give it the SCIM address below and a token.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="grid gap-1">
          <p className="text-sm font-medium text-slate-800">SCIM base URL (tenant URL)</p>
          <div className="flex flex-wrap items-center gap-2">
            <code className="break-all rounded bg-slate-100 px-2 py-1 text-sm">{scimBaseUrl()}</code>
            <CopyButton text={scimBaseUrl()} label="Copy URL" copiedMessage="The SCIM base URL is copied." />
          </div>
        </div>

        <form onSubmit={submit} className="grid gap-2" aria-labelledby="create-scim-token-title">
          <h3 id="create-scim-token-title" className="font-semibold text-slate-900">
            Create a token
          </h3>
          <label htmlFor="scim-token-label" className="text-sm font-medium text-slate-800">
            Token name (for example, the HR system's name)
          </label>
          <div className="flex flex-wrap gap-2">
            <Input
              id="scim-token-label"
              value={label}
              maxLength={SCIM_TOKEN_LABEL_MAX}
              onChange={(event) => setLabel(event.target.value)}
              className="max-w-xs"
              aria-describedby={create.isError ? "scim-token-error" : undefined}
            />
            <Button type="submit" disabled={create.isPending || label.trim() === ""}>
              {create.isPending ? "Creating…" : "Create token"}
            </Button>
          </div>
          {create.isError ? (
            <p id="scim-token-error" role="alert" className="text-sm text-red-700">
              {errorMessage(create.error)}
            </p>
          ) : null}
        </form>

        {created ? (
          <section
            aria-labelledby="scim-token-shown-title"
            className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-4"
          >
            <h3 id="scim-token-shown-title" className="font-semibold text-slate-900">
              Token "{created.label}" created
            </h3>
            <p ref={shownOnce} tabIndex={-1} className="text-sm text-amber-900">
              Copy this token now and paste it into your HR system as the secret token. It is shown only this
              once: we keep no copy we can show you again.
            </p>
            <code className="break-all rounded bg-white px-2 py-1 text-sm" data-testid="scim-token-secret">
              {created.token}
            </code>
            <div className="flex flex-wrap gap-2">
              <CopyButton text={created.token} label="Copy token" copiedMessage="The token is copied." />
              <Button type="button" variant="outline" size="sm" onClick={() => create.reset()}>
                Done, I have copied it
              </Button>
            </div>
          </section>
        ) : null}

        <ListSection
          id="scim-tokens-title"
          title="Tokens"
          level={3}
          query={tokens}
          loadingLabel="Loading the tokens"
          empty="No tokens yet."
          listLabel="SCIM tokens"
          row={(token) => (
            <>
              <div className="grid min-w-0 gap-0.5">
                <p className="flex flex-wrap items-center gap-2 font-medium text-slate-950">
                  {token.label}
                  {token.revokedAt ? (
                    <Badge tone="neutral">Revoked</Badge>
                  ) : (
                    <Badge tone="success">Active</Badge>
                  )}
                </p>
                <p className="text-slate-600">
                  Created {formatDateTime(token.createdAt)} ·{" "}
                  {token.lastUsedAt ? `last used ${formatDateTime(token.lastUsedAt)}` : "never used"}
                  {token.revokedAt ? ` · revoked ${formatDateTime(token.revokedAt)}` : null}
                </p>
              </div>
              {token.revokedAt ? null : (
                <Button type="button" variant="outline" size="sm" onClick={() => setRevoking(token)}>
                  Revoke<span className="sr-only"> {token.label}</span>
                </Button>
              )}
            </>
          )}
        >
          <ConfirmDialog
            open={revoking !== null}
            onOpenChange={(open) => {
              if (!open) setRevoking(null);
            }}
            title={`Revoke the token "${revoking?.label ?? ""}"?`}
            description="The HR system using it can no longer add, change or remove employees until it is given a new token. This cannot be undone."
            confirmText="Revoke token"
            pendingText="Revoking…"
            pending={revoke.isPending}
            onConfirm={() => {
              if (!revoking) return;
              revoke.mutate(revoking.id, {
                onSuccess: () => {
                  toast({ title: "Token revoked", description: `"${revoking.label}" no longer works.` });
                  setRevoking(null);
                },
                onError: (error) =>
                  toast({
                    title: "Could not revoke",
                    description: errorMessage(error),
                    variant: "destructive",
                  }),
              });
            }}
          />
        </ListSection>

        <AuditList companyId={companyId} />
      </CardContent>
    </Card>
  );
}
