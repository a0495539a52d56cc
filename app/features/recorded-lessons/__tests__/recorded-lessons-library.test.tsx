import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders, stubApi } from "#app/test/render.tsx";
import type { RecordedLesson } from "#shared/schemas/recorded-lessons.ts";
import { RecordedLessonsLibrary } from "../components/recorded-lessons-library.tsx";
import { lessonLibraryAnswer } from "./lesson-fixtures.ts";

const mine: RecordedLesson = {
  id: 1,
  title: "Simultaneous Equations",
  description: "Elimination and substitution.",
  subject: "Mathematics",
  tutorId: 7,
  tutorName: "Sarah Whitfield",
  duration: 45,
  videoUrl: "https://youtu.be/abcdefghijk",
  thumbnail: null,
  views: 12,
  uploadedAt: "2026-11-20T18:00:00.000Z",
  sessionId: null,
  academicYear: null,
};
const theirs: RecordedLesson = {
  ...mine,
  id: 2,
  title: "Poetry Comparison",
  description: "Power and conflict cluster.",
  subject: "English",
  tutorId: 8,
  tutorName: "James Patel",
  views: 1,
};
const other: RecordedLesson = { ...theirs, id: 3, title: "Study Skills", subject: "Study Skills" };

const ownOnly = (lesson: RecordedLesson) => lesson.tutorId === 7;

function renderLibrary(routes: Parameters<typeof stubApi>[0], options?: { hold?: boolean }) {
  const calls = stubApi(routes, options);
  renderWithProviders(<RecordedLessonsLibrary canAdd canWrite={ownOnly} />);
  return { calls, user: userEvent.setup() };
}

async function openAddDialog(routes: Parameters<typeof stubApi>[0]) {
  const { calls, user } = renderLibrary(routes);
  await user.click(await screen.findByRole("button", { name: "Add Lesson" }));
  const dialog = within(await screen.findByRole("dialog", { name: "Add Lesson" }));
  return { calls, user, dialog };
}

