import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { CookieBanner } from "../components/cookie-banner.tsx";

/** The preferences dialog is loaded on demand (React.lazy); a busy machine may take a while. */
const LAZY_DIALOG = { timeout: 10_000 };

function renderBanner() {
  return render(
    <MemoryRouter>
      <CookieBanner />
    </MemoryRouter>,
  );
}

function stored() {
  const raw = window.localStorage.getItem("cookie-consent");
  if (!raw) throw new Error("nothing stored under cookie-consent");
  return JSON.parse(raw) as { preferences: Record<string, boolean>; timestamp: string; version: string };
}

function expectRecord(preferences: Record<string, boolean>, before: number) {
  const record = stored();
  expect(Object.keys(record).sort()).toEqual(["preferences", "timestamp", "version"]);
  expect(record.version).toBe("1.0");
  expect(record.preferences).toEqual(preferences);
  expect(record.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  expect(Date.parse(record.timestamp)).toBeGreaterThanOrEqual(before - 1);
  expect(Date.parse(record.timestamp)).toBeLessThanOrEqual(Date.now());
}

async function banner() {
  return screen.findByRole("region", { name: "Cookie consent" });
}

describe("CookieBanner", () => {
  it("offers three buttons while no choice is stored", async () => {
    renderBanner();
    const region = await banner();
    expect(within(region).getByRole("button", { name: "Accept All Cookies" })).toBeInTheDocument();
    expect(within(region).getByRole("button", { name: "Necessary Only" })).toBeInTheDocument();
    expect(within(region).getByRole("button", { name: "Manage Preferences" })).toBeInTheDocument();
    expect(within(region).getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy-policy",
    );
  });

  it("Accept All Cookies stores all four categories and hides the banner", async () => {
    const before = Date.now();
    renderBanner();
    await userEvent.click(within(await banner()).getByRole("button", { name: "Accept All Cookies" }));
    expectRecord({ necessary: true, analytics: true, marketing: true, preferences: true }, before);
    expect(screen.queryByRole("region", { name: "Cookie consent" })).not.toBeInTheDocument();
  });

  it("Necessary Only stores only necessary and hides the banner", async () => {
    const before = Date.now();
    renderBanner();
    await userEvent.click(within(await banner()).getByRole("button", { name: "Necessary Only" }));
    expectRecord({ necessary: true, analytics: false, marketing: false, preferences: false }, before);
    expect(screen.queryByRole("region", { name: "Cookie consent" })).not.toBeInTheDocument();
  });

  it("closing Manage Preferences without a choice keeps the banner and returns focus to its button", async () => {
    renderBanner();
    const manage = within(await banner()).getByRole("button", { name: "Manage Preferences" });
    await userEvent.click(manage);
    const dialog = await screen.findByRole("dialog", { name: "Cookie Preferences" }, LAZY_DIALOG);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(manage).toHaveFocus());
    expect(window.localStorage.getItem("cookie-consent")).toBeNull();
    expect(await banner()).toBeInTheDocument();
  });

  it("Manage Preferences: Necessary is locked on; Save Preferences stores the toggles", async () => {
    const before = Date.now();
    renderBanner();
    await userEvent.click(within(await banner()).getByRole("button", { name: "Manage Preferences" }));
    const dialog = await screen.findByRole("dialog", { name: "Cookie Preferences" }, LAZY_DIALOG);

    const necessary = within(dialog).getByRole("switch", { name: "Necessary cookies" });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    const analytics = within(dialog).getByRole("switch", { name: "Analytics cookies" });
    const marketing = within(dialog).getByRole("switch", { name: "Marketing cookies" });
    const preference = within(dialog).getByRole("switch", { name: "Preference cookies" });
    for (const toggle of [analytics, marketing, preference]) expect(toggle).not.toBeChecked();

    await userEvent.click(necessary);
    expect(necessary).toBeChecked();
    await userEvent.click(analytics);
    await userEvent.click(preference);
    expect(analytics).toBeChecked();

    await userEvent.click(within(dialog).getByRole("button", { name: "Save Preferences" }));
    expectRecord({ necessary: true, analytics: true, marketing: false, preferences: true }, before);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.queryByRole("region", { name: "Cookie consent" })).not.toBeInTheDocument();
  });

  it("Accept All in the dialog stores all four categories", async () => {
    const before = Date.now();
    renderBanner();
    await userEvent.click(within(await banner()).getByRole("button", { name: "Manage Preferences" }));
    const dialog = await screen.findByRole("dialog", { name: "Cookie Preferences" }, LAZY_DIALOG);
    await userEvent.click(within(dialog).getByRole("button", { name: "Accept All" }));
    expectRecord({ necessary: true, analytics: true, marketing: true, preferences: true }, before);
    await waitFor(() =>
      expect(screen.queryByRole("region", { name: "Cookie consent" })).not.toBeInTheDocument(),
    );
  });

  it("is not shown when a record exists", async () => {
    window.localStorage.setItem(
      "cookie-consent",
      JSON.stringify({
        preferences: { necessary: true, analytics: false, marketing: false, preferences: false },
        timestamp: new Date().toISOString(),
        version: "1.0",
      }),
    );
    renderBanner();
    // Give the mount effect its turn, then check the banner stayed away.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole("region", { name: "Cookie consent" })).not.toBeInTheDocument();
  });

  it("stays hidden on the next visit after a choice", async () => {
    const first = renderBanner();
    await userEvent.click(within(await banner()).getByRole("button", { name: "Necessary Only" }));
    first.unmount();
    renderBanner();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole("region", { name: "Cookie consent" })).not.toBeInTheDocument();
  });

  it("still hides when the browser refuses to store the choice", async () => {
    vi.spyOn(window.localStorage, "setItem").mockImplementation(() => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    });
    renderBanner();
    await userEvent.click(within(await banner()).getByRole("button", { name: "Accept All Cookies" }));
    await waitFor(() =>
      expect(screen.queryByRole("region", { name: "Cookie consent" })).not.toBeInTheDocument(),
    );
  });
});
