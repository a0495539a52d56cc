import { zodResolver } from "@hookform/resolvers/zod";
import { Link2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { ConfirmDialog } from "#app/components/confirm-dialog.tsx";
import { CopyButton } from "#app/components/copy-button.tsx";
import { ListSection } from "#app/components/list-section.tsx";
import { Badge, type BadgeTone } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader } from "#app/components/ui/card.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import { applyApiErrors } from "#app/lib/form-errors.ts";
import { numberOrNull } from "#app/lib/form-values.ts";
import { formatDateTime } from "#app/lib/format-date.ts";
import {
  type CreatedReportLink,
  createReportLinkBodySchema,
  REPORT_LINK_DEFAULT_DAYS,
  REPORT_LINK_MAX_DAYS,
  REPORT_LINK_MIN_DAYS,
  type ReportLink,
} from "#shared/schemas/utilisation.ts";
import type { z } from "#shared/zod.ts";
import { useCreateReportLink } from "../api/create-report-link.ts";
import { useReportLinks } from "../api/get-report-links.ts";
import { useRevokeReportLink } from "../api/revoke-report-link.ts";

type FormInput = z.input<typeof createReportLinkBodySchema>;
type Output = z.output<typeof createReportLinkBodySchema>;

const STATUS: Record<"active" | "expired" | "revoked", { label: string; tone: BadgeTone }> = {
  active: { label: "Active", tone: "success" },
  expired: { label: "Expired", tone: "neutral" },
  revoked: { label: "Revoked", tone: "danger" },
};

const statusOf = (link: ReportLink) =>
  link.revokedAt ? "revoked" : Date.parse(link.expiresAt) <= Date.now() ? "expired" : "active";

/** "Share with HR": read-only links to this report for the company's HR contact (decision 026). */
export function ShareLinksCard({ companyId, companyName }: { companyId: number; companyName: string }) {
  const links = useReportLinks(companyId);
  const create = useCreateReportLink(companyId);
  const revoke = useRevokeReportLink(companyId);
  const [created, setCreated] = useState<CreatedReportLink | null>(null);
  const [revoking, setRevoking] = useState<ReportLink | null>(null);
  const form = useForm<FormInput, unknown, Output>({
    resolver: zodResolver(createReportLinkBodySchema),
    defaultValues: { expiresInDays: REPORT_LINK_DEFAULT_DAYS },
  });
  const submit = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (link) => {
        setCreated(link);
        toast({ title: "Link created", description: "Copy it now: it is shown only once." });
      },
      onError: (error) => {
        applyApiErrors(error, form.setError, ["expiresInDays"] as const);
        toast({ title: "Failed to create link", description: errorMessage(error), variant: "destructive" });
      },
    }),
  );
  const confirmRevoke = (link: ReportLink) =>
    revoke.mutate(link.id, {
      onSuccess: () => {
        setRevoking(null);
        if (created?.id === link.id) setCreated(null);
        toast({ title: "Link revoked", description: "It no longer opens the report." });
      },
      onError: (error) =>
        toast({ title: "Failed to revoke link", description: errorMessage(error), variant: "destructive" }),
    });

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold text-slate-900">Share with HR</h2>
        <CardDescription>
          A read-only link to this report for {companyName}'s HR contact. It opens without signing in, shows
          only counts, and stops working when it expires or you revoke it.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <form noValidate onSubmit={submit} className="flex flex-wrap items-start gap-3">
          <Field
            id="report-link-expiresInDays"
            label="Expires after (days)"
            hint={`From ${REPORT_LINK_MIN_DAYS} to ${REPORT_LINK_MAX_DAYS} days.`}
            error={form.formState.errors.expiresInDays?.message}
            className="w-48"
          >
            <Input
              type="number"
              min={REPORT_LINK_MIN_DAYS}
              max={REPORT_LINK_MAX_DAYS}
              {...form.register("expiresInDays", { setValueAs: numberOrNull })}
            />
          </Field>
          <Button type="submit" disabled={create.isPending} className="sm:mt-7">
            <Link2 aria-hidden="true" />
            {create.isPending ? "Creating..." : "Create Link"}
          </Button>
        </form>

        {created ? (
          <div className="grid gap-2 rounded-md border border-green-200 bg-green-50 p-4">
            <Field
              id="report-link-url"
              label="New link"
              hint={`Valid until ${formatDateTime(created.expiresAt)}. Copy it now: it is shown only once.`}
            >
              <Input readOnly value={created.url} onFocus={(event) => event.currentTarget.select()} />
            </Field>
            <div>
              <CopyButton
                text={created.url}
                label="Copy Link"
                copiedMessage="The report link is on the clipboard."
              />
            </div>
          </div>
        ) : null}

        <ListSection
          id="report-links-heading"
          title="Links shared"
          level={3}
          query={links}
          loadingLabel="Loading the links"
          empty="No links shared yet."
          row={(link) => {
            const status = STATUS[statusOf(link)];
            return (
              <>
                <div className="grid gap-0.5">
                  <span>Created {formatDateTime(link.createdAt)}</span>
                  <span className="text-slate-600">
                    {link.revokedAt
                      ? `Revoked ${formatDateTime(link.revokedAt)}`
                      : `Expires ${formatDateTime(link.expiresAt)}`}
                  </span>
                </div>
                <div className="flex items-center gap-2">
                  <Badge tone={status.tone}>{status.label}</Badge>
                  {status === STATUS.active ? (
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Revoke the link created ${formatDateTime(link.createdAt)}`}
                      onClick={() => setRevoking(link)}
                    >
                      Revoke
                    </Button>
                  ) : null}
                </div>
              </>
            );
          }}
        />
      </CardContent>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => (open ? undefined : setRevoking(null))}
        title="Revoke this link?"
        description="Whoever holds it will no longer be able to open the report. This cannot be undone; you can create a new link at any time."
        confirmText="Revoke Link"
        pendingText="Revoking..."
        pending={revoke.isPending}
        onConfirm={() => (revoking ? confirmRevoke(revoking) : undefined)}
      />
    </Card>
  );
}
