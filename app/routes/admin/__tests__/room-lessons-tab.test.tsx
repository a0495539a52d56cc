import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RoomLessonsTab } from "#app/routes/admin/components/room-lessons-tab.tsx";
import { renderWithProviders, stubApi } from "#app/test/render.tsx";
import type { RoomLessonRecord, RoomLessonSummary } from "#shared/schemas/room-recordings.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

const summary: RoomLessonSummary = {
  sessionId: 7,
  title: "Introduction to Ratio",
  subject: "Mathematics",
  tutorName: "Sarah Whitfield",
  scheduledFor: "2026-11-24T16:00:00.000Z",
  openedAt: "2026-11-24T15:57:00.000Z",
  endedAt: "2026-11-24T16:45:00.000Z",
  children: 1,
  chatMessages: 2,
  recording: null,
  job: {
    status: "failed",
    converting: false,
    attempts: 4,
    reason: "ffmpeg exited with code 1",
    queuedAt: "2026-11-24T16:45:00.000Z",
    nextAttemptAt: null,
  },
};

const record: RoomLessonRecord = {
  ...summary,
  joinLog: [
    {
      participantId: 1,
      name: "Sarah Whitfield",
      role: "host",
      enteredAt: "2026-11-24T15:57:00.000Z",
      leftAt: "2026-11-24T16:45:00.000Z",
      leftHow: "ended",
    },
    {
      participantId: 2,
      name: "Noah",
      role: "participant",
      enteredAt: "2026-11-24T16:01:00.000Z",
      leftAt: null,
      leftHow: null,
    },
  ],
  chat: [
    {
      id: 1,
      name: "Sarah Whitfield",
      role: "host",
      body: "Welcome, Noah!",
      sentAt: "2026-11-24T16:02:00.000Z",
      hidden: false,
      hiddenAt: null,
    },
    {
      id: 2,
      name: "Noah",
      role: "participant",
      body: "My username is noah_plays",
      sentAt: "2026-11-24T16:30:00.000Z",
      hidden: true,
      hiddenAt: "2026-11-24T16:31:00.000Z",
    },
  ],
  videoUrl: null,
};

describe("Lesson Records tab", () => {
  it("lists the lessons held in the room and opens one's join log, chat and recording state", async () => {
    const calls = stubApi({
      "GET /api/admin/room-lessons": { items: [summary], page: 1, total: 1 },
      "GET /api/admin/room-lessons/7": record,
    });
    renderWithProviders(<RoomLessonsTab />);
    const table = await screen.findByRole("table", { name: /Lessons held in the lesson room/ });
    expect(within(table).getByText("Introduction to Ratio")).toBeInTheDocument();
    expect(within(table).getByText("Failed: ffmpeg exited with code 1")).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain("/api/admin/room-lessons?page=1");

    await userEvent.click(screen.getByRole("button", { name: "View Record of Introduction to Ratio" }));
    const heading = await screen.findByRole("heading", { name: "Record: Introduction to Ratio" });
    expect(heading).toHaveFocus();
    const log = screen.getByRole("table", { name: "Every entry to and exit from the lesson room" });
    expect(within(log).getAllByRole("row")).toHaveLength(3);
    expect(within(log).getByText("In the room")).toBeInTheDocument();
    const chat = screen.getByRole("list", { name: "Chat of Introduction to Ratio" });
    const hidden = within(chat).getAllByRole("listitem")[1]!;
    expect(hidden).toHaveTextContent("My username is noah_plays");
    expect(hidden).toHaveTextContent(/Hidden at/);
    expect(screen.getByText("Failed: ffmpeg exited with code 1")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Back to the lessons" }));
    expect(await screen.findByRole("table", { name: /Lessons held in the lesson room/ })).toBeInTheDocument();
  });

  it("plays the published recording in the library's player", async () => {
    stubApi({
      "GET /api/admin/room-lessons": {
        items: [{ ...summary, recording: { id: 3, title: "Ratio (recording)" }, job: null }],
        page: 1,
        total: 1,
      },
      "GET /api/admin/room-lessons/7": {
        ...record,
        recording: { id: 3, title: "Ratio (recording)" },
        job: null,
        videoUrl: "https://media.example.org/ratio.mp4",
      },
    });
    renderWithProviders(<RoomLessonsTab />);
    await userEvent.click(
      await screen.findByRole("button", { name: "View Record of Introduction to Ratio" }),
    );
    expect(await screen.findByText("Published as “Ratio (recording)”.")).toBeInTheDocument();
    expect(document.querySelector("video")?.getAttribute("src")).toBe("https://media.example.org/ratio.mp4");
  });

  it("says so when no lesson was held in the room yet", async () => {
    stubApi({ "GET /api/admin/room-lessons": { items: [], page: 1, total: 0 } });
    renderWithProviders(<RoomLessonsTab />);
    expect(await screen.findByText("No lesson has been held in the lesson room yet.")).toBeInTheDocument();
  });
});
