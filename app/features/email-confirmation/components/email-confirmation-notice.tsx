import { MailWarning } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import { errorMessage } from "#app/lib/api-client.ts";
import { useEmailConfirmation } from "../api/get-email-confirmation.ts";
import { useResendEmailConfirmation } from "../api/resend-email-confirmation.ts";

/**
 * Shown while the account's address is not confirmed (a registration by company code): says why it
 * matters and sends the link again. Nothing is shown once it is confirmed.
 */
export function EmailConfirmationNotice() {
  const status = useEmailConfirmation();
  const resend = useResendEmailConfirmation();
  if (!status.data || status.data.confirmed) return null;
  return (
    <section
      aria-labelledby="email-confirmation-heading"
      className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <h2 id="email-confirmation-heading" className="flex items-center gap-2 text-lg font-semibold">
        <MailWarning aria-hidden="true" className="size-5" />
        Confirm your e-mail address
      </h2>
      <p className="text-sm">
        We sent a link to <strong className="break-all">{status.data.email}</strong>. Until you follow it, we
        cannot send password reset or username reminder e-mails to this address.
      </p>
      <div>
        <Button
          variant="outline"
          disabled={resend.isPending}
          onClick={() =>
            resend.mutate(undefined, {
              onSuccess: (answer) => toast({ title: "Link sent", description: answer.message }),
              onError: (error) =>
                toast({ title: "Could not send", description: errorMessage(error), variant: "destructive" }),
            })
          }
        >
          {resend.isPending ? "Sending..." : "Resend confirmation link"}
        </Button>
      </div>
    </section>
  );
}
