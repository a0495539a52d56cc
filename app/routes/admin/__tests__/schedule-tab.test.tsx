import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ScheduleTab } from "#app/routes/admin/components/schedule-tab.tsx";
import { renderWithProviders, stubApi, tutorFixture } from "#app/test/render.tsx";

const inFuture = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const session = (id: number, title: string, scheduledFor: string, status = "scheduled") => ({
  id,
  title,
  description: "A session description",
  subject: "Mathematics",
  tutorId: 7,
  tutorName: "Grace Hopper",
  studentId: null,
  scheduledFor,
  duration: 60,
  youtubeUrl: null,
  academicYear: "Year 10",
  status,
  notes: null,
  createdAt: "2026-01-01T00:00:00.000Z",
});

async function openDialog() {
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Schedule New Session" }));
  const dialog = await screen.findByRole("dialog", { name: "Schedule New Session" });
  return { user, dialog: within(dialog) };
}

/** Title, description, subject and teacher of a valid session (the date is each test's own). */
async function fillSession(user: ReturnType<typeof userEvent.setup>, dialog: ReturnType<typeof within>) {
  await user.type(dialog.getByLabelText("Title"), "GCSE Algebra Revision");
  await user.type(dialog.getByLabelText("Description"), "Quadratics and simultaneous equations.");
  await user.selectOptions(dialog.getByLabelText("Subject"), "Mathematics");
  await waitFor(() => expect(dialog.getByRole("option", { name: "Grace Hopper" })).toBeInTheDocument());
  await user.selectOptions(dialog.getByLabelText("Teacher"), "Grace Hopper");
}

