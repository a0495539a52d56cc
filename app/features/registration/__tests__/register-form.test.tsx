import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders, stubApi } from "#app/test/render.tsx";
import { RegisterForm } from "../components/register-form.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

async function fill(values: Partial<Record<string, string>> = {}) {
  const all = {
    "Full name": "Casey Family",
    Email: "casey@example.org",
    Username: "caseyfamily",
    Password: "family-pass-1",
    "Confirm password": "family-pass-1",
    ...values,
  };
  for (const [label, value] of Object.entries(all)) {
    const input = screen.getByLabelText(label);
    await userEvent.clear(input);
    if (value) await userEvent.type(input, value);
  }
}

describe("RegisterForm", () => {
  it("pre-fills the invited name and e-mail", () => {
    renderWithProviders(
      <RegisterForm
        credential={{ token: "abc" }}
        defaults={{ fullName: "Riley Invited", email: "riley@example.org" }}
      />,
    );
    expect(screen.getByLabelText("Full name")).toHaveValue("Riley Invited");
    expect(screen.getByLabelText("Email")).toHaveValue("riley@example.org");
    // The account takes the invitation's address: shown, not editable.
    expect(screen.getByLabelText("Email")).toHaveAttribute("readonly");
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription(
      "Your invitation was sent to this address.",
    );
  });

  it("says a code registration's address will be confirmed by e-mail", () => {
    renderWithProviders(<RegisterForm credential={{ code: "NWDEMO25" }} />);
    expect(screen.getByLabelText("Email")).not.toHaveAttribute("readonly");
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription(
      "We will send a link to this address to confirm it is yours.",
    );
  });

  it("shows 'Passwords do not match' on the confirm field and the other field messages", async () => {
    const fetches = stubApi(() => ({ status: 201, body: {} }));
    renderWithProviders(<RegisterForm credential={{ code: "NWDEMO25" }} />);
    await fill({ "Full name": "A", Email: "nope", Username: "ab", "Confirm password": "different-pass" });
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("Passwords do not match")).toBeInTheDocument();
    expect(screen.getByLabelText("Confirm password")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Full name is required")).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid email address")).toBeInTheDocument();
    expect(screen.getByText("Username must be at least 3 characters")).toBeInTheDocument();
    expect(fetches).toHaveLength(0);
  });

  it("shows 'Processing...' while pending, sends the code, and toasts 'Registration failed' with a 409's message", async () => {
    const fetches = stubApi(
      () => ({ status: 409, body: { message: "Username already exists", code: "USERNAME_TAKEN" } }),
      {
        hold: true,
      },
    );
    renderWithProviders(<RegisterForm credential={{ code: "NWDEMO25" }} />);
    await fill();
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByRole("button", { name: "Processing..." })).toBeDisabled();
    expect(fetches).toEqual([
      {
        url: "/api/register",
        method: "POST",
        body: {
          fullName: "Casey Family",
          email: "casey@example.org",
          username: "caseyfamily",
          password: "family-pass-1",
          confirmPassword: "family-pass-1",
          code: "NWDEMO25",
        },
      },
    ]);
    fetches.release();
    await waitFor(() => expect(screen.getByText("Registration failed", { exact: true })).toBeInTheDocument());
    expect(screen.getByText("Registration failed").closest("li")).toHaveTextContent(
      "Username already exists",
    );
    expect(await screen.findByRole("button", { name: "Create Account" })).toBeEnabled();
  });

  it("puts the server's field issues on their fields", async () => {
    stubApi(() => ({
      status: 400,
      body: {
        message: "Please enter a valid email address",
        code: "VALIDATION_ERROR",
        issues: [{ path: "email", message: "Please enter a valid email address" }],
      },
    }));
    renderWithProviders(<RegisterForm credential={{ code: "NWDEMO25" }} />);
    await fill();
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    await waitFor(() => expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true"));
  });
});
