import { EmailDelivery } from "#app/features/mail/components/email-delivery.tsx";
import { TabHeading } from "./tab-heading.tsx";

/** E-mail delivery (decision 032): the mail queue, and the e-mails that failed for good, with Retry. */
export function EmailTab() {
  return (
    <section className="grid gap-6" aria-labelledby="email-heading">
      <TabHeading
        id="email-heading"
        title="E-mail delivery"
        description="E-mails are retried for about seven hours when the mail server refuses them; those that still failed are listed here."
      />
      <EmailDelivery />
    </section>
  );
}
