import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders, stubApi } from "#app/test/render.tsx";
import { COMMON_PASSWORD_MESSAGE } from "#shared/schemas/auth.ts";
import { ResetPasswordForm } from "../components/reset-password-form.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("ResetPasswordForm", () => {
  it("shows a common password's refusal under the new password, not above the form", async () => {
    stubApi({
      "POST /api/validate-reset-token": { expiresAt: "2026-11-23T21:00:00.000Z" },
      "POST /api/reset-password/confirm": () => ({
        status: 400,
        body: {
          message: COMMON_PASSWORD_MESSAGE,
          code: "VALIDATION_ERROR",
          issues: [{ path: "password", message: COMMON_PASSWORD_MESSAGE }],
        },
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ResetPasswordForm token="reset-token" />);
    await user.type(await screen.findByLabelText("New password"), "sunshine");
    await user.type(screen.getByLabelText("Confirm new password"), "sunshine");
    await user.click(screen.getByRole("button", { name: "Set New Password" }));
    expect(await screen.findByText(COMMON_PASSWORD_MESSAGE)).toHaveAttribute("id", "reset-password-error");
    expect(screen.getByLabelText("New password")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getAllByRole("alert")).toHaveLength(1);
  });
});
