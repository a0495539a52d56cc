import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders, stubApi } from "#app/test/render.tsx";
import { RecordedLessonView } from "../components/recorded-lesson-view.tsx";
import { forcesLesson } from "./lesson-fixtures.ts";

const lesson = forcesLesson;

describe("a recorded lesson's page", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("embeds a YouTube link privacy-enhanced, shows the details and counts one view", async () => {
    const calls = stubApi({
      "GET /api/recorded-lessons/4": lesson,
      "POST /api/recorded-lessons/4/views": { views: 7 },
    });
    renderWithProviders(<RecordedLessonView id={4} />);
    expect(await screen.findByRole("heading", { level: 1, name: "Forces and Motion" })).toBeInTheDocument();
    expect(screen.getByTitle("Video: Forces and Motion")).toHaveAttribute(
      "src",
      "https://www.youtube-nocookie.com/embed/abcdefghijk",
    );
    expect(screen.getByText("Physics")).toBeInTheDocument();
    expect(screen.getByText("Sarah Whitfield")).toBeInTheDocument();
    expect(screen.getByText("18 Nov 2026")).toBeInTheDocument();
    expect(screen.getByText("48 minutes")).toBeInTheDocument();
    expect(screen.getByText("Resultant forces and Newton's laws.")).toBeInTheDocument();
    expect(await screen.findByText("7 views")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST")).toEqual([
      { method: "POST", url: "/api/recorded-lessons/4/views", body: undefined },
    ]);
  });

  it("plays another https link in the native player", async () => {
    stubApi({
      "GET /api/recorded-lessons/4": { ...lesson, videoUrl: "https://media.example.org/forces.mp4" },
      "POST /api/recorded-lessons/4/views": { views: 7 },
    });
    const { container } = renderWithProviders(<RecordedLessonView id={4} />);
    await screen.findByRole("heading", { level: 1, name: "Forces and Motion" });
    const video = container.ownerDocument.querySelector("video");
    expect(video).toHaveAttribute("src", "https://media.example.org/forces.mp4");
    expect(video).toHaveAttribute("controls");
    expect(container.ownerDocument.querySelector("iframe")).toBeNull();
  });

  it("plays a recording the room stored here in the native player, its thumbnail the poster", async () => {
    stubApi({
      "GET /api/recorded-lessons/4": {
        ...lesson,
        videoUrl: "/api/files/RoomRecordingVideo_12345",
        thumbnail: "/api/files/RoomRecordingThumb_12345",
      },
      "POST /api/recorded-lessons/4/views": { views: 7 },
    });
    const { container } = renderWithProviders(<RecordedLessonView id={4} />);
    await screen.findByRole("heading", { level: 1, name: "Forces and Motion" });
    const video = container.ownerDocument.querySelector("video");
    expect(video).toHaveAttribute("src", "/api/files/RoomRecordingVideo_12345");
    expect(video).toHaveAttribute("poster", "/api/files/RoomRecordingThumb_12345");
    expect(video).toHaveAttribute("preload", "metadata");
    expect(video).toHaveAttribute("controls");
    expect(screen.getByLabelText("Video: Forces and Motion")).toBe(video);
    expect(container.ownerDocument.querySelector("iframe")).toBeNull();
  });

  it("shows 'Lesson Not Found' with a way back for a missing lesson, counting no view", async () => {
    const calls = stubApi({
      "GET /api/recorded-lessons/4": () => ({ status: 404, body: { message: "Lesson not found" } }),
    });
    renderWithProviders(<RecordedLessonView id={4} />);
    expect(await screen.findByRole("heading", { name: "Lesson Not Found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Recorded Lessons" })).toHaveAttribute(
      "href",
      "/recorded-lessons",
    );
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("shows 'Lesson Not Found' for an address that names no lesson, without asking the server", () => {
    const calls = stubApi({});
    renderWithProviders(<RecordedLessonView id={null} />);
    expect(screen.getByRole("heading", { name: "Lesson Not Found" })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
