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

  it("asks the server for each view a page at a time, in the order it answers", async () => {
    const calls = stubApi({
      "GET /api/admin/scheduled-sessions?limit=25&view=upcoming": [
        session(3, "Sooner session", inFuture(1)),
        session(1, "Later session", inFuture(5)),
      ],
      "GET /api/admin/scheduled-sessions?limit=25&view=past": [session(2, "Past session", inFuture(-2))],
      "GET /api/admin/scheduled-sessions?limit=25&view=cancelled": [
        session(4, "Cancelled session", inFuture(2), "cancelled"),
      ],
      "GET /api/admin/scheduled-sessions?limit=25&view=all": [],
      "GET /api/admin/tutors": [tutorFixture],
    });
    renderWithProviders(<ScheduleTab />);
    const titles = () =>
      within(screen.getByRole("list", { name: "Sessions" }))
        .getAllByRole("listitem")
        .map((item) => item.querySelector("p")?.textContent);
    await screen.findByRole("list", { name: "Sessions" });
    expect(titles()).toEqual(["Sooner session", "Later session"]);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Past Sessions" }));
    await waitFor(() => expect(titles()).toEqual(["Past session"]));
    await user.click(screen.getByRole("button", { name: "Cancelled Sessions" }));
    await waitFor(() => expect(titles()).toEqual(["Cancelled session"]));
    expect(screen.getByRole("button", { name: "Cancelled Sessions" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await user.click(screen.getByRole("button", { name: "All Sessions" }));
    expect(await screen.findByText("No sessions have been scheduled yet.")).toBeInTheDocument();
    expect(
      calls.filter((call) => call.url.startsWith("/api/admin/scheduled-sessions")).map((c) => c.url),
    ).toEqual([
      "/api/admin/scheduled-sessions?limit=25&view=upcoming",
      "/api/admin/scheduled-sessions?limit=25&view=past",
      "/api/admin/scheduled-sessions?limit=25&view=cancelled",
      "/api/admin/scheduled-sessions?limit=25&view=all",
    ]);
  });

  it("sends the search once typing pauses and the filters at once, and says when nothing matches", async () => {
    const calls = stubApi({
      "GET /api/admin/scheduled-sessions": ({ url }: { url: string }) => ({
        body: url.includes("search") ? [] : [session(1, "Algebra group", inFuture(1))],
      }),
      "GET /api/admin/tutors": [tutorFixture],
    });
    renderWithProviders(<ScheduleTab />);
    expect(await screen.findByText("Algebra group", { selector: "p" })).toBeInTheDocument();
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByRole("option", { name: "Grace Hopper" })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText("Filter by teacher"), "Grace Hopper");
    await user.selectOptions(screen.getByLabelText("Filter by subject"), "Physics");
    await user.selectOptions(screen.getByLabelText("Filter by year"), "Year 9");
    await user.type(screen.getByLabelText("Search sessions"), "forces hopper");
    expect(await screen.findByText("No sessions match your search and filters.")).toBeInTheDocument();
    const urls = calls
      .filter((call) => call.url.startsWith("/api/admin/scheduled-sessions"))
      .map((c) => c.url);
    expect(urls.at(-1)).toBe(
      "/api/admin/scheduled-sessions?limit=25&view=upcoming&search=forces+hopper&tutorId=7&subject=Physics&academicYear=Year+9",
    );
    // One search call, once typing paused: not one per key.
    expect(urls.filter((url) => url.includes("search="))).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(await screen.findByText("Algebra group", { selector: "p" })).toBeInTheDocument();
    expect(screen.getByLabelText("Search sessions")).toHaveValue("");
    expect(screen.getByLabelText("Filter by teacher")).toHaveValue("");
    expect(screen.queryByRole("button", { name: "Clear filters" })).not.toBeInTheDocument();
  });

  it("loads the next page with the cursor the last one answered, under the rows already shown", async () => {
    const calls = stubApi({
      "GET /api/admin/scheduled-sessions?limit=25&view=upcoming": () => ({
        body: [session(1, "First page session", inFuture(1))],
        headers: { "X-Next-Cursor": "next-page-cursor" },
      }),
      "GET /api/admin/scheduled-sessions?limit=25&view=upcoming&cursor=next-page-cursor": [
        session(2, "Second page session", inFuture(2)),
      ],
      "GET /api/admin/tutors": [tutorFixture],
    });
    renderWithProviders(<ScheduleTab />);
    expect(await screen.findByText("First page session", { selector: "p" })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Show more sessions" }));
    expect(await screen.findByText("Second page session", { selector: "p" })).toBeInTheDocument();
    expect(screen.getByText("First page session", { selector: "p" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Show more sessions" })).not.toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain(
      "/api/admin/scheduled-sessions?limit=25&view=upcoming&cursor=next-page-cursor",
    );
  });

  it("deletes an unbooked session only after asking, from a quiet button; a booked one offers none", async () => {
    const calls = stubApi({
      "GET /api/admin/scheduled-sessions": [
        { ...session(31, "Unbooked group", inFuture(3)), capacity: 12, bookedCount: 0 },
        { ...session(32, "Booked group", inFuture(4)), capacity: 12, bookedCount: 2 },
      ],
      "GET /api/admin/tutors": [tutorFixture],
      "DELETE /api/admin/scheduled-sessions/31": () => ({ status: 204 }),
    });
    renderWithProviders(<ScheduleTab />);
    const user = userEvent.setup();
    const remove = await screen.findByRole("button", { name: "Delete Unbooked group" });
    expect(remove.className).not.toContain("bg-red");
    expect(screen.queryByRole("button", { name: "Delete Booked group" })).not.toBeInTheDocument();
    await user.click(remove);
    const dialog = within(await screen.findByRole("dialog", { name: "Delete Unbooked group?" }));
    expect(dialog.getByText("This cannot be undone.")).toBeInTheDocument();
    await user.click(dialog.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);

    await user.click(screen.getByRole("button", { name: "Delete Unbooked group" }));
    const again = within(await screen.findByRole("dialog", { name: "Delete Unbooked group?" }));
    await user.click(again.getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Session deleted")).toBeInTheDocument();
    expect(screen.getByText("Unbooked group has been deleted.")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "DELETE").map((call) => call.url)).toEqual([
      "/api/admin/scheduled-sessions/31",
    ]);
  });

  it("cancels a booked session after saying its families will be e-mailed", async () => {
    const calls = stubApi({
      "GET /api/admin/scheduled-sessions": [
        { ...session(32, "Booked group", inFuture(4)), capacity: 12, bookedCount: 2 },
      ],
      "GET /api/admin/tutors": [tutorFixture],
      "PUT /api/admin/scheduled-sessions/32": ({ body }: { body: unknown }) => ({
        body: { ...session(32, "Booked group", inFuture(4), "cancelled"), ...(body as object) },
      }),
    });
    renderWithProviders(<ScheduleTab />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Cancel session Booked group" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Cancel Booked group?" }));
    expect(dialog.getByText("The 2 booked families will be e-mailed.")).toBeInTheDocument();
    await user.click(dialog.getByRole("button", { name: "Keep session" }));
    expect(calls.some((call) => call.method === "PUT")).toBe(false);
    await user.click(screen.getByRole("button", { name: "Cancel session Booked group" }));
    const again = within(await screen.findByRole("dialog", { name: "Cancel Booked group?" }));
    await user.click(again.getByRole("button", { name: "Cancel session" }));
    expect(await screen.findByText("Session cancelled")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({ status: "cancelled" });
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
    // The live view's few sessions are filtered here, by the same rules.
    await user.selectOptions(screen.getByLabelText("Filter by subject"), "Physics");
    expect(await screen.findByText("No sessions match your search and filters.")).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Filter by subject"), "Mathematics");
    await user.type(screen.getByLabelText("Search sessions"), "grace");
    expect(await screen.findByText("Live algebra")).toBeInTheDocument();
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
