import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { portalSectionsFor } from "#app/config/portal-nav.ts";
import { renderWithProviders } from "#app/test/render.tsx";
import { PortalShell, SIDEBAR_STATE_KEY } from "../portal-shell.tsx";

/** Makes `(min-width: 768px)` match or not, as a wide or a phone screen would. */
function screenIsWide(wide: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: wide,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

function renderShell(
  role: "admin" | "tutor" | "parent",
  path: string,
  onLogout = vi.fn(),
  counts: { unreadMessages?: number } = {},
) {
  const page = (title: string) => <h1>{title}</h1>;
  renderWithProviders(
    <Routes>
      <Route
        path="*"
        element={
          <PortalShell
            sections={portalSectionsFor(role, path)}
            exactPaths={["/student"]}
            homeHref="/dashboard"
            user={{ fullName: "Grace Brewster Hopper", roleLabel: "Tutor" }}
            onLogout={onLogout}
            counts={counts}
          >
            <Routes>
              <Route path="/dashboard" element={page("Dashboard page")} />
              <Route path="/schedule" element={page("Schedule page")} />
              <Route path="*" element={page("Other page")} />
            </Routes>
          </PortalShell>
        }
      />
    </Routes>,
    { path },
  );
  return onLogout;
}

beforeEach(() => window.sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe("PortalShell on a wide screen", () => {
  beforeEach(() => screenIsWide(true));

  it("shows the user's initials, name and Logout, and the tutor's links with the current one marked", async () => {
    const onLogout = renderShell("tutor", "/dashboard");
    expect(screen.getByText("GBH")).toBeInTheDocument();
    expect(screen.getByText("Grace Brewster Hopper")).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Portal" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual([
      "Dashboard",
      "Schedule",
      "Messages",
      "Recorded Lessons",
      "Live Sessions",
      "Students",
      "Resources",
      "Profile Settings",
    ]);
    expect(within(nav).getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Schedule" })).not.toHaveAttribute("aria-current");
    await userEvent.click(screen.getByRole("button", { name: "Logout" }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it("adds the Admin link for an admin", () => {
    renderShell("admin", "/dashboard");
    const nav = screen.getByRole("navigation", { name: "Portal" });
    expect(within(nav).getByRole("link", { name: "Admin" })).toHaveAttribute("href", "/admin");
  });

  it("opens the sidebar by default, toggles it with Menu and remembers the choice for the session", async () => {
    renderShell("tutor", "/dashboard");
    const menu = screen.getByRole("button", { name: "Menu" });
    expect(menu).toHaveAttribute("aria-expanded", "true");
    expect(menu).toHaveAttribute("aria-controls", "portal-sidebar");
    expect(screen.getByRole("navigation", { name: "Portal" })).toBeVisible();
    await userEvent.click(menu);
    expect(menu).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("navigation", { name: "Portal" })).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(SIDEBAR_STATE_KEY)).toBe("false");
  });

  it("starts closed when it was closed earlier in the session", () => {
    window.sessionStorage.setItem(SIDEBAR_STATE_KEY, "false");
    renderShell("tutor", "/dashboard");
    expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
  });

  it("shows a family the student sidebar's sections on the student screens [2§2.4], with its way back (decision 049)", () => {
    renderShell("parent", "/student/schedule", vi.fn(), { unreadMessages: 2 });
    const nav = screen.getByRole("navigation", { name: "Portal" });
    expect(
      within(nav)
        .getAllByRole("heading")
        .map((h) => h.textContent),
    ).toEqual(["DASHBOARD", "LEARNING", "PARENT PORTAL", "ACCOUNT"]);
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual([
      "/student",
      "/student/schedule",
      "/student/lessons",
      "/student/resources",
      "/student/live",
      "/parent-dashboard",
      "/messages",
      "/account",
    ]);
    expect(within(nav).getByRole("link", { name: "Parent Dashboard" })).toHaveAttribute(
      "href",
      "/parent-dashboard",
    );
    expect(within(nav).getByRole("link", { name: "Messages 2 unread" })).toHaveAttribute("href", "/messages");
    expect(within(nav).getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
    expect(within(nav).getByRole("link", { name: "My Schedule" })).toHaveAttribute("aria-current", "page");
  });
});

describe("the sidebar's unread count", () => {
  beforeEach(() => screenIsWide(true));

  it("shows the unread messages beside Messages, and nothing when there are none", () => {
    renderShell("parent", "/parent-dashboard", vi.fn(), { unreadMessages: 3 });
    const nav = screen.getByRole("navigation", { name: "Portal" });
    expect(within(nav).getByRole("link", { name: "Messages 3 unread" })).toHaveAttribute("href", "/messages");
  });

  it("shows no count at zero", () => {
    renderShell("tutor", "/dashboard", vi.fn(), { unreadMessages: 0 });
    const nav = screen.getByRole("navigation", { name: "Portal" });
    expect(within(nav).getByRole("link", { name: "Messages" })).toBeInTheDocument();
  });
});

describe("PortalShell on a phone", () => {
  beforeEach(() => screenIsWide(false));

  it("opens the links in a drawer that Escape closes", async () => {
    renderShell("tutor", "/dashboard");
    expect(screen.queryByRole("navigation", { name: "Portal" })).not.toBeInTheDocument();
    const menu = screen.getByRole("button", { name: "Menu" });
    expect(menu).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(menu);
    const drawer = screen.getByRole("dialog", { name: "Menu" });
    expect(drawer).toHaveAttribute("id", "portal-drawer");
    expect(menu).toHaveAttribute("aria-expanded", "true");
    expect(within(drawer).getByRole("navigation", { name: "Portal" })).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("closes the drawer when one of its links is followed", async () => {
    renderShell("tutor", "/dashboard");
    await userEvent.click(screen.getByRole("button", { name: "Menu" }));
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("link", { name: "Schedule" }));
    expect(await screen.findByRole("heading", { name: "Schedule page" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
