import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders, stubApi } from "#app/test/render.tsx";
import { TWO_FACTOR_CODE_INVALID } from "#shared/schemas/auth.ts";
import { TwoFactorSettings } from "../components/two-factor-settings.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const CODES = Array.from({ length: 10 }, (_, index) => `abcde-fgh${String(index).padStart(2, "0")}`);

describe("TwoFactorSettings", () => {
  it("sets up with the key shown, refuses a wrong code under the field, then shows the recovery codes once", async () => {
    let attempts = 0;
    const calls = stubApi({
      "POST /api/account/two-factor/setup": {
        secret: SECRET,
        otpauthUrl: `otpauth://totp/Brightpath:admin?secret=${SECRET}`,
      },
      "POST /api/account/two-factor/confirm": () =>
        ++attempts === 1
          ? { status: 400, body: { message: TWO_FACTOR_CODE_INVALID, code: "TWO_FACTOR_CODE_INVALID" } }
          : { body: { recoveryCodes: CODES } },
    });
    const onFinished = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<TwoFactorSettings enabled={false} onFinished={onFinished} />);
    await user.click(screen.getByRole("button", { name: "Set Up Two-Factor Sign-In" }));
    expect(await screen.findByTestId("two-factor-secret")).toHaveTextContent("JBSW Y3DP EHPK 3PXP");

    await user.type(screen.getByLabelText("Code from the app"), "12345");
    await user.click(screen.getByRole("button", { name: "Turn On Two-Factor Sign-In" }));
    expect(await screen.findByText("Enter the 6-digit code from your authenticator app")).toBeInTheDocument();
    expect(calls.filter((call) => call.url.endsWith("/confirm"))).toHaveLength(0);

    await user.type(screen.getByLabelText("Code from the app"), "6");
    await user.click(screen.getByRole("button", { name: "Turn On Two-Factor Sign-In" }));
    expect(await screen.findByText(TWO_FACTOR_CODE_INVALID)).toBeInTheDocument();
    expect(screen.getByLabelText("Code from the app")).toHaveAttribute("aria-invalid", "true");

    await user.click(screen.getByRole("button", { name: "Turn On Two-Factor Sign-In" }));
    const list = await screen.findByRole("list", { name: "Recovery codes" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(screen.getByRole("button", { name: "Copy Codes" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download Codes" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "I Have Saved My Codes" }));
    expect(onFinished).toHaveBeenCalledTimes(1);
  });

  it("turns off with the password and a code, a wrong password reported under its field", async () => {
    stubApi({
      "POST /api/account/two-factor/disable": () => ({
        status: 400,
        body: { message: "Current password is incorrect", code: "CURRENT_PASSWORD_INCORRECT" },
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<TwoFactorSettings enabled />);
    await user.type(screen.getByLabelText("Current password"), "not-mine-1");
    await user.type(screen.getByLabelText("Code from the app or a recovery code"), "123456");
    await user.click(screen.getByRole("button", { name: "Turn Off Two-Factor Sign-In" }));
    expect(await screen.findByText("Current password is incorrect")).toBeInTheDocument();
    expect(screen.getByLabelText("Current password")).toHaveAttribute("aria-invalid", "true");
  });
});
