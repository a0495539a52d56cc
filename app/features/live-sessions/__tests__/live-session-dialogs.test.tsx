import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders, stubApi } from "#app/test/render.tsx";
import type { LiveSession } from "#shared/schemas/live-sessions.ts";
import { LiveSessionFormDialog } from "../components/live-session-form-dialog.tsx";
import { StreamingLinkDialog } from "../components/streaming-link-dialog.tsx";

const existing: LiveSession = {
  id: 12,
  title: "Live Session",
  description: null,
  subject: "Live Session",
  tutorId: 7,
  tutorName: "Grace Hopper",
  scheduledFor: new Date(2030, 2, 4, 15, 30).toISOString(),
  duration: 60,
  youtubeUrl: "https://www.youtube.com/live/abc",
  academicYear: null,
  status: "live",
  createdAt: "2030-01-01T00:00:00.000Z",
};

function openForm(session: LiveSession | null = null) {
  const onClose = vi.fn();
  renderWithProviders(<LiveSessionFormDialog session={session} onClose={onClose} />);
  const dialog = within(screen.getByRole("dialog"));
  return { user: userEvent.setup(), dialog, onClose };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>, dialog: ReturnType<typeof within>) {
  await user.type(dialog.getByLabelText("Title *"), "Quadratics clinic");
  await user.selectOptions(dialog.getByLabelText("Subject *"), "Mathematics");
  fireEvent.change(dialog.getByLabelText("Date and Time *"), { target: { value: "2030-03-04T15:30" } });
}