describe("Schedule tab", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists upcoming sessions soonest first without cancelled or past ones", async () => {
    stubApi({
      "GET /api/admin/scheduled-sessions": [
        session(1, "Later session", inFuture(5)),
        session(2, "Past session", inFuture(-2)),
        session(3, "Sooner session", inFuture(1)),
        session(4, "Cancelled session", inFuture(2), "cancelled"),
      ],
      "GET /api/admin/tutors": [tutorFixture],
    });
    renderWithProviders(<ScheduleTab />);
    const list = await screen.findByRole("list", { name: "Sessions" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.querySelector("p")?.textContent),
    ).toEqual(["Sooner session", "Later session"]);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "All Sessions" }));
    // All Sessions: every status, past and future, the latest scheduledFor first (docs/decisions/005).
    expect(
      within(screen.getByRole("list", { name: "Sessions" }))
        .getAllByRole("listitem")
        .map((item) => item.querySelector("p")?.textContent),
    ).toEqual(["Later session", "Cancelled session", "Sooner session", "Past session"]);
  });

  it("shows live sessions from the live-sessions call", async () => {
    stubApi({
      "GET /api/admin/scheduled-sessions": [],
      "GET /api/admin/tutors": [tutorFixture],
      "GET /api/admin/live-sessions": [
        { ...session(9, "Live algebra", inFuture(0)), status: "live" },
        { ...session(10, "Ended geometry", inFuture(-1)), status: "ended" },
      ],
    });
    renderWithProviders(<ScheduleTab />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Live Sessions" }));
    expect(await screen.findByText("Live algebra")).toBeInTheDocument();
    expect(screen.queryByText("Ended geometry")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Live Sessions" })).toHaveAttribute("aria-pressed", "true");
  });

  it("shows every validation message of the schedule form", async () => {
    const calls = stubApi({
      "GET /api/admin/scheduled-sessions": [],
      "GET /api/admin/tutors": [tutorFixture],
    });
    renderWithProviders(<ScheduleTab />);
    const { user, dialog } = await openDialog();
    await user.type(dialog.getByLabelText("YouTube URL (optional)"), "not a url");
    await user.click(dialog.getByRole("button", { name: "Schedule Session" }));
    for (const message of [
      "Title must be at least 5 characters",
      "Description must be at least 10 characters",
      "Subject is required",
      "Please select a teacher",
      "Please select a date and time",
      "Please enter a valid YouTube URL",
    ]) {
      expect(await dialog.findByText(message)).toBeInTheDocument();
    }
    expect(dialog.getByLabelText("Title")).toHaveAttribute("aria-invalid", "true");
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);
  });

  it("offers the durations, time slots and academic years with their defaults", async () => {
    stubApi({ "GET /api/admin/scheduled-sessions": [], "GET /api/admin/tutors": [tutorFixture] });
    renderWithProviders(<ScheduleTab />);
    const { dialog } = await openDialog();
    const duration = dialog.getByLabelText("Duration (minutes)") as HTMLSelectElement;
    expect([...duration.options].map((o) => o.value)).toEqual(["30", "45", "60", "90", "120"]);
    expect(duration.value).toBe("60");
    const time = dialog.getByLabelText("Time") as HTMLSelectElement;
    expect(time.options).toHaveLength(48);
    expect(time.options[0]?.value).toBe("00:00");
    expect(time.options[47]?.value).toBe("23:30");
    expect(time.value).toBe("14:00");
    expect((dialog.getByLabelText("Academic Year") as HTMLSelectElement).value).toBe("Year 10");
    await waitFor(() =>
      expect(
        within(dialog.getByLabelText("Teacher")).getByRole("option", { name: "Grace Hopper" }),
      ).toBeInTheDocument(),
    );
  });

  it("posts the session with scheduledFor as an ISO string and confirms", async () => {
    const calls = stubApi({
      "GET /api/admin/scheduled-sessions": [],
      "GET /api/admin/tutors": [tutorFixture],
      "POST /api/admin/scheduled-sessions": ({ body }: { body: unknown }) => ({
        status: 201,
        body: { ...session(5, "x", inFuture(3)), ...(body as object) },
      }),
    });
    renderWithProviders(<ScheduleTab />);
    const { user, dialog } = await openDialog();
    await fillSession(user, dialog);
    await user.type(dialog.getByLabelText("Date"), "2030-03-15");
    await user.selectOptions(dialog.getByLabelText("Time"), "09:30");
    await user.selectOptions(dialog.getByLabelText("Duration (minutes)"), "90");
    await user.click(dialog.getByRole("button", { name: "Schedule Session" }));
    expect(await screen.findByText("Session has been scheduled successfully.")).toBeInTheDocument();
    const post = calls.find((call) => call.method === "POST");
    expect(post?.body).toEqual({
      title: "GCSE Algebra Revision",
      description: "Quadratics and simultaneous equations.",
      subject: "Mathematics",
      tutorId: 7,
      scheduledFor: new Date(2030, 2, 15, 9, 30).toISOString(),
      duration: 90,
      youtubeUrl: null,
      academicYear: "Year 10",
      capacity: 12,
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("refuses a date and time in the past, which would never show under Upcoming Sessions", async () => {
    const calls = stubApi({
      "GET /api/admin/scheduled-sessions": [],
      "GET /api/admin/tutors": [tutorFixture],
    });
    renderWithProviders(<ScheduleTab />);
    const { user, dialog } = await openDialog();
    await fillSession(user, dialog);
    await user.type(dialog.getByLabelText("Date"), "2020-03-15");
    await user.click(dialog.getByRole("button", { name: "Schedule Session" }));
    expect(await dialog.findByText("Please choose a date and time in the future")).toBeInTheDocument();
    expect(dialog.getByLabelText("Date")).toHaveAttribute("aria-invalid", "true");
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("says so when scheduling fails", async () => {
    stubApi({
      "GET /api/admin/scheduled-sessions": [],
      "GET /api/admin/tutors": [tutorFixture],
      "POST /api/admin/scheduled-sessions": () => ({
        status: 500,
        body: { message: "Database unavailable" },
      }),
    });
    renderWithProviders(<ScheduleTab />);
    const { user, dialog } = await openDialog();
    await fillSession(user, dialog);
    await user.type(dialog.getByLabelText("Date"), "2030-03-15");
    await user.click(dialog.getByRole("button", { name: "Schedule Session" }));
    expect(await screen.findByText("Failed to schedule session")).toBeInTheDocument();
    // The server's message in the toast and, as every portal form does [2§8], above the form.
    expect(screen.getAllByText("Database unavailable")).toHaveLength(2);
    expect(dialog.getByRole("alert")).toHaveTextContent("Database unavailable");
    expect(screen.getByRole("dialog", { name: "Schedule New Session" })).toBeInTheDocument();
  });

  const booked = {
    ...session(21, "Quadratics group", new Date(2030, 2, 15, 16, 0).toISOString()),
    capacity: 12,
    bookedCount: 8,
  };

  async function openEdit() {
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Edit Quadratics group" }));
    return { user, dialog: within(await screen.findByRole("dialog", { name: "Edit Session" })) };
  }

  it("edits a session in the same dialog, filled in, and saves it with one PUT", async () => {
    const calls = stubApi({
      "GET /api/admin/scheduled-sessions": [booked],
      "GET /api/admin/tutors": [tutorFixture],
      "PUT /api/admin/scheduled-sessions/21": ({ body }: { body: unknown }) => ({
        body: { ...booked, ...(body as object) },
      }),
    });
    renderWithProviders(<ScheduleTab />);
    const { user, dialog } = await openEdit();
    expect(dialog.getByLabelText("Title")).toHaveValue("Quadratics group");
    expect(dialog.getByLabelText("Description")).toHaveValue("A session description");
    expect(dialog.getByLabelText("Subject")).toHaveValue("Mathematics");
    expect(dialog.getByLabelText("Date")).toHaveValue("2030-03-15");
    expect(dialog.getByLabelText("Time")).toHaveValue("16:00");
    expect(dialog.getByLabelText("Duration (minutes)")).toHaveValue("60");
    expect(dialog.getByLabelText("Academic Year")).toHaveValue("Year 10");
    expect(dialog.getByLabelText("Capacity")).toHaveValue(12);
    await waitFor(() => expect(dialog.getByLabelText("Teacher")).toHaveValue("7"));

    await user.clear(dialog.getByLabelText("Capacity"));
    await user.type(dialog.getByLabelText("Capacity"), "20");
    await user.click(dialog.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Session updated")).toBeInTheDocument();
    expect(screen.getByText("Quadratics group has been saved.")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "PUT")).toEqual([
      {
        method: "PUT",
        url: "/api/admin/scheduled-sessions/21",
        body: {
          title: "Quadratics group",
          description: "A session description",
          subject: "Mathematics",
          tutorId: 7,
          scheduledFor: booked.scheduledFor,
          duration: 60,
          youtubeUrl: null,
          academicYear: "Year 10",
          capacity: 20,
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("puts the server's refusal of a capacity below the seats booked under Capacity", async () => {
    const message = "8 seats are already booked, so the capacity cannot be lower than 8";
    stubApi({
      "GET /api/admin/scheduled-sessions": [booked],
      "GET /api/admin/tutors": [tutorFixture],
      "PUT /api/admin/scheduled-sessions/21": () => ({
        status: 409,
        body: { message, code: "SESSION_CAPACITY_BELOW_BOOKED" },
      }),
    });
    renderWithProviders(<ScheduleTab />);
    const { user, dialog } = await openEdit();
    await waitFor(() => expect(dialog.getByLabelText("Teacher")).toHaveValue("7"));
    await user.clear(dialog.getByLabelText("Capacity"));
    await user.type(dialog.getByLabelText("Capacity"), "5");
    await user.click(dialog.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Failed to update session")).toBeInTheDocument();
    await waitFor(() => expect(dialog.getByLabelText("Capacity")).toHaveAttribute("aria-invalid", "true"));
    // Once, under its field: not repeated above the form.
    expect(dialog.getByText(message)).toBeInTheDocument();
  });
});
