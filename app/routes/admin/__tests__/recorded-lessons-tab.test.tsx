import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RecordedLessonsTab } from "#app/routes/admin/components/recorded-lessons-tab.tsx";
import { renderWithProviders, stubApi, tutorFixture } from "#app/test/render.tsx";

const lesson = {
  id: 11,
  title: "Cell structure",
  description: "Animal and plant cells.",
  subject: "Biology",
  tutorId: 7,
  tutorName: "Grace Hopper",
  duration: 40,
  videoUrl: "https://videos.example.com/cells",
  thumbnail: null,
  views: 12,
  uploadedAt: "2026-02-01T10:00:00.000Z",
  sessionId: null,
  academicYear: null,
};

/** The list with one recorded lesson, whose PUT echoes what it saves, and its Edit dialog opened. */
async function openEditDialog(recordedLessons: unknown[]) {
  const calls = stubApi({
    "GET /api/admin/recorded-lessons": recordedLessons,
    "GET /api/admin/users/tutors": [tutorFixture],
    "PUT /api/admin/recorded-lessons/11": ({ body }: { body: unknown }) => ({
      body: { ...lesson, ...(body as object) },
    }),
  });
  renderWithProviders(<RecordedLessonsTab />);
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Edit Cell structure" }));
  const dialog = within(await screen.findByRole("dialog", { name: "Edit Lesson Video" }));
  return { calls, user, dialog };
}

describe("Lesson Videos tab", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("requires title, subject and tutor, and sends empty optional fields as null", async () => {
    const calls = stubApi({
      "GET /api/admin/recorded-lessons": [],
      "GET /api/admin/users/tutors": [tutorFixture],
      "POST /api/admin/recorded-lessons": ({ body }: { body: unknown }) => ({
        status: 201,
        body: { ...lesson, ...(body as object), id: 12 },
      }),
    });
    renderWithProviders(<RecordedLessonsTab />);
    const user = userEvent.setup();
    expect(await screen.findByText("No lesson videos yet.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add Lesson Video" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Add Lesson Video" }));
    expect(
      within(dialog.getByLabelText("Subject *"))
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Select a subject", "Mathematics", "English", "Biology", "Chemistry", "Physics"]);
    await user.click(dialog.getByRole("button", { name: "Add Lesson" }));
    expect(await dialog.findByText("Title is required")).toBeInTheDocument();
    expect(dialog.getByText("Subject is required")).toBeInTheDocument();
    expect(dialog.getByText("Please select a teacher")).toBeInTheDocument();
    await user.type(dialog.getByLabelText("Title *"), "Forces and motion");
    await user.selectOptions(dialog.getByLabelText("Subject *"), "Physics");
    await waitFor(() => expect(dialog.getByRole("option", { name: "Grace Hopper" })).toBeInTheDocument());
    await user.selectOptions(dialog.getByLabelText("Tutor *"), "Grace Hopper");
    await user.click(dialog.getByRole("button", { name: "Add Lesson" }));
    expect(await screen.findByText("Lesson created")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      title: "Forces and motion",
      description: null,
      subject: "Physics",
      tutorId: 7,
      duration: null,
      videoUrl: null,
      thumbnail: null,
      sessionId: null,
      academicYear: null,
    });
  });

  it("pre-fills the edit dialog and saves with PUT", async () => {
    const { calls, user, dialog } = await openEditDialog([lesson]);
    expect(dialog.getByLabelText("Title *")).toHaveValue("Cell structure");
    expect(dialog.getByLabelText("Description")).toHaveValue("Animal and plant cells.");
    expect(dialog.getByLabelText("Subject *")).toHaveValue("Biology");
    expect(dialog.getByLabelText("Duration (minutes)")).toHaveValue(40);
    expect(dialog.getByLabelText("Video URL")).toHaveValue("https://videos.example.com/cells");
    await waitFor(() => expect(dialog.getByLabelText("Tutor *")).toHaveValue("7"));
    await user.clear(dialog.getByLabelText("Duration (minutes)"));
    await user.click(dialog.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Lesson updated")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PUT")?.body).toMatchObject({
      title: "Cell structure",
      duration: null,
    });
  });

  it("pre-fills a subject outside the admin list and keeps it when saving", async () => {
    const { calls, user, dialog } = await openEditDialog([{ ...lesson, subject: "Geography" }]);
    expect(dialog.getByLabelText("Subject *")).toHaveValue("Geography");
    await waitFor(() => expect(dialog.getByLabelText("Tutor *")).toHaveValue("7"));
    await user.click(dialog.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Lesson updated")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PUT")?.body).toMatchObject({ subject: "Geography" });
  });

  it("asks before deleting and says when deletion fails", async () => {
    const calls = stubApi({
      "GET /api/admin/recorded-lessons": [lesson],
      "GET /api/admin/users/tutors": [tutorFixture],
      "DELETE /api/admin/recorded-lessons/11": () => ({
        status: 500,
        body: { message: "Database unavailable" },
      }),
    });
    renderWithProviders(<RecordedLessonsTab />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Delete Cell structure" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Delete Lesson Video" }));
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);
    await user.click(dialog.getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Failed to delete lesson")).toBeInTheDocument();
  });
});
