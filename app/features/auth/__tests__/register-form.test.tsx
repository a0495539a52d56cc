import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RegisterForm } from "../components/register-form.tsx";
import { renderWithQuery, stubFetch } from "./render.tsx";

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
    renderWithQuery(
      <RegisterForm
        credential={{ token: "abc" }}
        defaults={{ fullName: "Riley Invited", email: "riley@example.org" }}
      />,
    );
    expect(screen.getByLabelText("Full name")).toHaveValue("Riley Invited");
    expect(screen.getByLabelText("Email")).toHaveValue("riley@example.org");
  });

  it("shows 'Passwords do not match' on the confirm field and the other field messages", async () => {
    const fetches = stubFetch(() => [201, {}]);
    renderWithQuery(<RegisterForm credential={{ code: "NWDEMO25" }} />);
    await fill({ "Full name": "A", Email: "nope", Username: "ab", "Confirm password": "different-pass" });
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("Passwords do not match")).toBeInTheDocument();
    expect(screen.getByLabelText("Confirm password")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Full name is required")).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid email address")).toBeInTheDocument();
    expect(screen.getByText("Username must be at least 3 characters")).toBeInTheDocument();
    expect(fetches.calls).toHaveLength(0);
  });

  it("shows 'Processing...' while pending, sends the code, and toasts 'Registration failed' with a 409's message", async () => {
    const fetches = stubFetch(() => [409, { message: "Username already exists", code: "USERNAME_TAKEN" }], {
      hold: true,
    });
    renderWithQuery(<RegisterForm credential={{ code: "NWDEMO25" }} />);
    await fill();
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByRole("button", { name: "Processing..." })).toBeDisabled();
    expect(fetches.calls).toEqual([
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
    stubFetch(() => [
      400,
      {
        message: "Please enter a valid email address",
        code: "VALIDATION_ERROR",
        issues: [{ path: "email", message: "Please enter a valid email address" }],
      },
    ]);
    renderWithQuery(<RegisterForm credential={{ token: "abc" }} />);
    await fill();
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    await waitFor(() => expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true"));
  });
});
