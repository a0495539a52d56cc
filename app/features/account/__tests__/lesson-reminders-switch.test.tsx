import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders, stubApi } from "#app/test/render.tsx";
import { LessonRemindersSwitch } from "../components/lesson-reminders-switch.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the lesson reminders switch on /account", () => {
  it("shows the account's choice and turns reminders off and on again", async () => {
    let saved = true;
    const calls = stubApi({
      "GET /api/account/reminders": () => ({ body: { sessionReminders: saved } }),
      "PUT /api/account/reminders": ({ body }: { body?: unknown }) => {
        saved = (body as { sessionReminders: boolean }).sessionReminders;
        return { body: { sessionReminders: saved } };
      },
    });
    renderWithProviders(<LessonRemindersSwitch />, { path: "/account" });
    const user = userEvent.setup();

    const toggle = await screen.findByRole("switch", { name: "Lesson reminders by e-mail" });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription(
      "An e-mail 24 hours and 1 hour before each lesson, with a link to join it.",
    );
    await user.click(toggle);
    expect(await screen.findByText("Lesson reminders turned off")).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());
    await user.click(toggle);
    expect(await screen.findByText("Lesson reminders turned on")).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
    expect(calls.filter((call) => call.method === "PUT").map((call) => call.body)).toEqual([
      { sessionReminders: false },
      { sessionReminders: true },
    ]);
  });

  it("stays as it was when the change is refused, and says why", async () => {
    stubApi({
      "GET /api/account/reminders": { sessionReminders: true },
      "PUT /api/account/reminders": () => ({
        status: 400,
        body: { message: "Say whether lesson reminders are on" },
      }),
    });
    renderWithProviders(<LessonRemindersSwitch />, { path: "/account" });
    const user = userEvent.setup();
    const toggle = await screen.findByRole("switch", { name: "Lesson reminders by e-mail" });
    await user.click(toggle);
    expect(await screen.findByText("Say whether lesson reminders are on")).toBeInTheDocument();
    expect(toggle).toBeChecked();
  });
});
