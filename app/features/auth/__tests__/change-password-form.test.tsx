import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { familyUserFixture, renderWithProviders, stubApi } from "#app/test/render.tsx";
import { ChangePasswordForm } from "../components/change-password-form.tsx";

const parent = familyUserFixture;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function changePassword(afterChange: "home" | "stay") {
  const calls = stubApi({ "POST /api/change-password": parent });
  const assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined);
  renderWithProviders(<ChangePasswordForm afterChange={afterChange} />);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Current password"), "old-password");
  await user.type(screen.getByLabelText("New password"), "new-password-1");
  await user.type(screen.getByLabelText("Confirm new password"), "new-password-1");
  await user.click(screen.getByRole("button", { name: "Save New Password" }));
  expect(await screen.findByText("Password changed")).toBeInTheDocument();
  expect(calls).toHaveLength(1);
  return assign;
}

describe("ChangePasswordForm", () => {
  it("asks for the current password by name when it is left empty", async () => {
    const calls = stubApi({});
    renderWithProviders(<ChangePasswordForm afterChange="stay" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("New password"), "new-password-1");
    await user.type(screen.getByLabelText("Confirm new password"), "new-password-1");
    await user.click(screen.getByRole("button", { name: "Save New Password" }));
    expect(await screen.findByText("Please enter your current password")).toBeInTheDocument();
    expect(screen.queryByText("Required")).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it("stays on the page (Profile Settings) with the toast and an emptied form", async () => {
    const assign = await changePassword("stay");
    await waitFor(() => expect(screen.getByLabelText("Current password")).toHaveValue(""));
    expect(screen.getByLabelText("New password")).toHaveValue("");
    expect(assign).not.toHaveBeenCalled();
  });

  it("goes to the role's home page after the forced change", async () => {
    const assign = await changePassword("home");
    expect(assign).toHaveBeenCalledWith("/parent-dashboard");
  });
});
