import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { familyUserFixture, renderWithProviders, stubApi } from "#app/test/render.tsx";
import {
  TEMPORARY_PASSWORD_EXPIRED,
  TWO_FACTOR_ERROR_CODES,
  TWO_FACTOR_SIGN_IN_EXPIRED,
} from "#shared/schemas/auth.ts";
import { LoginForm } from "../components/login-form.tsx";

const user = familyUserFixture;

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderForm(onForgot = vi.fn()) {
  renderWithProviders(<LoginForm onForgot={onForgot} redirect={false} />);
  return onForgot;
}

describe("LoginForm", () => {
  it("shows username, password and the 'I am a' select with Admin, Tutor, Parent and Employer", () => {
    renderForm();
    expect(screen.getByLabelText("Username")).toHaveAttribute("autocomplete", "username");
    expect(screen.getByLabelText("Password")).toHaveAttribute("type", "password");
    const role = screen.getByLabelText("I am a");
    const options = Array.from((role as HTMLSelectElement).options).map((o) => [o.textContent, o.value]);
    expect(options).toEqual([
      ["Admin", "admin"],
      ["Tutor", "tutor"],
      ["Parent", "student"],
      ["Employer", "hr"],
    ]);
    expect(screen.getByRole("button", { name: "Log In" })).toBeEnabled();
  });

  it("sends student (Parent) when the role is left as it is", async () => {
    const fetches = stubApi(() => ({ status: 200, body: user }));
    renderForm();
    await userEvent.type(screen.getByLabelText("Username"), "samfamily");
    await userEvent.type(screen.getByLabelText("Password"), "family-pass");
    await userEvent.click(screen.getByRole("button", { name: "Log In" }));
    await waitFor(() => expect(fetches).toHaveLength(1));
    expect(fetches[0]?.body).toMatchObject({ role: "student" });
  });

  it("shows the validation messages and sends nothing", async () => {
    const fetches = stubApi(() => ({ status: 200, body: user }));
    renderForm();
    await userEvent.type(screen.getByLabelText("Username"), "ab");
    await userEvent.type(screen.getByLabelText("Password"), "12345");
    await userEvent.click(screen.getByRole("button", { name: "Log In" }));
    expect(await screen.findByText("Username must be at least 3 characters")).toBeInTheDocument();
    expect(screen.getByText("Password must be at least 6 characters")).toBeInTheDocument();
    expect(screen.getByLabelText("Username")).toHaveAttribute("aria-invalid", "true");
    expect(fetches).toHaveLength(0);
  });

  it("sends student for Parent, shows 'Logging in...' while pending, then welcomes the user", async () => {
    const fetches = stubApi(() => ({ status: 200, body: user }), { hold: true });
    renderForm();
    await userEvent.type(screen.getByLabelText("Username"), "samfamily");
    await userEvent.type(screen.getByLabelText("Password"), "family-pass");
    await userEvent.selectOptions(screen.getByLabelText("I am a"), "Parent");
    await userEvent.click(screen.getByRole("button", { name: "Log In" }));

    const pending = await screen.findByRole("button", { name: "Logging in..." });
    expect(pending).toBeDisabled();
    expect(fetches).toEqual([
      {
        url: "/api/login",
        method: "POST",
        body: { username: "samfamily", password: "family-pass", role: "student" },
      },
    ]);
    fetches.release();
    await waitFor(() => expect(screen.getByText("Welcome back, Sam Family!")).toBeInTheDocument());
    expect(screen.getByText("Login successful")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Log In" })).toBeEnabled();
  });

  it("sends the chosen role for Admin and Tutor", async () => {
    const fetches = stubApi(() => ({ status: 200, body: { ...user, role: "tutor" } }));
    renderForm();
    await userEvent.type(screen.getByLabelText("Username"), "tutor");
    await userEvent.type(screen.getByLabelText("Password"), "tutor-pass");
    await userEvent.selectOptions(screen.getByLabelText("I am a"), "Tutor");
    await userEvent.click(screen.getByRole("button", { name: "Log In" }));
    await waitFor(() => expect(fetches).toHaveLength(1));
    expect(fetches[0]?.body).toMatchObject({ role: "tutor" });

    await userEvent.selectOptions(screen.getByLabelText("I am a"), "Admin");
    await userEvent.click(await screen.findByRole("button", { name: "Log In" }));
    await waitFor(() => expect(fetches).toHaveLength(2));
    expect(fetches[1]?.body).toMatchObject({ role: "admin" });
  });

  it("sends hr for Employer and welcomes the HR manager", async () => {
    const fetches = stubApi(() => ({ status: 200, body: { ...user, role: "hr", fullName: "Harriet Ross" } }));
    renderForm();
    await userEvent.type(screen.getByLabelText("Username"), "harriet");
    await userEvent.type(screen.getByLabelText("Password"), "hr-pass-1");
    await userEvent.selectOptions(screen.getByLabelText("I am a"), "Employer");
    await userEvent.click(screen.getByRole("button", { name: "Log In" }));
    await waitFor(() => expect(fetches).toHaveLength(1));
    expect(fetches[0]?.body).toEqual({ username: "harriet", password: "hr-pass-1", role: "hr" });
    expect(await screen.findByText("Welcome back, Harriet Ross!")).toBeInTheDocument();
  });

  it("shows a destructive 'Login failed' toast with the server's message", async () => {
    stubApi(() => ({
      status: 401,
      body: { message: "Invalid username or password", code: "INVALID_CREDENTIALS" },
    }));
    renderForm();
    await userEvent.type(screen.getByLabelText("Username"), "someone");
    await userEvent.type(screen.getByLabelText("Password"), "wrong-pass");
    await userEvent.click(screen.getByRole("button", { name: "Log In" }));
    await waitFor(() => expect(screen.getByText("Login failed")).toBeInTheDocument());
    expect(screen.getByText("Invalid username or password")).toBeInTheDocument();
    expect(screen.getByText("Login failed").closest("li")).toHaveClass("bg-red-700");
  });

  it("shows the temporary password's expiry message like other refusals", async () => {
    stubApi(() => ({
      status: 401,
      body: { message: TEMPORARY_PASSWORD_EXPIRED, code: "TEMPORARY_PASSWORD_EXPIRED" },
    }));
    renderForm();
    await userEvent.type(screen.getByLabelText("Username"), "newteacher");
    await userEvent.type(screen.getByLabelText("Password"), "old-temporary-1");
    await userEvent.click(screen.getByRole("button", { name: "Log In" }));
    expect(await screen.findByText(TEMPORARY_PASSWORD_EXPIRED)).toBeInTheDocument();
  });

  it("asks for the two-factor code after the password, then signs in with it", async () => {
    const admin = { ...user, role: "admin", twoFactorEnabled: true };
    const fetches = stubApi({
      "POST /api/login": { twoFactorRequired: true },
      "POST /api/login/two-factor": admin,
    });
    renderForm();
    await userEvent.type(screen.getByLabelText("Username"), "head.admin");
    await userEvent.type(screen.getByLabelText("Password"), "violet-lantern-42");
    await userEvent.selectOptions(screen.getByLabelText("I am a"), "Admin");
    await userEvent.click(screen.getByRole("button", { name: "Log In" }));
    const code = await screen.findByLabelText("Authentication code");
    expect(screen.queryByLabelText("Password")).not.toBeInTheDocument();
    await waitFor(() => expect(code).toHaveFocus());
    await userEvent.type(code, "123456");
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("Login successful")).toBeInTheDocument();
    expect(fetches.map((call) => call.url)).toEqual(["/api/login", "/api/login/two-factor"]);
    expect(fetches[1]?.body).toEqual({ code: "123456" });
  });

  it("goes back to the password when the two-factor step has timed out", async () => {
    stubApi({
      "POST /api/login": { twoFactorRequired: true },
      "POST /api/login/two-factor": () => ({
        status: 401,
        body: { message: TWO_FACTOR_SIGN_IN_EXPIRED, code: TWO_FACTOR_ERROR_CODES.signInExpired },
      }),
    });
    renderForm();
    await userEvent.type(screen.getByLabelText("Username"), "head.admin");
    await userEvent.type(screen.getByLabelText("Password"), "violet-lantern-42");
    await userEvent.click(screen.getByRole("button", { name: "Log In" }));
    await userEvent.type(await screen.findByLabelText("Authentication code"), "123456");
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText(TWO_FACTOR_SIGN_IN_EXPIRED)).toBeInTheDocument();
    expect(await screen.findByLabelText("Password")).toHaveValue("");
  });

  it("opens the recovery dialog from 'Forgot Username or Password?'", async () => {
    const onForgot = renderForm();
    await userEvent.click(screen.getByRole("button", { name: "Forgot Username or Password?" }));
    expect(onForgot).toHaveBeenCalledTimes(1);
  });
});
