import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TutorsTab } from "#app/routes/admin/components/tutors-tab.tsx";
import { renderWithProviders, stubApi, tutorFixture } from "#app/test/render.tsx";

describe("Teachers tab", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows teacher cards with name, email, username, role and created date", async () => {
    stubApi({ "GET /api/admin/tutors": [tutorFixture] });
    renderWithProviders(<TutorsTab />);
    const card = (await screen.findByRole("list", { name: "Teachers" })).querySelector("li") as HTMLElement;
    expect(card).toHaveTextContent("Grace Hopper");
    expect(card).toHaveTextContent("grace@example.com");
    expect(card).toHaveTextContent("Username: ghopper");
    expect(card).toHaveTextContent("Role: Teacher");
    expect(card).toHaveTextContent("Created: 10 Jan 2026");
  });

  it("says why the list could not load and offers Try again", async () => {
    let fail = true;
    stubApi({
      "GET /api/admin/tutors": () =>
        fail ? { status: 503, body: { message: "Service unavailable" } } : { body: [tutorFixture] },
    });
    renderWithProviders(<TutorsTab />);
    const user = userEvent.setup();
    expect(await screen.findByRole("alert")).toHaveTextContent("Service unavailable");
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("list", { name: "Teachers" })).toHaveTextContent("Grace Hopper");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows every message of the add-teacher form and posts the teacher with role tutor", async () => {
    const calls = stubApi({
      "GET /api/admin/tutors": [],
      "POST /api/admin/tutors": ({ body }: { body: unknown }) => ({
        status: 201,
        body: { ...tutorFixture, ...(body as object), id: 8 },
      }),
    });
    renderWithProviders(<TutorsTab />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Add New Teacher" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Add New Teacher" }));
    expect(dialog.getByLabelText("Send an invitation e-mail to the teacher")).toBeChecked();
    await user.type(dialog.getByLabelText("Email"), "bad");
    await user.click(dialog.getByRole("button", { name: "Add Teacher" }));
    for (const message of [
      "Username must be at least 3 characters",
      "Password must be at least 6 characters",
      "Please enter a valid email address",
      "Full name is required",
      "Please select at least one subject",
      "Please enter teacher qualifications",
      "Please provide a brief teacher biography",
      "Years of experience is required",
    ]) {
      expect(await dialog.findByText(message)).toBeInTheDocument();
    }
    await user.type(dialog.getByLabelText("Username"), "ada");
    await user.type(dialog.getByLabelText("Password"), "secret-1");
    await user.clear(dialog.getByLabelText("Email"));
    await user.type(dialog.getByLabelText("Email"), "ada@example.com");
    await user.type(dialog.getByLabelText("Full Name"), "Ada Lovelace");
    await user.click(dialog.getByLabelText("Mathematics"));
    await user.click(dialog.getByLabelText("Physics"));
    await user.type(dialog.getByLabelText("Qualifications"), "BSc Mathematics");
    await user.type(dialog.getByLabelText("Bio"), "Loves analytical engines.");
    await user.selectOptions(dialog.getByLabelText("Years of Experience"), "3-5");
    await user.click(dialog.getByRole("button", { name: "Add Teacher" }));
    expect(await screen.findByText("Teacher has been added successfully.")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      username: "ada",
      password: "secret-1",
      email: "ada@example.com",
      fullName: "Ada Lovelace",
      subjects: ["Mathematics", "Physics"],
      qualifications: "BSc Mathematics",
      bio: "Loves analytical engines.",
      yearsExperience: "3-5",
      sendInvite: true,
      role: "tutor",
    });
  });

  it("says Failed to add teacher with the server's message, and marks the taken username", async () => {
    stubApi({
      "GET /api/admin/tutors": [],
      "POST /api/admin/tutors": () => ({
        status: 409,
        body: { message: "Username already exists", code: "USERNAME_TAKEN" },
      }),
    });
    renderWithProviders(<TutorsTab />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Add New Teacher" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Add New Teacher" }));
    await user.type(dialog.getByLabelText("Username"), "ada");
    await user.type(dialog.getByLabelText("Password"), "secret-1");
    await user.type(dialog.getByLabelText("Email"), "ada@example.com");
    await user.type(dialog.getByLabelText("Full Name"), "Ada Lovelace");
    await user.click(dialog.getByLabelText("English"));
    await user.type(dialog.getByLabelText("Qualifications"), "BA English");
    await user.type(dialog.getByLabelText("Bio"), "Poetry and prose specialist.");
    await user.selectOptions(dialog.getByLabelText("Years of Experience"), "0-2");
    await user.click(dialog.getByRole("button", { name: "Add Teacher" }));
    expect(await screen.findByText("Failed to add teacher")).toBeInTheDocument();
    expect(screen.getByText("Failed to add teacher").closest("li")).toHaveTextContent(
      "Username already exists",
    );
    const username = dialog.getByLabelText("Username");
    expect(username).toHaveAttribute("aria-invalid", "true");
    expect(username).toHaveAccessibleDescription("Username already exists");
    expect(username).toHaveFocus();
  });

  it("edits a teacher's details and deactivates them", async () => {
    const calls = stubApi({
      "GET /api/admin/tutors": [tutorFixture],
      "PUT /api/admin/tutors/7": ({ body }: { body: unknown }) => ({
        body: { ...tutorFixture, ...(body as object) },
      }),
    });
    renderWithProviders(<TutorsTab />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Edit Details of Grace Hopper" }));
    let dialog = within(await screen.findByRole("dialog", { name: "Edit Teacher" }));
    expect(dialog.getByLabelText("Full Name")).toHaveValue("Grace Hopper");
    expect(dialog.getByLabelText("Mathematics")).toBeChecked();
    expect(dialog.getByLabelText("Years of Experience")).toHaveValue("10+");
    await user.clear(dialog.getByLabelText("Bio"));
    await user.type(dialog.getByLabelText("Bio"), "Invented the compiler.");
    await user.click(dialog.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Grace Hopper's details have been saved.")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "PUT")[0]?.body).toEqual({
      fullName: "Grace Hopper",
      email: "grace@example.com",
      subjects: ["Mathematics"],
      qualifications: "PhD",
      bio: "Invented the compiler.",
      yearsExperience: "10+",
    });

    await user.click(screen.getByRole("button", { name: "Edit Details of Grace Hopper" }));
    dialog = within(await screen.findByRole("dialog", { name: "Edit Teacher" }));
    await user.click(dialog.getByRole("button", { name: "Deactivate" }));
    expect(await screen.findByText("Teacher deactivated")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "PUT")[1]?.body).toEqual({ isActive: false });
  });

  it("keeps a stored subject outside the form's list when another subject is ticked", async () => {
    const teacher = { ...tutorFixture, subjects: ["Mathematics", "Computing"] };
    const calls = stubApi({
      "GET /api/admin/tutors": [teacher],
      "PUT /api/admin/tutors/7": ({ body }: { body: unknown }) => ({
        body: { ...teacher, ...(body as object) },
      }),
    });
    renderWithProviders(<TutorsTab />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Edit Details of Grace Hopper" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Edit Teacher" }));
    expect(dialog.getByLabelText("Computing")).toBeChecked();
    await user.click(dialog.getByLabelText("Physics"));
    await user.click(dialog.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Grace Hopper's details have been saved.")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PUT")?.body).toMatchObject({
      subjects: ["Mathematics", "Physics", "Computing"],
    });
  });
});
