import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LessonRoomCard } from "#app/routes/admin/components/lesson-room-card.tsx";
import { renderWithProviders, stubApi } from "#app/test/render.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the admin dashboard's lesson room card", () => {
  it("says how to enable the room when there is no media server", async () => {
    stubApi({
      "GET /api/media-server/status": {
        available: false,
        mode: "off",
        reason: "The janus package is not installed.",
        howToEnable: 'Install Debian\'s package "janus" and restart.',
      },
    });
    renderWithProviders(<LessonRoomCard />);
    expect(await screen.findByRole("heading", { name: "Lesson room" })).toBeInTheDocument();
    expect(screen.getByText(/The lesson room is not available/)).toHaveTextContent(
      "The janus package is not installed.",
    );
    expect(screen.getByText(/Install Debian's package "janus" and restart\./)).toBeInTheDocument();
  });

  it("says which media server holds the rooms when it is available", async () => {
    stubApi({
      "GET /api/media-server/status": { available: true, mode: "own", reason: null, howToEnable: null },
    });
    renderWithProviders(<LessonRoomCard />);
    expect(await screen.findByText(/Lessons are held in the room/)).toHaveTextContent(
      "the app's own media server",
    );
    expect(screen.queryByText(/How to enable it/)).toBeNull();
  });
});
