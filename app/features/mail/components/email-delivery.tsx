import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { SkeletonList } from "#app/components/ui/skeleton.tsx";
import { StackedTable } from "#app/components/ui/stacked-table.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import { formatDateTime } from "#app/lib/format-date.ts";
import type { FailedEmail } from "#shared/schemas/mail.ts";
import { useEmailDelivery } from "../api/get-email-delivery.ts";
import { useRetryEmail } from "../api/retry-email.ts";

/** Puts one failed e-mail back in the queue; disabled once its text was purged. */
function RetryButton({ email }: { email: FailedEmail }) {
  const retry = useRetryEmail({
    onSuccess: () =>
      toast({ title: "E-mail queued again", description: `It will be sent to ${email.to} shortly.` }),
    onError: (error) => toast({ title: errorMessage(error), variant: "destructive" }),
  });
  if (!email.canRetry) return <span className="text-sm text-slate-600">Text purged: cannot be resent</span>;
  return (
    <Button size="sm" variant="outline" disabled={retry.isPending} onClick={() => retry.mutate(email.id)}>
      {retry.isPending ? "Retrying..." : "Retry"}
      <span className="sr-only"> the e-mail to {email.to}</span>
    </Button>
  );
}

/**
 * E-mail delivery (decision 032): how many e-mails wait in the queue, and those that failed after their
 * last try — recipient, subject, kind, tries, last error, when — each with Retry.
 */
export function EmailDelivery() {
  const query = useEmailDelivery();
  if (query.isPending) return <SkeletonList label="Loading e-mail delivery" count={2} className="h-12" />;
  if (query.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        {errorMessage(query.error)}
      </p>
    );
  const { pending, failed, failedEmails } = query.data;
  return (
    <div className="grid gap-4">
      <p className="flex flex-wrap gap-2 text-sm text-slate-700">
        <Badge tone={pending > 0 ? "info" : "neutral"}>{pending} waiting to be sent</Badge>
        <Badge tone={failed > 0 ? "danger" : "success"}>{failed} failed</Badge>
      </p>
      {failedEmails.length === 0 ? (
        <EmptyState>No failed e-mails. Every e-mail was sent or is still being tried.</EmptyState>
      ) : (
        <StackedTable
          caption="E-mails that could not be sent after their last try, newest first"
          items={failedEmails}
          rowKey={(email) => email.id}
          title={{
            heading: "Recipient",
            render: (email) => <span className="break-all">{email.to}</span>,
          }}
          columns={[
            { heading: "Subject", render: (email) => email.subject },
            { heading: "Kind", render: (email) => email.kind },
            { heading: "Tries", render: (email) => email.attempts },
            {
              heading: "Last error",
              render: (email) => <span className="break-words">{email.lastError ?? "—"}</span>,
            },
            { heading: "Failed", render: (email) => formatDateTime(email.failedAt) },
          ]}
          actions={(email) => <RetryButton email={email} />}
        />
      )}
    </div>
  );
}
