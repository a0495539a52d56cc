import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders, stubApi } from "#app/test/render.tsx";
import type { RecordedLesson } from "#shared/schemas/recorded-lessons.ts";
import { RecordedLessonsGallery } from "../components/recorded-lessons-gallery.tsx";
import { RecordedLessonsTable } from "../components/recorded-lessons-table.tsx";
import { forcesLesson, lessonLibraryAnswer } from "./lesson-fixtures.ts";

const forces = forcesLesson;
const poetry: RecordedLesson = {
  ...forces,
  id: 5,
  title: "Poetry Comparison",
  description: "Comparing two poems.",
  subject: "English",
  views: 0,
};

/** The library and a views counter that counts like the server: one more per call. */
function stubLibrary(lessons: RecordedLesson[] = [forces, poetry]) {
  const views = new Map(lessons.map((lesson) => [lesson.id, lesson.views]));
  return stubApi((call) => {
    if (call.method === "GET" && call.url.startsWith("/api/student/recorded-lessons?")) {
      return lessonLibraryAnswer(lessons, call.url);
    }
    const match = /^\/api\/recorded-lessons\/(\d+)\/views$/.exec(call.url);
    if (call.method === "POST" && match) {
      const id = Number(match[1]);
      views.set(id, (views.get(id) ?? 0) + 1);
      return { body: { views: views.get(id) } };
    }
    return { status: 404, body: { message: "Not found" } };
  });
}

const viewCalls = (calls: { method: string; url: string }[]) =>
  calls.filter((call) => call.method === "POST");

describe("the parent portal's recorded lessons", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows 6 placeholders while loading, then the cards", async () => {
    const calls = stubApi({ "GET /api/student/recorded-lessons": [forces, poetry] }, { hold: true });
    renderWithProviders(<RecordedLessonsGallery />);
    expect(screen.getByTestId("lesson-skeletons").children).toHaveLength(6);
    calls.release();
    const list = await screen.findByRole("list", { name: "Recorded lessons" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
  });

  it("counts one view each time Watch opens the dialog, and none while it stays open", async () => {
    const user = userEvent.setup();
    const calls = stubLibrary();
    renderWithProviders(<RecordedLessonsGallery />);
    await user.click(await screen.findByRole("button", { name: "Watch Forces and Motion" }));
    const dialog = await screen.findByRole("dialog", { name: "Forces and Motion" });
    expect(within(dialog).getByTitle("Video: Forces and Motion")).toHaveAttribute(
      "src",
      "https://www.youtube-nocookie.com/embed/abcdefghijk",
    );
    expect(within(dialog).getByText("Resultant forces and Newton's laws.")).toBeInTheDocument();
    expect(await within(dialog).findByText("7 views")).toBeInTheDocument();
    expect(viewCalls(calls)).toEqual([
      { method: "POST", url: "/api/recorded-lessons/4/views", body: undefined },
    ]);

    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByText("7 views")).toBeInTheDocument();

    // Opening again by the card's title is a second opening: one more view.
    await user.click(screen.getByRole("button", { name: "Forces and Motion" }));
    expect(await within(await screen.findByRole("dialog")).findByText("8 views")).toBeInTheDocument();
    expect(viewCalls(calls)).toHaveLength(2);
  });

  it("filters by subject and search, with the spec's empty states", async () => {
    const user = userEvent.setup();
    stubLibrary();
    renderWithProviders(<RecordedLessonsGallery />);
    await user.selectOptions(await screen.findByLabelText("Subject"), "English");
    expect(screen.queryByRole("button", { name: "Forces and Motion" })).toBeNull();
    expect(screen.getByRole("button", { name: "Poetry Comparison" })).toBeInTheDocument();
    await user.type(screen.getByLabelText("Search lessons"), "algebra");
    expect(await screen.findByText("Try adjusting your search or filter criteria")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "No lessons found" })).toBeInTheDocument();
  });

  it("says so when the library is empty", async () => {
    stubLibrary([]);
    renderWithProviders(<RecordedLessonsGallery />);
    expect(
      await screen.findByText("No lesson videos are available yet. Please check back later."),
    ).toBeInTheDocument();
  });
});

describe("the student's recorded lessons table", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists Title, Subject, Uploaded, Duration, Views, Actions; Play opens the video and counts a view", async () => {
    const user = userEvent.setup();
    const calls = stubLibrary();
    renderWithProviders(<RecordedLessonsTable studentId={null} />);
    const table = await screen.findByRole("table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Title", "Subject", "Uploaded", "Duration", "Views", "Actions"]);
    const row = within(table).getByRole("row", { name: /Forces and Motion/ });
    expect(within(row).getByText("18 Nov 2026")).toBeInTheDocument();
    expect(within(row).getByText("48 min")).toBeInTheDocument();
    expect(within(row).getByText("6")).toBeInTheDocument();
    await user.click(within(row).getByRole("button", { name: "Play Forces and Motion" }));
    const dialog = await screen.findByRole("dialog", { name: "Forces and Motion" });
    expect(within(dialog).getByTitle("Video: Forces and Motion")).toBeInTheDocument();
    expect(await within(row).findByText("7")).toBeInTheDocument();
    expect(viewCalls(calls)).toHaveLength(1);
  });

  it("shows 'No lessons found. Try adjusting your filters.' when nothing matches", async () => {
    const user = userEvent.setup();
    stubLibrary();
    renderWithProviders(<RecordedLessonsTable studentId={null} />);
    await user.type(await screen.findByLabelText("Search lessons"), "nothing like this");
    expect(await screen.findByText("No lessons found. Try adjusting your filters.")).toBeInTheDocument();
  });
});