describe("the live-session form [2§5]", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("says what is missing, with the specification's messages, and sends nothing", async () => {
    const calls = stubApi({});
    const { user, dialog } = openForm();
    await user.clear(dialog.getByLabelText("Duration (minutes) *"));
    await user.type(dialog.getByLabelText("Duration (minutes) *"), "0");
    await user.type(dialog.getByLabelText("YouTube URL (optional)"), "youtube dot com");
    await user.click(dialog.getByRole("button", { name: "Schedule Session" }));
    expect(await dialog.findByText("Please select a date and time")).toBeInTheDocument();
    expect(dialog.getByText("Please enter a title")).toBeInTheDocument();
    expect(dialog.getByText("Please select a subject")).toBeInTheDocument();
    expect(dialog.getByText("Duration must be at least 1 minute")).toBeInTheDocument();
    expect(dialog.getByText("Please enter a valid YouTube URL")).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("schedules a session for the viewer's local time with 60 minutes by default, then offers Schedule Another", async () => {
    const calls = stubApi({
      "POST /api/live-sessions": (call: { body: unknown }) => ({ status: 201, body: call.body }),
    });
    const { user, dialog, onClose } = openForm();
    expect(dialog.getByLabelText("Duration (minutes) *")).toHaveValue(60);
    expect(dialog.getByLabelText("Status")).toHaveValue("scheduled");
    await fillValid(user, dialog);
    await user.selectOptions(dialog.getByLabelText("Academic Year"), "Year 10");
    await user.click(dialog.getByRole("button", { name: "Schedule Session" }));

    expect(await dialog.findByRole("status")).toHaveTextContent('"Quadratics clinic" has been scheduled.');
    expect(await screen.findByText("Live session created")).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({
      title: "Quadratics clinic",
      description: null,
      youtubeUrl: null,
      scheduledFor: new Date(2030, 2, 4, 15, 30).toISOString(),
      duration: 60,
      subject: "Mathematics",
      academicYear: "Year 10",
      status: "scheduled",
    });
    await user.click(dialog.getByRole("button", { name: "Schedule Another" }));
    expect(dialog.getByLabelText("Title *")).toHaveValue("");
    expect(onClose).not.toHaveBeenCalled();
  });

  it("edits a session made from a streaming link, keeping its subject, and offers Edit Another", async () => {
    const calls = stubApi({
      "PUT /api/live-sessions/12": (call: { body: unknown }) => ({
        body: { ...existing, ...(call.body as object) },
      }),
    });
    const { user, dialog, onClose } = openForm(existing);
    expect(dialog.getByLabelText("Subject *")).toHaveValue("Live Session");
    expect(dialog.getByLabelText("Date and Time *")).toHaveValue("2030-03-04T15:30");
    await user.selectOptions(dialog.getByLabelText("Status"), "Completed");
    await user.click(dialog.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Live session updated")).toBeInTheDocument();
    expect(calls[0]?.body).toMatchObject({
      status: "completed",
      subject: "Live Session",
      academicYear: null,
    });
    await user.click(dialog.getByRole("button", { name: "Edit Another" }));
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's message in an Error toast and an inline alert, and its field issues", async () => {
    stubApi({
      "POST /api/live-sessions": () => ({
        status: 400,
        body: {
          message: "Please enter a valid YouTube URL",
          issues: [{ path: "youtubeUrl", message: "Please enter a valid YouTube URL" }],
        },
      }),
    });
    const { user, dialog } = openForm();
    await fillValid(user, dialog);
    await user.click(dialog.getByRole("button", { name: "Schedule Session" }));
    const toastTitle = await screen.findByText("Error");
    expect(toastTitle.parentElement).toHaveTextContent("Please enter a valid YouTube URL");
    await waitFor(() =>
      expect(dialog.getAllByRole("alert").map((alert) => alert.textContent)).toEqual([
        "Please enter a valid YouTube URL",
        "Please enter a valid YouTube URL",
      ]),
    );
  });
});

describe("the streaming-link dialog [2§4], [2§5]", () => {
  afterEach(() => vi.unstubAllGlobals());

  async function open() {
    renderWithProviders(<StreamingLinkDialog />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Add YouTube Link" }));
    return { user, dialog: within(await screen.findByRole("dialog", { name: "Add YouTube Live Link" })) };
  }

  it("asks for an https:// link", async () => {
    const calls = stubApi({});
    const { user, dialog } = await open();
    await user.type(dialog.getByLabelText("YouTube Live URL"), "http://www.youtube.com/live/abc");
    await user.click(dialog.getByRole("button", { name: "Add Link" }));
    expect(await dialog.findByText("URL must start with https://")).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("creates a live session now: status live, 60 minutes, subject 'Live Session'", async () => {
    const calls = stubApi({
      "POST /api/live-sessions": (call: { body: unknown }) => ({ status: 201, body: call.body }),
    });
    const { user, dialog } = await open();
    const before = Date.now();
    await user.type(dialog.getByLabelText("YouTube Live URL"), "https://www.youtube.com/live/abc");
    await user.click(dialog.getByRole("button", { name: "Add Link" }));
    expect(
      await screen.findByText("YouTube link has been added and live session created."),
    ).toBeInTheDocument();
    expect(screen.getByText("Success")).toBeInTheDocument();
    const body = calls[0]?.body as Record<string, string | number>;
    expect(body).toMatchObject({
      youtubeUrl: "https://www.youtube.com/live/abc",
      status: "live",
      duration: 60,
      subject: "Live Session",
      title: "Live Session",
    });
    expect(new Date(body.scheduledFor as string).getTime()).toBeGreaterThanOrEqual(before - 1000);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("says it failed in a toast and in the dialog", async () => {
    stubApi({
      "POST /api/live-sessions": () => ({
        status: 403,
        body: { message: "You do not have permission to do that." },
      }),
    });
    const { user, dialog } = await open();
    await user.type(dialog.getByLabelText("YouTube Live URL"), "https://www.youtube.com/live/abc");
    await user.click(dialog.getByRole("button", { name: "Add Link" }));
    expect(await dialog.findByRole("alert")).toHaveTextContent(
      "Failed to create live session with YouTube link. You do not have permission to do that.",
    );
    expect(screen.getByText("Error").parentElement).toHaveTextContent(
      "Failed to create live session with YouTube link.",
    );
  });
});
