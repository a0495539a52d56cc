import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { CookieBanner } from "../components/cookie-banner.tsx";
import { CookieSettingsButton } from "../components/cookie-settings-button.tsx";
import { ALL_ACCEPTED, saveConsent } from "../consent-storage.ts";

/** The preferences dialog is loaded on demand (React.lazy); a busy machine may take a while. */
const LAZY_DIALOG = { timeout: 10_000 };

function storedPreferences() {
  const raw = window.localStorage.getItem("cookie-consent");
  if (!raw) throw new Error("nothing stored under cookie-consent");
  return (JSON.parse(raw) as { preferences: Record<string, boolean> }).preferences;
}

describe("CookieSettingsButton", () => {
  it("reopens the preferences with the stored choice and withdraws consent", async () => {
    saveConsent(ALL_ACCEPTED);
    render(<CookieSettingsButton />);
    await userEvent.click(screen.getByRole("button", { name: "Cookie Settings" }));
    const dialog = await screen.findByRole("dialog", { name: "Cookie Preferences" }, LAZY_DIALOG);
    const analytics = screen.getByRole("switch", { name: "Analytics cookies" });
    expect(analytics).toHaveAttribute("aria-checked", "true");
    await userEvent.click(analytics);
    await userEvent.click(screen.getByRole("switch", { name: "Marketing cookies" }));
    await userEvent.click(screen.getByRole("button", { name: "Save Preferences" }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(storedPreferences()).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
      preferences: true,
    });
    // Focus returns to the button that opened the dialog.
    await waitFor(() => expect(screen.getByRole("button", { name: "Cookie Settings" })).toHaveFocus());
  });

  it("starts from necessary only when nothing is stored, and the banner goes once a choice is made", async () => {
    render(
      <MemoryRouter>
        <CookieSettingsButton />
        <CookieBanner />
      </MemoryRouter>,
    );
    expect(await screen.findByRole("region", { name: "Cookie consent" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Cookie Settings" }));
    await screen.findByRole("dialog", { name: "Cookie Preferences" }, LAZY_DIALOG);
    expect(screen.getByRole("switch", { name: "Analytics cookies" })).toHaveAttribute(
      "aria-checked",
      "false",
    );
    await userEvent.click(screen.getByRole("button", { name: "Accept All" }));
    expect(storedPreferences()).toEqual(ALL_ACCEPTED);
    await waitFor(() =>
      expect(screen.queryByRole("region", { name: "Cookie consent" })).not.toBeInTheDocument(),
    );
  });
});
