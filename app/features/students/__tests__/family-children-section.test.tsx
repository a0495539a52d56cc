import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FamilyChildrenSection } from "#app/features/students/components/family-children-section.tsx";
import { renderWithProviders, stubApi } from "#app/test/render.tsx";

const olivia = {
  id: 21,
  firstName: "Olivia",
  label: "Olivia",
  grade: "Year 10",
  subjects: "Mathematics, Physics, Further Maths",
  tutorName: "Sarah Whitfield",
  createdAt: "2026-09-01T09:00:00.000Z",
};

describe("the family's children on /account", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("leads a family with no children to add its first, with the form's rules", async () => {
    let children: object[] = [];
    const calls = stubApi({
      "GET /api/family/children": () => ({ body: children }),
      "POST /api/family/children": ({ body }: { body: unknown }) => {
        const created = {
          ...olivia,
          ...(body as object),
          id: 30,
          label: "Noah",
          subjects: "English, Science",
        };
        children = [created];
        return { status: 201, body: created };
      },
    });
    renderWithProviders(<FamilyChildrenSection />);
    const user = userEvent.setup();
    expect(await screen.findByText("Add your first child to see their schedule")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add Child" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Add Child" }));

    await user.click(dialog.getByRole("button", { name: "Add Child" }));
    expect(await dialog.findByText("Please enter your child's first name")).toBeInTheDocument();
    expect(dialog.getByText("Please select the year group")).toBeInTheDocument();
    expect(dialog.getByLabelText("First name *")).toHaveAttribute("maxlength", "50");
    await user.type(dialog.getByLabelText("First name *"), "Noah");
    await user.selectOptions(dialog.getByLabelText("Year group *"), "Year 6");
    await user.click(dialog.getByRole("checkbox", { name: "English" }));
    await user.click(dialog.getByRole("checkbox", { name: "Science" }));
    await user.click(dialog.getByRole("button", { name: "Add Child" }));

    expect(await screen.findByText("Child added")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      firstName: "Noah",
      grade: "Year 6",
      subjects: ["English", "Science"],
    });
    const list = within(await screen.findByRole("list", { name: "Your children" }));
    expect(list.getByText("Noah", { selector: ".font-semibold" })).toBeInTheDocument();
    expect(list.getByText("English, Science")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("edits a child keeping a subject a tutor typed, and shows a failed save inline and as a toast", async () => {
    let fail = true;
    const calls = stubApi({
      "GET /api/family/children": [olivia],
      "PUT /api/family/children/21": ({ body }: { body: unknown }) =>
        fail
          ? { status: 404, body: { message: "Child not found" } }
          : {
              body: { ...olivia, ...(body as object), label: "Liv", subjects: "Mathematics, Further Maths" },
            },
    });
    renderWithProviders(<FamilyChildrenSection />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Edit Olivia" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Edit Child" }));
    expect(dialog.getByLabelText("First name *")).toHaveValue("Olivia");
    expect(dialog.getByLabelText("Year group *")).toHaveValue("Year 10");
    expect(dialog.getByRole("checkbox", { name: "Further Maths" })).toBeChecked();
    await user.click(dialog.getByRole("checkbox", { name: "Physics" }));
    await user.clear(dialog.getByLabelText("First name *"));
    await user.type(dialog.getByLabelText("First name *"), "Liv");
    await user.click(dialog.getByRole("button", { name: "Save Changes" }));

    expect(await dialog.findByRole("alert")).toHaveTextContent("Child not found");
    expect(await screen.findByText("Error")).toBeInTheDocument();
    fail = false;
    await user.click(dialog.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Child updated")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "PUT").at(-1)?.body).toEqual({
      firstName: "Liv",
      grade: "Year 10",
      subjects: ["Mathematics", "Further Maths"],
    });
  });

  it("removes a child only after the browser's confirmation", async () => {
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal("confirm", confirm);
    const calls = stubApi({
      "GET /api/family/children": [olivia],
      "DELETE /api/family/children/21": { status: 204 },
    });
    renderWithProviders(<FamilyChildrenSection />);
    const user = userEvent.setup();
    const remove = await screen.findByRole("button", { name: "Remove Olivia" });
    await user.click(remove);
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);
    await user.click(remove);
    expect(confirm).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(calls.some((call) => call.method === "DELETE")).toBe(true));
    expect(await screen.findByText("Child removed")).toBeInTheDocument();
  });

  it("keeps the keyboard on Add Child once a removed child's row is gone", async () => {
    vi.stubGlobal("confirm", () => true);
    const noah = { ...olivia, id: 22, firstName: "Noah", label: "Noah", grade: "Year 6" };
    let children = [olivia, noah];
    stubApi({
      "GET /api/family/children": () => ({ body: children }),
      "DELETE /api/family/children/22": () => {
        children = [olivia];
        return { status: 204 };
      },
      "DELETE /api/family/children/21": () => {
        children = [];
        return { status: 204 };
      },
    });
    renderWithProviders(<FamilyChildrenSection />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Remove Noah" }));
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: "Remove Noah" })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(screen.getByRole("button", { name: "Add Child" })).toHaveFocus());
    // The last child: the way to add a first child takes the focus.
    await user.click(screen.getByRole("button", { name: "Remove Olivia" }));
    expect(await screen.findByText("Add your first child to see their schedule")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Add Child" })).toHaveFocus());
  });
});
