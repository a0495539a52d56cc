import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders, stubApi } from "#app/test/render.tsx";
import { ForgotDialog } from "../components/forgot-dialog.tsx";

const USERNAME_SENT = "If an account exists with this email, we've sent the username details.";
const RESET_SENT = "If an account exists with this username, we've sent a password reset link.";

afterEach(() => {
  vi.unstubAllGlobals();
});

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open recovery
      </button>
      <ForgotDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

function dialog() {
  return screen.getByRole("dialog");
}

/** The Close button beside the confirmation panel (the dialog's corner X is also named Close). */
function panelClose() {
  const panel = within(dialog()).getByRole("status");
  return within(panel.parentElement as HTMLElement).getByRole("button", { name: "Close" });
}

describe("ForgotDialog", () => {
  it("starts in 'Reset Your Password' and switches to 'Recover Username' and back", async () => {
    renderWithProviders(<Harness />);
    expect(within(dialog()).getByRole("heading", { name: "Reset Your Password" })).toBeInTheDocument();
    expect(within(dialog()).getByLabelText("Username")).toBeInTheDocument();
    expect(within(dialog()).getByRole("button", { name: "Reset Password" })).toBeInTheDocument();

    await userEvent.click(within(dialog()).getByRole("button", { name: "Forgot username?" }));
    expect(within(dialog()).getByRole("heading", { name: "Recover Username" })).toBeInTheDocument();
    expect(within(dialog()).getByLabelText("Email")).toHaveAttribute("type", "email");
    expect(within(dialog()).getByRole("button", { name: "Recover Username" })).toBeInTheDocument();

    await userEvent.click(within(dialog()).getByRole("button", { name: "Forgot password?" }));
    expect(within(dialog()).getByRole("heading", { name: "Reset Your Password" })).toBeInTheDocument();
  });

  it("validates the username (at least 3 characters) and the e-mail", async () => {
    const fetches = stubApi(() => ({ status: 200, body: { message: RESET_SENT } }));
    renderWithProviders(<Harness />);
    await userEvent.type(within(dialog()).getByLabelText("Username"), "ab");
    await userEvent.click(within(dialog()).getByRole("button", { name: "Reset Password" }));
    expect(await within(dialog()).findByText("Username must be at least 3 characters")).toBeInTheDocument();

    await userEvent.click(within(dialog()).getByRole("button", { name: "Forgot username?" }));
    await userEvent.type(within(dialog()).getByLabelText("Email"), "not-an-email");
    await userEvent.click(within(dialog()).getByRole("button", { name: "Recover Username" }));
    expect(await within(dialog()).findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(fetches).toHaveLength(0);
  });

  it("sends the username and shows the green confirmation panel with Close", async () => {
    const fetches = stubApi(() => ({ status: 200, body: { message: RESET_SENT } }));
    renderWithProviders(<Harness />);
    await userEvent.type(within(dialog()).getByLabelText("Username"), "samfamily");
    await userEvent.click(within(dialog()).getByRole("button", { name: "Reset Password" }));

    const panel = await within(dialog()).findByRole("status");
    expect(panel).toHaveTextContent(RESET_SENT);
    expect(panel).toHaveClass("bg-green-50");
    expect(within(dialog()).queryByLabelText("Username")).not.toBeInTheDocument();
    // With the form gone, the dialog no longer asks for a username.
    expect(dialog()).toHaveAccessibleDescription("Check your inbox, and your spam folder, in a few minutes.");
    expect(fetches).toEqual([
      { url: "/api/reset-password", method: "POST", body: { username: "samfamily" } },
    ]);

    await userEvent.click(panelClose());
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    // Opening again starts afresh with the form.
    await userEvent.click(screen.getByRole("button", { name: "Open recovery" }));
    expect(within(dialog()).getByLabelText("Username")).toHaveValue("");
  });

  it("sends the e-mail and confirms with the username text", async () => {
    const fetches = stubApi(() => ({ status: 200, body: { message: USERNAME_SENT } }));
    renderWithProviders(<Harness />);
    await userEvent.click(within(dialog()).getByRole("button", { name: "Forgot username?" }));
    await userEvent.type(within(dialog()).getByLabelText("Email"), "sam@example.org");
    await userEvent.click(within(dialog()).getByRole("button", { name: "Recover Username" }));
    expect(await within(dialog()).findByRole("status")).toHaveTextContent(USERNAME_SENT);
    expect(fetches).toEqual([
      { url: "/api/recover-username", method: "POST", body: { email: "sam@example.org" } },
    ]);
    expect(panelClose()).toBeVisible();
  });

  it("shows a neutral 'Request processed' toast with the same text when a request fails", async () => {
    stubApi(() => ({
      status: 429,
      body: { message: "Too many attempts. Please wait 15 minutes and try again." },
    }));
    renderWithProviders(<Harness />);
    await userEvent.type(within(dialog()).getByLabelText("Username"), "samfamily");
    await userEvent.click(within(dialog()).getByRole("button", { name: "Reset Password" }));
    await waitFor(() => expect(screen.getByText("Request processed")).toBeInTheDocument());
    const toast = screen.getByText("Request processed").closest("li");
    expect(toast).toHaveTextContent(RESET_SENT);
    expect(toast).not.toHaveClass("bg-red-700");
    expect(within(dialog()).queryByRole("status")).not.toBeInTheDocument();

    await userEvent.click(within(dialog()).getByRole("button", { name: "Forgot username?" }));
    await userEvent.type(within(dialog()).getByLabelText("Email"), "sam@example.org");
    await userEvent.click(within(dialog()).getByRole("button", { name: "Recover Username" }));
    await waitFor(() => expect(screen.getByText(USERNAME_SENT)).toBeInTheDocument());
    expect(screen.getByText(USERNAME_SENT).closest("li")).toHaveTextContent("Request processed");
  });
});
