import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders, stubApi, tutorFixture } from "#app/test/render.tsx";
import { TutorsList } from "../components/tutors-list.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

const waiting = {
  ...tutorFixture,
  id: 8,
  fullName: "Ada Lovelace",
  username: "alovelace",
  awaitingFirstSignIn: true,
};
const signedIn = { ...tutorFixture, awaitingFirstSignIn: false };

describe("Issue new temporary password on a teacher's card", () => {
  it("is offered only while the teacher has not signed in, and shows the new password once", async () => {
    const calls = stubApi({
      "GET /api/admin/tutors": [signedIn, waiting],
      "POST /api/admin/tutors/8/temporary-password": {
        fullName: waiting.fullName,
        username: waiting.username,
        email: waiting.email,
        password: "Kx7mPq2Wn9Rt",
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<TutorsList />);
    const cards = await screen.findAllByRole("listitem");
    expect(within(cards[0]!).queryByRole("button", { name: /Issue new temporary password/ })).toBeNull();
    expect(within(cards[1]!).getByText("Not signed in yet")).toBeInTheDocument();

    await user.click(
      within(cards[1]!).getByRole("button", { name: "Issue new temporary password for Ada Lovelace" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "New temporary password for Ada Lovelace" });
    expect(within(dialog).getByText(/current temporary password stops working/)).toBeInTheDocument();
    // Nothing is issued until the admin confirms.
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Issue New Password" }));
    expect(await within(dialog).findByText("Kx7mPq2Wn9Rt")).toBeInTheDocument();
    expect(within(dialog).getByText("alovelace")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Copy Sign-In Details" })).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByText("Kx7mPq2Wn9Rt")).toBeNull());
  });

  it("says so when the teacher has chosen a password meanwhile (409)", async () => {
    stubApi({
      "GET /api/admin/tutors": [waiting],
      "POST /api/admin/tutors/8/temporary-password": () => ({
        status: 409,
        body: {
          message: "This teacher has already chosen their own password.",
          code: "TUTOR_ALREADY_ACTIVATED",
        },
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<TutorsList />);
    await user.click(
      await screen.findByRole("button", { name: "Issue new temporary password for Ada Lovelace" }),
    );
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Issue New Password" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "This teacher has already chosen their own password.",
    );
  });
});
