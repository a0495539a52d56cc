import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ChildSwitcher } from "#app/features/students/components/child-switcher.tsx";
import { SELECTED_CHILD_KEY, useSelectedChild } from "#app/features/students/lib/selected-child.ts";
import { renderWithProviders, stubApi } from "#app/test/render.tsx";

const child = (id: number, label: string, grade: string) => ({
  id,
  firstName: label,
  label,
  grade,
  subjects: null,
  tutorName: null,
  createdAt: "2026-09-01T09:00:00.000Z",
});
const noah = child(3, "Noah", "Year 6");
const olivia = child(7, "Olivia", "Year 10");

/** What a student screen would read: the selected child's name. */
function Shown() {
  const { selectedChild } = useSelectedChild();
  return <p data-testid="shown">{selectedChild?.label ?? "none"}</p>;
}

describe("the child switcher", () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it("defaults to the first child and remembers the choice on the device", async () => {
    stubApi({ "GET /api/family/children": [noah, olivia] });
    const first = renderWithProviders(
      <>
        <ChildSwitcher />
        <Shown />
      </>,
    );
    const user = userEvent.setup();
    const select = await screen.findByLabelText("Showing");
    expect(select).toHaveValue("3");
    expect(screen.getByTestId("shown")).toHaveTextContent("Noah");
    expect(screen.getByRole("option", { name: "Olivia (Year 10)" })).toBeInTheDocument();

    await user.selectOptions(select, "7");
    expect(screen.getByTestId("shown")).toHaveTextContent("Olivia");
    expect(window.localStorage.getItem(SELECTED_CHILD_KEY)).toBe("7");

    // A new visit (a reload) starts from the remembered child.
    first.unmount();
    renderWithProviders(
      <>
        <ChildSwitcher />
        <Shown />
      </>,
    );
    expect(await screen.findByLabelText("Showing")).toHaveValue("7");
    expect(screen.getByTestId("shown")).toHaveTextContent("Olivia");
  });

  it("falls back to the first child when the remembered one was removed", async () => {
    window.localStorage.setItem(SELECTED_CHILD_KEY, "99");
    stubApi({ "GET /api/family/children": [noah, olivia] });
    renderWithProviders(<ChildSwitcher />);
    expect(await screen.findByLabelText("Showing")).toHaveValue("3");
  });

  it("renders nothing with fewer than two children", async () => {
    const calls = stubApi({ "GET /api/family/children": [olivia] });
    renderWithProviders(
      <>
        <ChildSwitcher />
        <Shown />
      </>,
    );
    expect(await screen.findByText("Olivia")).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(screen.queryByLabelText("Showing")).not.toBeInTheDocument();
  });
});
