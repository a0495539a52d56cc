import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { familyUserFixture, renderWithProviders, stubApi } from "#app/test/render.tsx";
import AccountPage from "../account.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("Profile Settings (/account)", () => {
  it("shows the family's calendar feed off once a password change has ended it (decision 046)", async () => {
    // As the server answers: the change ends the feed with the other sessions.
    let feed: { enabled: boolean; createdAt: string | null; lastFetchedAt: string | null } = {
      enabled: true,
      createdAt: "2026-11-23T10:00:00.000Z",
      lastFetchedAt: null,
    };
    stubApi({
      "GET /api/user": familyUserFixture,
      "GET /api/family/calendar-feed": () => ({ body: feed }),
      "POST /api/change-password": () => {
        feed = { enabled: false, createdAt: null, lastFetchedAt: null };
        return { body: familyUserFixture };
      },
    });
    renderWithProviders(<AccountPage />, { path: "/account" });
    const user = userEvent.setup();

    expect(await screen.findByText("The calendar feed is on.")).toBeInTheDocument();
    expect(
      screen.getByText(
        "After the change, your other signed-in devices are signed out and your calendar feed is turned off.",
      ),
    ).toBeInTheDocument();
    // The form loads after the page is drawn (decision 055).
    const form = (await screen.findByRole("button", { name: "Save New Password" })).closest("form")!;
    await user.type(within(form).getByLabelText("Current password"), "old-password");
    await user.type(within(form).getByLabelText("New password"), "new-password-1");
    await user.type(within(form).getByLabelText("Confirm new password"), "new-password-1");
    await user.click(within(form).getByRole("button", { name: "Save New Password" }));

    expect(await screen.findByText("Password changed")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText("The calendar feed is off.")).toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Turn on" })).toBeInTheDocument();
  });
});
