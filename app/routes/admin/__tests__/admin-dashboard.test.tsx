import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AdminDashboard } from "#app/routes/admin/components/admin-dashboard.tsx";
import { renderWithProviders, stubApi, tutorFixture } from "#app/test/render.tsx";

function stubLists() {
  return stubApi({
    "GET /api/admin/scheduled-sessions": [],
    "GET /api/admin/live-sessions": [],
    "GET /api/admin/tutors": [tutorFixture],
    "GET /api/admin/users/tutors": [tutorFixture],
    "GET /api/admin/companies": [],
    "GET /api/admin/enquiries": [],
    "GET /api/admin/recorded-lessons": [],
  });
}

const selectedTab = () => screen.getByRole("tab", { selected: true });

describe("AdminDashboard tabs and the URL hash", () => {
  beforeEach(() => {
    window.history.replaceState(null, "", "/admin");
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("shows the title, the description and the tabs, Schedule by default", async () => {
    stubLists();
    renderWithProviders(<AdminDashboard />, { path: "/admin" });
    expect(screen.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeInTheDocument();
    expect(screen.getByText("Centrally manage tutoring sessions and tutors")).toBeInTheDocument();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Schedule",
      "Teachers",
      "Companies",
      "CSV Upload",
      "Registration Options",
      "Lesson Videos",
      "Messages",
      "Lesson Records",
      "Families",
      "E-mail",
    ]);
    expect(selectedTab()).toHaveTextContent("Schedule");
    expect(await screen.findByText("No upcoming sessions.")).toBeInTheDocument();
  });

  it("links the messages screen and the account page (password, two-factor)", async () => {
    stubLists();
    renderWithProviders(<AdminDashboard />, { path: "/admin" });
    expect(screen.getByRole("link", { name: "Messages" })).toHaveAttribute("href", "/messages");
    expect(
      screen.getByRole("link", { name: "Profile Settings: password and two-factor sign-in" }),
    ).toHaveAttribute("href", "/account");
    expect(await screen.findByText("No upcoming sessions.")).toBeInTheDocument();
  });

  it("reads the tab from the hash on load", async () => {
    stubLists();
    window.history.replaceState(null, "", "/admin#companies");
    renderWithProviders(<AdminDashboard />, { path: "/admin" });
    expect(selectedTab()).toHaveTextContent("Companies");
    // The tab's code is loaded when it is first opened: on a busy machine that can take over a second.
    expect(
      await screen.findByRole("heading", { name: "Company Management" }, { timeout: 5_000 }),
    ).toBeInTheDocument();
  });

  it("falls back to Schedule for an unknown hash", () => {
    stubLists();
    window.history.replaceState(null, "", "/admin#nonsense");
    renderWithProviders(<AdminDashboard />, { path: "/admin" });
    expect(selectedTab()).toHaveTextContent("Schedule");
  });

  it("sets the hash when a tab is chosen", async () => {
    stubLists();
    const user = userEvent.setup();
    renderWithProviders(<AdminDashboard />, { path: "/admin" });
    await user.click(screen.getByRole("tab", { name: "Teachers" }));
    expect(window.location.hash).toBe("#tutors");
    expect(selectedTab()).toHaveTextContent("Teachers");
    expect(await screen.findByRole("heading", { name: "Teacher Management" })).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Lesson Videos" }));
    expect(window.location.hash).toBe("#lessons");
  });

  it("follows every hash change", async () => {
    stubLists();
    renderWithProviders(<AdminDashboard />, { path: "/admin" });
    act(() => {
      window.history.replaceState(null, "", "/admin#registration");
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    });
    await waitFor(() => expect(selectedTab()).toHaveTextContent("Registration Options"));
    act(() => {
      window.history.replaceState(null, "", "/admin#employees");
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    });
    await waitFor(() => expect(selectedTab()).toHaveTextContent("CSV Upload"));
  });

  it("Go to CSV Upload Section sets the hash on /admin and opens the CSV Upload tab", async () => {
    stubLists();
    const user = userEvent.setup();
    renderWithProviders(<AdminDashboard />, { path: "/admin" });
    await user.click(screen.getByRole("button", { name: "Go to CSV Upload Section" }));
    expect(window.location.hash).toBe("#employees");
    await waitFor(() => expect(selectedTab()).toHaveTextContent("CSV Upload"));
  });

  it("keeps a tab's work when another tab is opened and closed again", async () => {
    stubLists();
    const user = userEvent.setup({ applyAccept: false });
    window.history.replaceState(null, "", "/admin#employees");
    renderWithProviders(<AdminDashboard />, { path: "/admin" });
    const file = new File(["fullName,email\nAda Lovelace,ada@example.com\n"], "staff.csv", {
      type: "text/csv",
    });
    // The tab's code loads when it is first opened (decision 055).
    await user.upload(await screen.findByLabelText("CSV file"), file);
    expect(await screen.findByRole("table", { name: /CSV preview/ })).toHaveTextContent("Ada Lovelace");
    await user.click(screen.getByRole("tab", { name: "Teachers" }));
    expect(await screen.findByRole("heading", { name: "Teacher Management" })).toBeVisible();
    expect(screen.queryByRole("table", { name: /CSV preview/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "CSV Upload" }));
    expect(screen.getByRole("table", { name: /CSV preview/ })).toHaveTextContent("Ada Lovelace");
    expect(screen.queryByRole("heading", { name: "Teacher Management" })).not.toBeInTheDocument();
  });

  it("can be used with the keyboard: arrow keys move between tabs", async () => {
    stubLists();
    const user = userEvent.setup();
    renderWithProviders(<AdminDashboard />, { path: "/admin" });
    screen.getByRole("tab", { name: "Schedule" }).focus();
    await user.keyboard("{ArrowRight}");
    await waitFor(() => expect(selectedTab()).toHaveTextContent("Teachers"));
    expect(window.location.hash).toBe("#tutors");
  });
});
