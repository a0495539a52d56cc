import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders, stubApi } from "#app/test/render.tsx";
import { EMAIL_CONFIRMATION_INVALID_MESSAGE } from "#shared/schemas/email-confirmation.ts";
import { ConfirmEmailPanel } from "../components/confirm-email-panel.tsx";
import { EmailConfirmationNotice } from "../components/email-confirmation-notice.tsx";

afterEach(() => vi.unstubAllGlobals());

describe("EmailConfirmationNotice", () => {
  it("asks an unconfirmed account to confirm and resends the link", async () => {
    const calls = stubApi({
      "GET /api/email-confirmation": { email: "casey@example.org", confirmed: false },
      "POST /api/email-confirmation/resend": {
        message: "We have sent a new confirmation link to casey@example.org.",
      },
    });
    renderWithProviders(<EmailConfirmationNotice />);
    const notice = await screen.findByRole("region", { name: "Confirm your e-mail address" });
    expect(notice).toHaveTextContent("casey@example.org");
    await userEvent.click(screen.getByRole("button", { name: "Resend confirmation link" }));
    expect(await screen.findByText("Link sent")).toBeInTheDocument();
    expect(
      screen.getByText("We have sent a new confirmation link to casey@example.org."),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(1);
  });

  it("shows nothing once the address is confirmed", async () => {
    const calls = stubApi({ "GET /api/email-confirmation": { email: "casey@example.org", confirmed: true } });
    renderWithProviders(<EmailConfirmationNotice />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole("region", { name: "Confirm your e-mail address" })).not.toBeInTheDocument();
  });

  it("says why a resend was refused", async () => {
    stubApi({
      "GET /api/email-confirmation": { email: "casey@example.org", confirmed: false },
      "POST /api/email-confirmation/resend": () => ({
        status: 429,
        body: { message: "You have asked for several links already. Please wait 40 minutes and try again." },
      }),
    });
    renderWithProviders(<EmailConfirmationNotice />);
    await userEvent.click(await screen.findByRole("button", { name: "Resend confirmation link" }));
    expect(await screen.findByText("Could not send")).toBeInTheDocument();
  });
});

describe("ConfirmEmailPanel", () => {
  it("confirms the link once on arrival", async () => {
    const calls = stubApi({ "POST /api/confirm-email": { message: "Your e-mail address is confirmed." } });
    renderWithProviders(<ConfirmEmailPanel token="tok-1" />);
    expect(await screen.findByText("Your e-mail address is confirmed.")).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ token: "tok-1" });
  });

  it("says when the link no longer works", async () => {
    stubApi({
      "POST /api/confirm-email": () => ({
        status: 400,
        body: { message: EMAIL_CONFIRMATION_INVALID_MESSAGE },
      }),
    });
    renderWithProviders(<ConfirmEmailPanel token="used" />);
    expect(await screen.findByRole("alert")).toHaveTextContent(EMAIL_CONFIRMATION_INVALID_MESSAGE);
  });
});
