/**
 * The family's Live Sessions screen reads what it shows (decision 040): the live and coming sessions of the
 * chosen child's year, a page at a time, with Show more for the next page.
 */
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders, stubApi } from "#app/test/render.tsx";
import { FamilyLiveSessions } from "../components/family-live-sessions.tsx";

const live = (id: number, status: "scheduled" | "live" = "scheduled") => ({
  id,
  title: `Live ${id}`,
  description: null,
  subject: "Mathematics",
  tutorId: 2,
  tutorName: "Ada Tutor",
  scheduledFor: `2036-11-${String(id).padStart(2, "0")}T16:00:00.000Z`,
  duration: 60,
  youtubeUrl: status === "live" ? "https://www.youtube.com/watch?v=abc" : null,
  academicYear: "Year 10",
  status,
  createdAt: "2026-11-01T09:00:00.000Z",
});

const FIRST = "/api/live-sessions?upcoming=true&limit=20&academicYear=Year+10";

describe("the family's live sessions", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the chosen child's year's coming sessions and shows more on request", async () => {
    const calls = stubApi((call) =>
      call.url === FIRST
        ? { body: [live(1, "live"), live(2)], headers: { "x-next-cursor": "next-page" } }
        : call.url === `${FIRST}&cursor=next-page`
          ? { body: [live(3)] }
          : { status: 404, body: { message: "Not found" } },
    );
    const user = userEvent.setup();
    renderWithProviders(<FamilyLiveSessions grade="Year 10" />);
    const list = await screen.findByRole("list", { name: "Live sessions" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    expect(within(list).getByRole("link", { name: /Join.*Live 1/ })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Show more live sessions" }));
    expect(await within(list).findByText("Live 3")).toBeInTheDocument();
    expect(within(list).getAllByRole("listitem")).toHaveLength(3);
    // The last page came without a cursor: nothing more to show.
    expect(screen.queryByRole("button", { name: "Show more live sessions" })).not.toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual([FIRST, `${FIRST}&cursor=next-page`]);
  });

  it("asks for every year while no child is chosen, and says when nothing is coming up", async () => {
    const calls = stubApi({ "GET /api/live-sessions?upcoming=true&limit=20": [] });
    renderWithProviders(<FamilyLiveSessions grade={null} />);
    expect(await screen.findByText("No live sessions are coming up.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Show more live sessions" })).not.toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual(["/api/live-sessions?upcoming=true&limit=20"]);
  });

  it("reads nothing while the chosen child is not known yet", async () => {
    const calls = stubApi({});
    renderWithProviders(<FamilyLiveSessions grade={undefined} />);
    expect(await screen.findByText("Loading live sessions")).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
