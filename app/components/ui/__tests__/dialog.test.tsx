import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "#app/components/ui/dialog.tsx";

/** A dialog opened from state, as the Edit Details and Edit buttons do, not by a Radix Trigger. */
function EditButton() {
  const [editing, setEditing] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setEditing(true)}>
        Edit Details
      </button>
      {editing ? (
        <Dialog open onOpenChange={(open) => (open ? undefined : setEditing(false))}>
          <DialogContent>
            <DialogTitle>Edit Teacher</DialogTitle>
            <DialogDescription>Change the teacher's details.</DialogDescription>
            <input aria-label="Full Name" />
          </DialogContent>
        </Dialog>
      ) : null}
    </>
  );
}

describe("DialogContent", () => {
  it("returns focus to the button that opened it, even without a trigger", async () => {
    render(<EditButton />);
    const opener = screen.getByRole("button", { name: "Edit Details" });
    await userEvent.click(opener);
    const dialog = await screen.findByRole("dialog", { name: "Edit Teacher" });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
