import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithProviders, stubApi } from "#app/test/render.tsx";
import type { SessionToRecord } from "#shared/schemas/recorded-lessons.ts";
import { RecordedLessonsLibrary } from "../components/recorded-lessons-library.tsx";
import { forcesLesson } from "./lesson-fixtures.ts";

const previousZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "Europe/London";
});
afterAll(() => {
  process.env.TZ = previousZone;
});

const ended: SessionToRecord = {
  id: 31,
  title: "Quadratic Graphs",
  subject: "Mathematics",
  scheduledFor: "2026-11-20T16:00:00Z",
  tutorId: 7,
  tutorName: "Sarah Whitfield",
  academicYear: "Year 10",
};

async function openAddDialog(routes: Parameters<typeof stubApi>[0]) {
  const calls = stubApi(routes);
  renderWithProviders(<RecordedLessonsLibrary canAdd canWrite={() => true} />);
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Add Lesson" }));
  const dialog = within(await screen.findByRole("dialog", { name: "Add Lesson" }));
  await user.type(dialog.getByLabelText("Title *"), "Quadratic Graphs (recording)");
  await user.selectOptions(dialog.getByLabelText("Subject *"), "Mathematics");
  await user.type(dialog.getByLabelText("Video URL *"), "https://youtu.be/abcdefghijk");
  return { calls, user, dialog };
}

describe("the lesson form's Session select (decision 027)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("lists the writer's ended sessions without a recording and sends the chosen one", async () => {
    const { calls, user, dialog } = await openAddDialog({
      "GET /api/recorded-lessons": [],
      "GET /api/recorded-lessons/sessions-to-record": [ended],
      "POST /api/recorded-lessons": { ...forcesLesson, id: 12, sessionId: 31 },
    });
    const option = await dialog.findByRole("option", { name: "Quadratic Graphs · Fri 20 Nov 2026, 16:00" });
    expect(dialog.getByRole("option", { name: "Not linked to a session" })).toBeInTheDocument();
    await user.selectOptions(dialog.getByLabelText("Session"), option);
    await user.click(dialog.getByRole("button", { name: "Add Lesson" }));
    expect(await screen.findByText("Lesson created")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toMatchObject({ sessionId: 31 });
  });

  it("sends the chosen academic year for a lesson naming no session, and 'Every year' as none", async () => {
    const { calls, user, dialog } = await openAddDialog({
      "GET /api/recorded-lessons": [],
      "GET /api/recorded-lessons/sessions-to-record": [ended],
      "POST /api/recorded-lessons": { ...forcesLesson, id: 12, academicYear: "Year 6" },
    });
    const year = dialog.getByLabelText("Academic Year");
    expect(year).toHaveValue("");
    expect(within(year).getByRole("option", { name: "Every year" })).toBeInTheDocument();
    await user.selectOptions(year, "Year 6");
    await user.click(dialog.getByRole("button", { name: "Add Lesson" }));
    expect(await screen.findByText("Lesson created")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toMatchObject({
      sessionId: null,
      academicYear: "Year 6",
    });
  });

  it("shows the chosen session's year, fixed, for a lesson naming a session (decision 049)", async () => {
    const { user, dialog } = await openAddDialog({
      "GET /api/recorded-lessons": [],
      "GET /api/recorded-lessons/sessions-to-record": [ended],
    });
    const year = dialog.getByLabelText("Academic Year");
    await user.selectOptions(year, "Year 6");
    await user.selectOptions(
      dialog.getByLabelText("Session"),
      await dialog.findByRole("option", { name: /Quadratic Graphs/ }),
    );
    await vi.waitFor(() => expect(year).toHaveValue("Year 10"));
    expect(year).toBeDisabled();
    expect(year).toHaveAccessibleDescription(
      "The session's year: a recording is for the families of its session.",
    );
    await user.selectOptions(dialog.getByLabelText("Session"), "Not linked to a session");
    expect(year).toBeEnabled();
  });

  it("puts a refused session (already recorded) on the Session field", async () => {
    const { user, dialog } = await openAddDialog({
      "GET /api/recorded-lessons": [],
      "GET /api/recorded-lessons/sessions-to-record": [ended],
      "POST /api/recorded-lessons": () => ({
        status: 409,
        body: { message: "This session already has a recording.", code: "LESSON_SESSION_TAKEN" },
      }),
    });
    await user.selectOptions(
      dialog.getByLabelText("Session"),
      await dialog.findByRole("option", { name: /Quadratic Graphs/ }),
    );
    await user.click(dialog.getByRole("button", { name: "Add Lesson" }));
    const session = dialog.getByLabelText("Session");
    await vi.waitFor(() =>
      expect(session).toHaveAccessibleDescription("This session already has a recording."),
    );
    expect(session).toHaveAttribute("aria-invalid", "true");
  });
});
