import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RoomChatLogCard } from "#app/features/lesson-room/components/room-chat-log-card.tsx";
import { renderWithProviders, stubApi } from "#app/test/render.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

const past = { id: 5, scheduledFor: "2026-11-24T16:00:00.000Z", status: "completed" as const };
const now = new Date("2026-11-25T09:00:00.000Z");

describe("the tutor's lesson chat card", () => {
  it("shows the chat the room kept, the hidden message marked with its text", async () => {
    stubApi({
      "GET /api/scheduled-sessions/5/room/chat-log": {
        sessionId: 5,
        messages: [
          {
            id: 1,
            name: "Noah",
            role: "participant",
            body: "My username is noah_plays",
            sentAt: "2026-11-24T16:30:00.000Z",
            hidden: true,
            hiddenAt: "2026-11-24T16:31:00.000Z",
          },
        ],
      },
    });
    renderWithProviders(<RoomChatLogCard session={past} now={now} />);
    const list = await screen.findByRole("list", { name: "Lesson chat messages" });
    expect(list).toHaveTextContent("My username is noah_plays");
    expect(list).toHaveTextContent("Hidden at");
  });

  it("shows nothing for a session never held in the room, nor asks before the room could open", async () => {
    const calls = stubApi({
      "GET /api/scheduled-sessions/5/room/chat-log": () => ({
        status: 404,
        body: { message: "This session was not held in the lesson room." },
      }),
    });
    renderWithProviders(<RoomChatLogCard session={past} now={now} />);
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Lesson Chat" })).toBeNull());
    expect(screen.queryByRole("alert")).toBeNull();
    renderWithProviders(
      <RoomChatLogCard session={{ ...past, id: 6, scheduledFor: "2026-11-26T16:00:00.000Z" }} now={now} />,
    );
    expect(calls).toHaveLength(1);
  });
});