describe("Recorded Lessons library", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("shows six placeholder cards while loading, then the cards with their subject colour badges", async () => {
    const calls = stubApi({ "GET /api/recorded-lessons": [mine, theirs, other] }, { hold: true });
    renderWithProviders(<RecordedLessonsLibrary canAdd canWrite={ownOnly} />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading recorded lessons");
    expect(screen.getByTestId("lesson-skeletons").children).toHaveLength(6);
    calls.release();
    const list = within(await screen.findByRole("list", { name: "Recorded lessons" }));
    const cards = list.getAllByRole("listitem");
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByText("Mathematics")).toHaveClass("bg-blue-50");
    expect(within(cards[0]!).getByRole("link", { name: "Simultaneous Equations" })).toHaveAttribute(
      "href",
      "/recorded-lessons/1",
    );
    expect(within(cards[0]!).getByText("20 Nov 2026")).toBeInTheDocument();
    expect(within(cards[0]!).getByText("45 min")).toBeInTheDocument();
    expect(within(cards[0]!).getByText("12 views")).toBeInTheDocument();
    expect(within(cards[1]!).getByText("1 view")).toBeInTheDocument();
    // A subject outside the six is a grey 'General' badge.
    expect(within(cards[2]!).getByText("General")).toHaveClass("bg-slate-100");
  });

  it("offers Edit and Delete only on the lessons the viewer may change", async () => {
    renderLibrary({ "GET /api/recorded-lessons": [mine, theirs] });
    expect(await screen.findByRole("button", { name: "Edit Simultaneous Equations" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Delete Simultaneous Equations" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Edit Poetry Comparison" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete Poetry Comparison" })).not.toBeInTheDocument();
  });

  it("sends the search words and subject to the server, and says when nothing matches", async () => {
    const { user, calls } = renderLibrary((call) => lessonLibraryAnswer([mine, theirs, other], call.url));
    const list = await screen.findByRole("list", { name: "Recorded lessons" });
    await user.type(screen.getByLabelText("Search lessons"), "patel poetry");
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(1));
    expect(within(list).getByText("Poetry Comparison")).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Search lessons"));
    await user.selectOptions(screen.getByLabelText("Subject"), "Mathematics");
    // The list may go (no match while the search is still sent) and come back: read it anew.
    const lessons = () => within(screen.getByRole("list", { name: "Recorded lessons" }));
    await waitFor(() => expect(lessons().getByText("Simultaneous Equations")).toBeInTheDocument());
    expect(lessons().getAllByRole("listitem")).toHaveLength(1);
    await user.type(screen.getByLabelText("Search lessons"), "poetry");
    expect(await screen.findByText("No lessons match your search criteria.")).toBeInTheDocument();
    // Typing pauses before a search is sent: whole words reach the server, never one read per key.
    const sent = calls.map((call) => new URL(call.url, "http://localhost").searchParams);
    expect(new Set(sent.map((query) => query.get("search")))).toEqual(
      new Set([null, "patel poetry", "poetry"]),
    );
    expect(sent.at(-1)?.toString()).toBe("limit=24&search=poetry&subject=Mathematics");
  });

  it("shows 24 lessons, then the next page under them with Show more, until the last", async () => {
    const many = Array.from({ length: 50 }, (_, index) => ({
      ...theirs,
      id: 100 + index,
      title: `Lesson ${index}`,
    }));
    const { user, calls } = renderLibrary((call) => lessonLibraryAnswer(many, call.url));
    const list = await screen.findByRole("list", { name: "Recorded lessons" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(24);
    await user.click(screen.getByRole("button", { name: "Show more recorded lessons" }));
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(48));
    expect(within(list).getByText("Lesson 47")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Show more recorded lessons" }));
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(50));
    expect(screen.queryByRole("button", { name: "Show more recorded lessons" })).toBeNull();
    expect(calls.map((call) => call.url)).toEqual([
      "/api/recorded-lessons?limit=24",
      "/api/recorded-lessons?limit=24&cursor=24",
      "/api/recorded-lessons?limit=24&cursor=48",
    ]);
  });

  it("says 'No Recorded Lessons' when the library is empty", async () => {
    renderLibrary({ "GET /api/recorded-lessons": [] });
    expect(await screen.findByRole("heading", { name: "No Recorded Lessons" })).toBeInTheDocument();
  });

  it("checks the form's rules with the specification's messages [2§5]", async () => {
    const { user, dialog, calls } = await openAddDialog({ "GET /api/recorded-lessons": [] });
    expect(
      within(dialog.getByLabelText("Subject *"))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Select a subject", "Mathematics", "English", "Science", "Physics", "Chemistry", "Biology"]);
    expect(dialog.queryByLabelText("Tutor *")).not.toBeInTheDocument();
    await user.click(dialog.getByRole("button", { name: "Add Lesson" }));
    expect(await dialog.findByText("Please enter a valid URL")).toBeInTheDocument();
    expect(dialog.getByText("Title is required")).toBeInTheDocument();
    expect(dialog.getByText("Subject is required")).toBeInTheDocument();
    await user.type(dialog.getByLabelText("Video URL *"), "not a link");
    await user.type(dialog.getByLabelText("Thumbnail URL"), "picture");
    await user.type(dialog.getByLabelText("Duration (minutes)"), "0");
    await user.click(dialog.getByRole("button", { name: "Add Lesson" }));
    expect(await dialog.findByText("Please enter a valid thumbnail URL")).toBeInTheDocument();
    expect(dialog.getByText("Please enter a valid URL")).toBeInTheDocument();
    expect(dialog.getByText("Duration must be at least 1 minute")).toBeInTheDocument();
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("publishes a lesson without a tutorId, then offers 'Add Another' with a fresh form", async () => {
    const { user, dialog, calls } = await openAddDialog({
      "GET /api/recorded-lessons": [],
      "POST /api/recorded-lessons": ({ body }: { body: unknown }) => ({
        status: 201,
        body: { ...mine, ...(body as object), id: 9 },
      }),
    });
    await user.type(dialog.getByLabelText("Title *"), "Vectors");
    await user.selectOptions(dialog.getByLabelText("Subject *"), "Mathematics");
    await user.type(dialog.getByLabelText("Duration (minutes)"), "35");
    await user.type(dialog.getByLabelText("Video URL *"), " https://youtu.be/abcdefghijk ");
    await user.click(dialog.getByRole("button", { name: "Add Lesson" }));
    expect(await screen.findByText("Lesson created")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      title: "Vectors",
      description: null,
      subject: "Mathematics",
      duration: 35,
      videoUrl: "https://youtu.be/abcdefghijk",
      thumbnail: null,
      sessionId: null,
      academicYear: null,
    });
    const saved = within(await screen.findByRole("dialog", { name: "Add Lesson" }));
    expect(saved.getByRole("status")).toHaveTextContent('"Vectors" is now in the library.');
    await user.click(saved.getByRole("button", { name: "Add Another" }));
    const fresh = within(await screen.findByRole("dialog", { name: "Add Lesson" }));
    expect(fresh.getByLabelText("Title *")).toHaveValue("");
    expect(fresh.getByLabelText("Video URL *")).toHaveValue("");
  });

  it("shows a failed save as a destructive 'Error' toast and inline, with the server's message", async () => {
    const { user, dialog } = await openAddDialog({
      "GET /api/recorded-lessons": [],
      "POST /api/recorded-lessons": () => ({
        status: 403,
        body: { message: "You do not have permission to do that." },
      }),
    });
    await user.type(dialog.getByLabelText("Title *"), "Vectors");
    await user.selectOptions(dialog.getByLabelText("Subject *"), "Mathematics");
    await user.type(dialog.getByLabelText("Video URL *"), "https://youtu.be/abcdefghijk");
    await user.click(dialog.getByRole("button", { name: "Add Lesson" }));
    expect(await screen.findByText("Error")).toBeInTheDocument();
    expect(dialog.getByRole("alert")).toHaveTextContent("You do not have permission to do that.");
    expect(screen.getAllByText("You do not have permission to do that.")).toHaveLength(2);
  });

  it("edits a lesson with PUT, then offers 'Edit Another'", async () => {
    const { user, calls } = renderLibrary({
      "GET /api/recorded-lessons": [mine],
      "PUT /api/recorded-lessons/1": ({ body }: { body: unknown }) => ({
        body: { ...mine, ...(body as object) },
      }),
    });
    await user.click(await screen.findByRole("button", { name: "Edit Simultaneous Equations" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Edit Lesson" }));
    expect(dialog.getByLabelText("Title *")).toHaveValue("Simultaneous Equations");
    expect(dialog.getByLabelText("Video URL *")).toHaveValue("https://youtu.be/abcdefghijk");
    await user.clear(dialog.getByLabelText("Title *"));
    await user.type(dialog.getByLabelText("Title *"), "Simultaneous Equations, part 2");
    await user.click(dialog.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Lesson updated")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PUT")?.body).toMatchObject({
      title: "Simultaneous Equations, part 2",
    });
    expect(calls.find((call) => call.method === "PUT")?.body).not.toHaveProperty("tutorId");
    await user.click(await screen.findByRole("button", { name: "Edit Another" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("deletes only after the browser's confirmation", async () => {
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal("confirm", confirm);
    const { user, calls } = renderLibrary({
      "GET /api/recorded-lessons": [mine],
      "DELETE /api/recorded-lessons/1": null,
    });
    const remove = await screen.findByRole("button", { name: "Delete Simultaneous Equations" });
    await user.click(remove);
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);
    await user.click(remove);
    expect(await screen.findByText("Lesson deleted")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "DELETE")).toHaveLength(1);
  });

  it("shows a failed delete as a destructive 'Error' toast with the server's message", async () => {
    vi.stubGlobal("confirm", () => true);
    const { user } = renderLibrary({
      "GET /api/recorded-lessons": [mine],
      "DELETE /api/recorded-lessons/1": () => ({
        status: 403,
        body: { message: "You can only change your own lessons." },
      }),
    });
    await user.click(await screen.findByRole("button", { name: "Delete Simultaneous Equations" }));
    expect(await screen.findByText("Error")).toBeInTheDocument();
    expect(screen.getByText("You can only change your own lessons.")).toBeInTheDocument();
  });
});
