import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders, stubApi } from "#app/test/render.tsx";
import type { EmailDelivery as Delivery, FailedEmail } from "#shared/schemas/mail.ts";
import { EmailDelivery } from "../components/email-delivery.tsx";

const bounced: FailedEmail = {
  id: 41,
  to: "ivy@invite.example",
  subject: "Your invitation",
  kind: "invitation",
  attempts: 6,
  lastError: "451 Mailbox busy, try again later",
  createdAt: "2026-11-22T08:00:00.000Z",
  failedAt: "2026-11-22T15:30:00.000Z",
  canRetry: true,
};
const purged: FailedEmail = { ...bounced, id: 40, to: "old@invite.example", canRetry: false };

afterEach(() => vi.unstubAllGlobals());

describe("E-mail delivery", () => {
  it("lists failed e-mails with their recipient, subject, kind, tries and last error, and the queue's counts", async () => {
    stubApi({
      "GET /api/admin/email-delivery": {
        pending: 3,
        failed: 2,
        failedEmails: [bounced, purged],
      } satisfies Delivery,
    });
    renderWithProviders(<EmailDelivery />);
    const table = await screen.findByRole("table", { name: /could not be sent/ });
    const row = within(table).getByRole("row", { name: /ivy@invite\.example/ });
    for (const text of ["Your invitation", "invitation", "6", "451 Mailbox busy, try again later"])
      expect(within(row).getByText(text)).toBeInTheDocument();
    expect(screen.getByText("3 waiting to be sent")).toBeInTheDocument();
    expect(screen.getByText("2 failed")).toBeInTheDocument();
    // An e-mail whose text housekeeping purged cannot be sent again.
    const old = within(table).getByRole("row", { name: /old@invite\.example/ });
    expect(within(old).queryByRole("button", { name: /Retry/ })).not.toBeInTheDocument();
    expect(within(old).getByText("Text purged: cannot be resent")).toBeInTheDocument();
  });

  it("puts a failed e-mail back in the queue and reloads the list", async () => {
    let retried = false;
    const calls = stubApi({
      "GET /api/admin/email-delivery": () => ({
        body: retried
          ? { pending: 1, failed: 0, failedEmails: [] }
          : { pending: 0, failed: 1, failedEmails: [bounced] },
      }),
      "POST /api/admin/email-delivery/41/retry": () => {
        retried = true;
        return { body: { message: "The e-mail is back in the queue and will be sent shortly." } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<EmailDelivery />);
    await user.click(await screen.findByRole("button", { name: "Retry the e-mail to ivy@invite.example" }));
    expect(await screen.findByText("E-mail queued again")).toBeInTheDocument();
    expect(await screen.findByText(/No failed e-mails/)).toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.url}`)).toContain(
      "POST /api/admin/email-delivery/41/retry",
    );
  });

  it("says why a retry was refused", async () => {
    stubApi({
      "GET /api/admin/email-delivery": { pending: 0, failed: 1, failedEmails: [bounced] },
      "POST /api/admin/email-delivery/41/retry": () => ({
        status: 409,
        body: { message: "This e-mail's text has been purged", code: "EMAIL_BODY_PURGED" },
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<EmailDelivery />);
    await user.click(await screen.findByRole("button", { name: /Retry/ }));
    expect(await screen.findByText("This e-mail's text has been purged")).toBeInTheDocument();
  });
});
