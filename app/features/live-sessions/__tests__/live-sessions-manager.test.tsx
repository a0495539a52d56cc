import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders, stubApi } from "#app/test/render.tsx";
import type { LiveSession } from "#shared/schemas/live-sessions.ts";
import { LiveSessionsManager } from "../components/live-sessions-manager.tsx";

const session = (
  id: number,
  title: string,
  status: LiveSession["status"],
  scheduledFor: string,
  extra: Partial<LiveSession> = {},
): LiveSession => ({
  id,
  title,
  description: null,
  subject: "Mathematics",
  tutorId: 7,
  tutorName: "Grace Hopper",
  scheduledFor,
  duration: 60,
  youtubeUrl: null,
  academicYear: null,
  status,
  createdAt: "2030-01-01T00:00:00.000Z",
  ...extra,
});

const rows = [
  session(1, "Later upcoming", "scheduled", "2030-01-05T10:00:00.000Z", {
    youtubeUrl: "https://www.youtube.com/live/later",
    academicYear: "Year 10",
  }),
  session(2, "Older past", "completed", "2030-01-01T10:00:00.000Z", {
    youtubeUrl: "https://www.youtube.com/watch?v=rec",
  }),
  session(3, "Live now", "live", "2030-01-02T10:00:00.000Z", { subject: "Live Session" }),
  session(4, "Newer past", "cancelled", "2030-01-03T10:00:00.000Z", { subject: "Physics" }),
];

/** The browser's confirm(), answering each call from `answers` (happy-dom has none). */
function stubConfirm(...answers: boolean[]) {
  const confirm = vi.fn((_message?: string) => answers.shift() ?? false);
  vi.stubGlobal("confirm", confirm);
  return confirm;
}

const titlesIn = (panel: HTMLElement) =>
  within(panel)
    .queryAllByRole("heading", { level: 2 })
    .map((heading) => heading.textContent);

describe("the Live Sessions page [2§2.8]", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows scheduled and live sessions under Upcoming, soonest first, and the rest under Past, latest first", async () => {
    stubApi({ "GET /api/live-sessions": rows });
    renderWithProviders(<LiveSessionsManager showTutor={false} />);
    const upcoming = await screen.findByRole("tabpanel", { name: "Upcoming Sessions" });
    await waitFor(() => expect(titlesIn(upcoming)).toEqual(["Live now", "Later upcoming"]));
    expect(within(upcoming).getByRole("link", { name: /^Join/ })).toHaveAttribute(
      "href",
      "https://www.youtube.com/live/later",
    );
    expect(within(upcoming).getByText(/Year 10/)).toBeInTheDocument();
    expect(within(upcoming).queryByText(/Grace Hopper/)).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole("tab", { name: "Past Sessions" }));
    const past = screen.getByRole("tabpanel", { name: "Past Sessions" });
    expect(titlesIn(past)).toEqual(["Newer past", "Older past"]);
    expect(within(past).getByRole("link", { name: /^Open Link/ })).toBeInTheDocument();
    expect(within(past).getByText("Cancelled")).toBeInTheDocument();
  });

  it("searches and filters by subject, and says when nothing matches", async () => {
    stubApi({ "GET /api/live-sessions": rows });
    renderWithProviders(<LiveSessionsManager showTutor />);
    const user = userEvent.setup();
    const upcoming = await screen.findByRole("tabpanel", { name: "Upcoming Sessions" });
    await waitFor(() => expect(titlesIn(upcoming)).toHaveLength(2));
    expect(within(upcoming).getAllByText(/Grace Hopper/)).toHaveLength(2);

    await user.selectOptions(screen.getByLabelText("Filter by subject"), "Live Session");
    expect(titlesIn(upcoming)).toEqual(["Live now"]);
    await user.selectOptions(screen.getByLabelText("Filter by subject"), "All Subjects");
    await user.type(screen.getByLabelText("Search live sessions"), "LATER");
    expect(titlesIn(upcoming)).toEqual(["Later upcoming"]);
    await user.type(screen.getByLabelText("Search live sessions"), " nothing");
    expect(within(upcoming).getByText("No sessions match your search criteria.")).toBeInTheDocument();
  });

  it("shows each tab's empty state", async () => {
    stubApi({ "GET /api/live-sessions": [] });
    renderWithProviders(<LiveSessionsManager showTutor={false} />);
    expect(
      await screen.findByText("No upcoming live sessions. Schedule one and it will appear here."),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("tab", { name: "Past Sessions" }));
    expect(
      screen.getByText("No past live sessions yet. Completed and cancelled sessions appear here."),
    ).toBeInTheDocument();
  });

  it("deletes a session only after the browser's confirmation", async () => {
    let list = rows;
    const calls = stubApi((call) => {
      if (call.method === "DELETE") {
        list = list.filter((row) => row.id !== 3);
        return { status: 204 };
      }
      return { body: list };
    });
    const confirm = stubConfirm(false, true);
    renderWithProviders(<LiveSessionsManager showTutor={false} />);
    const user = userEvent.setup();
    const remove = await screen.findByRole("button", { name: "Delete Live now" });
    await user.click(remove);
    expect(confirm).toHaveBeenCalledWith('Delete "Live now"? This cannot be undone.');
    expect(calls.filter((call) => call.method === "DELETE")).toEqual([]);

    await user.click(remove);
    expect(await screen.findByText("Session deleted")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "DELETE").map((call) => call.url)).toEqual([
      "/api/live-sessions/3",
    ]);
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Live now" })).not.toBeInTheDocument());
  });

  it("says why a delete failed in an Error toast", async () => {
    stubApi((call) =>
      call.method === "DELETE"
        ? { status: 403, body: { message: "You do not have permission to do that." } }
        : { body: rows },
    );
    stubConfirm(true);
    renderWithProviders(<LiveSessionsManager showTutor={false} />);
    await userEvent.setup().click(await screen.findByRole("button", { name: "Delete Live now" }));
    const title = await screen.findByText("Error");
    expect(title.parentElement).toHaveTextContent("You do not have permission to do that.");
  });

  it("opens the schedule dialog and the edit dialog pre-filled", async () => {
    stubApi({ "GET /api/live-sessions": rows });
    renderWithProviders(<LiveSessionsManager showTutor={false} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Schedule Session" }));
    const schedule = await screen.findByRole("dialog", { name: "Schedule Live Session" });
    expect(within(schedule).getByLabelText("Title *")).toHaveValue("");
    await user.click(within(schedule).getByRole("button", { name: "Cancel" }));
    await user.click(await screen.findByRole("button", { name: "Edit Later upcoming" }));
    const edit = await screen.findByRole("dialog", { name: "Edit Live Session" });
    expect(within(edit).getByLabelText("Title *")).toHaveValue("Later upcoming");
    expect(within(edit).getByLabelText("Academic Year")).toHaveValue("Year 10");
  });
});
