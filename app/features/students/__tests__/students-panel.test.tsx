import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NativeSelect } from "#app/components/ui/input.tsx";
import { StudentsPanel } from "#app/features/students/components/students-panel.tsx";
import { renderWithProviders, stubApi } from "#app/test/render.tsx";

const student = {
  id: 21,
  userId: 5,
  familyName: "Emma Clarke",
  firstName: "Olivia",
  label: "Olivia",
  grade: "Year 10",
  subjects: "Mathematics, Physics",
  notes: "Working towards grade 7",
  tutorId: 2,
  tutorName: "Sarah Whitfield",
  createdAt: "2026-09-01T09:00:00.000Z",
};
const families = [
  { id: 5, fullName: "Emma Clarke", username: "parent", maskedEmail: "pa•••@northwind.example" },
  { id: 6, fullName: "Emmett Brown", username: "doc", maskedEmail: "do•••@hill-valley.example" },
];

/** The admin's teacher select, as the route hands the tutors feature's one in: two teachers. */
function TeacherSelect(props: React.ComponentProps<"select">) {
  return (
    <NativeSelect {...props}>
      <option value="">Select a teacher</option>
      <option value="2">Sarah Whitfield</option>
      <option value="3">Tom Price</option>
    </NativeSelect>
  );
}

const searchUrl = (search: string) =>
  `GET /api/students/family-accounts?search=${encodeURIComponent(search)}`;

describe("Students page", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("adds a student by searching the family account with the keyboard", async () => {
    const calls = stubApi({
      "GET /api/students": [],
      [searchUrl("em")]: families,
      "POST /api/students": ({ body }: { body: unknown }) => ({
        status: 201,
        body: { ...student, ...(body as object), id: 22, label: "Noah" },
      }),
    });
    renderWithProviders(<StudentsPanel />);
    const user = userEvent.setup();
    expect(await screen.findByRole("heading", { name: "No Students Yet" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add Student" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Add Student" }));

    await user.click(dialog.getByRole("button", { name: "Add Student" }));
    expect(await dialog.findByText("Please choose the family account")).toBeInTheDocument();
    expect(dialog.getByText("Please select the year group")).toBeInTheDocument();

    const combobox = dialog.getByRole("combobox", { name: "Family account *" });
    await user.type(combobox, "e");
    expect(dialog.getByText(/Type at least 2 characters/)).toBeInTheDocument();
    await user.type(combobox, "m");
    const listbox = await screen.findByRole("listbox", { name: "Family accounts" }, { timeout: 3000 });
    expect(combobox).toHaveAttribute("aria-expanded", "true");
    expect(
      within(listbox)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Emma Clarkeparent · pa•••@northwind.example", "Emmett Browndoc · do•••@hill-valley.example"]);
    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowUp}");
    expect(within(listbox).getAllByRole("option")[0]).toHaveAttribute("aria-selected", "true");
    expect(combobox.getAttribute("aria-activedescendant")).toBe(
      within(listbox).getAllByRole("option")[0]!.id,
    );
    await user.keyboard("{Enter}");
    expect(combobox).toHaveValue("Emma Clarke");
    expect(combobox).toHaveAttribute("aria-expanded", "false");
    expect(dialog.getByText("Chosen: Emma Clarke (parent, pa•••@northwind.example)")).toBeInTheDocument();

    await user.type(dialog.getByLabelText("First name"), "Noah");
    await user.selectOptions(dialog.getByLabelText("Year group *"), "Year 6");
    await user.type(dialog.getByLabelText("Subjects"), "Mathematics,  English,");
    await user.click(dialog.getByRole("button", { name: "Add Student" }));
    expect(await screen.findByText("Student created")).toBeInTheDocument();
    expect(
      calls.filter((call) => call.url.startsWith("/api/students/family-accounts")).map((c) => c.url),
    ).toEqual(["/api/students/family-accounts?search=em"]);
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      userId: 5,
      firstName: "Noah",
      grade: "Year 6",
      subjects: "Mathematics, English",
      notes: null,
    });
    // The success alert [2§4], its first button focused; Add Another starts a blank form, Done closes.
    expect(dialog.getByRole("status")).toHaveTextContent("Noah has been added.");
    expect(dialog.getByRole("button", { name: "Done" })).toHaveFocus();
    await user.click(dialog.getByRole("button", { name: "Add Another" }));
    expect(dialog.getByRole("combobox", { name: "Family account *" })).toHaveValue("");
    expect(dialog.getByLabelText("First name")).toHaveValue("");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Add Student" })).toHaveFocus();
  });

  it("says when no family matches, and typing after a choice clears it", async () => {
    stubApi({ "GET /api/students": [], [searchUrl("zz")]: [], [searchUrl("em")]: families });
    renderWithProviders(<StudentsPanel />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Add Student" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Add Student" }));
    const combobox = dialog.getByRole("combobox", { name: "Family account *" });
    await user.type(combobox, "zz");
    expect(await dialog.findByText("No family accounts match.", {}, { timeout: 3000 })).toBeInTheDocument();
    await user.clear(combobox);
    await user.type(combobox, "em");
    await user.click(await screen.findByRole("option", { name: /Emmett Brown/ }, { timeout: 3000 }));
    expect(combobox).toHaveValue("Emmett Brown");
    await user.type(combobox, "x");
    expect(dialog.queryByText(/^Chosen:/)).not.toBeInTheDocument();
    await user.selectOptions(dialog.getByLabelText("Year group *"), "Year 6");
    await user.click(dialog.getByRole("button", { name: "Add Student" }));
    expect(await dialog.findByText("Please choose the family account")).toBeInTheDocument();
  });

  it("shows the server's refusal in the form and as an 'Error' toast", async () => {
    stubApi({
      "GET /api/students": [student],
      "PUT /api/students/21": () => ({
        status: 400,
        body: { message: "The chosen account is not a family account", code: "STUDENT_FAMILY_INVALID" },
      }),
    });
    renderWithProviders(<StudentsPanel />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Edit Olivia" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Edit Student" }));
    // A tutor's edit keeps the child's family: shown, not chosen.
    expect(dialog.queryByRole("combobox", { name: "Family account *" })).not.toBeInTheDocument();
    const family = dialog.getByLabelText("Family account *");
    expect(family).toHaveValue("Emma Clarke");
    expect(family).toHaveAttribute("readonly");
    expect(family).toHaveAccessibleDescription("Only an admin can move a child to another family.");
    expect(dialog.queryByLabelText("Teacher")).not.toBeInTheDocument();
    expect(dialog.getByLabelText("First name")).toHaveValue("Olivia");
    expect(dialog.getByLabelText("Year group *")).toHaveValue("Year 10");
    await user.click(dialog.getByRole("button", { name: "Save Changes" }));
    expect(await dialog.findByRole("alert")).toHaveTextContent("The chosen account is not a family account");
    expect(await screen.findByText("Error")).toBeInTheDocument();
  });

  it("saves an edit with PUT and says 'Student updated'", async () => {
    const calls = stubApi({
      "GET /api/students": [student],
      "PUT /api/students/21": ({ body }: { body: unknown }) => ({
        body: { ...student, ...(body as object) },
      }),
    });
    renderWithProviders(<StudentsPanel />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Edit Olivia" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Edit Student" }));
    await user.selectOptions(dialog.getByLabelText("Year group *"), "Year 11 (GCSE)");
    await user.click(dialog.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Student updated")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({
      userId: 5,
      firstName: "Olivia",
      grade: "Year 11 (GCSE)",
      subjects: "Mathematics, Physics",
      notes: "Working towards grade 7",
    });
    expect(dialog.getByRole("status")).toHaveTextContent("Olivia has been updated.");
    // The toast opened after the dialog; Escape still closes the dialog, and the toast stays.
    expect(dialog.getByRole("button", { name: "Edit Another" })).toHaveFocus();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Edit Olivia" })).toHaveFocus();
    expect(screen.getByText("Student updated")).toBeVisible();
  });

  it("shows cards, searches them, and deletes only after the browser's confirmation", async () => {
    const calls = stubApi({
      "GET /api/students": [
        student,
        {
          ...student,
          id: 23,
          firstName: null,
          label: "Yusuf Ahmed",
          notes: "Yusuf Ahmed",
          familyName: "Rashid Ahmed",
          subjects: null,
        },
      ],
      "DELETE /api/students/21": null,
    });
    renderWithProviders(<StudentsPanel TutorSelect={TeacherSelect} />);
    const user = userEvent.setup();
    const card = within((await screen.findByRole("link", { name: "Olivia" })).closest("li")!);
    expect(card.getByText("Year 10")).toBeInTheDocument();
    expect(card.getByText("Mathematics")).toBeInTheDocument();
    expect(card.getByText("Physics")).toBeInTheDocument();
    expect(card.getByText("Emma Clarke")).toBeInTheDocument();
    expect(card.getByText("Sarah Whitfield")).toBeInTheDocument();
    expect(card.getByText("Working towards grade 7")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Olivia" })).toHaveAttribute("href", "/students/21");

    await user.type(screen.getByLabelText("Search students"), "ahmed");
    expect(screen.queryByRole("link", { name: "Olivia" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Yusuf Ahmed" })).toBeInTheDocument();
    await user.type(screen.getByLabelText("Search students"), "zzz");
    expect(screen.getByText("No students match your search.")).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Search students"));

    const confirm = vi.fn(() => false);
    vi.stubGlobal("confirm", confirm);
    await user.click(screen.getByRole("button", { name: "Delete Olivia" }));
    expect(confirm).toHaveBeenCalledWith("Delete Olivia? This cannot be undone.");
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);
    confirm.mockReturnValue(true);
    await user.click(screen.getByRole("button", { name: "Delete Olivia" }));
    expect(await screen.findByText("Student deleted")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "DELETE").map((call) => call.url)).toEqual([
      "/api/students/21",
    ]);
  });

  it("lets an admin choose a child's teacher, or none, and move it to another family", async () => {
    const calls = stubApi({
      "GET /api/students": [student],
      [searchUrl("em")]: families,
      "PUT /api/students/21": ({ body }: { body: unknown }) => ({
        body: { ...student, ...(body as object) },
      }),
    });
    renderWithProviders(<StudentsPanel TutorSelect={TeacherSelect} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Edit Olivia" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Edit Student" }));
    expect(dialog.getByLabelText("Teacher")).toHaveValue("2");
    await user.selectOptions(dialog.getByLabelText("Teacher"), "Tom Price");
    const combobox = dialog.getByRole("combobox", { name: "Family account *" });
    await user.clear(combobox);
    await user.type(combobox, "em");
    await user.click(await screen.findByRole("option", { name: /Emmett Brown/ }, { timeout: 3000 }));
    await user.click(dialog.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Student updated")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PUT")?.body).toMatchObject({ userId: 6, tutorId: 3 });
    await user.click(dialog.getByRole("button", { name: "Edit Another" }));
    await user.click(await screen.findByRole("button", { name: "Edit Olivia" }));
    const again = within(await screen.findByRole("dialog", { name: "Edit Student" }));
    await user.selectOptions(again.getByLabelText("Teacher"), "Select a teacher");
    await user.click(again.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(calls.filter((call) => call.method === "PUT")).toHaveLength(2));
    expect(calls.filter((call) => call.method === "PUT")[1]?.body).toMatchObject({ tutorId: null });
  });
});
