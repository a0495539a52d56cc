import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders, stubApi } from "#app/test/render.tsx";
import type { OverdueRecording } from "#shared/schemas/recorded-lessons.ts";
import { OverdueRecordings } from "../components/overdue-recordings.tsx";

const HOUR = 60 * 60 * 1000;
const row = (values: Partial<OverdueRecording>): OverdueRecording => ({
  sessionId: 1,
  title: "Quadratic Graphs",
  subject: "Maths",
  tutorId: 2,
  tutorName: "Sarah Whitfield",
  endedAt: new Date(Date.now() - 30 * HOUR).toISOString(),
  dueBy: new Date(Date.now() - 6 * HOUR).toISOString(),
  roomRecording: null,
  ...values,
});
const failed = row({
  sessionId: 7,
  title: "Forces and Motion",
  endedAt: new Date(Date.now() - HOUR).toISOString(),
  dueBy: new Date(Date.now() + 23 * HOUR).toISOString(),
  roomRecording: {
    status: "failed",
    converting: false,
    attempts: 4,
    reason: "Invalid data found when processing input",
    queuedAt: new Date(Date.now() - HOUR).toISOString(),
    nextAttemptAt: null,
  },
});
const waiting = row({
  sessionId: 8,
  title: "Fractions",
  roomRecording: {
    status: "pending",
    converting: false,
    attempts: 1,
    reason: "ffmpeg exited with code 1",
    queuedAt: new Date(Date.now() - 26 * HOUR).toISOString(),
    nextAttemptAt: new Date(Date.now() + HOUR).toISOString(),
  },
});

describe("the admin's Overdue Recordings", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows each session's room recording, a failed one with its reason and Try again", async () => {
    let retried = false;
    const calls = stubApi((call) => {
      if (call.method === "POST") {
        retried = true;
        return { body: null };
      }
      const recovered = { ...failed.roomRecording!, status: "pending" as const, attempts: 0, reason: null };
      return { body: [row({}), retried ? { ...failed, roomRecording: recovered } : failed, waiting] };
    });
    renderWithProviders(<OverdueRecordings onAddRecording={() => undefined} />);
    const table = await screen.findByRole("table", { name: "Sessions whose recording is overdue" });
    const failedRow = within(table).getByRole("row", { name: /Forces and Motion/ });
    expect(failedRow).toHaveTextContent("Failed: Invalid data found when processing input");
    expect(failedRow).toHaveTextContent("Not due yet");
    const waitingRow = within(table).getByRole("row", { name: /Fractions/ });
    expect(waitingRow).toHaveTextContent("Waiting to try again (tried 1 time): ffmpeg exited with code 1");
    expect(within(waitingRow).queryByRole("button", { name: /Try again/ })).toBeNull();
    const manualRow = within(table).getByRole("row", { name: /Quadratic Graphs/ });
    expect(manualRow).toHaveTextContent("Not recorded in the room");
    expect(manualRow).toHaveTextContent("6 hours");

    await userEvent.setup().click(
      within(failedRow).getByRole("button", {
        name: "Try again to convert the recording of Forces and Motion",
      }),
    );
    await waitFor(() =>
      expect(within(table).getByRole("row", { name: /Forces and Motion/ })).toHaveTextContent(
        "Waiting to be converted",
      ),
    );
    expect(calls.filter((call) => call.method === "POST").map((call) => call.url)).toEqual([
      "/api/admin/room-recordings/7/retry",
    ]);
  });

  it("says why Try again was refused", async () => {
    stubApi((call) =>
      call.method === "POST"
        ? { status: 409, body: { message: "Only a failed recording can be tried again." } }
        : { body: [failed] },
    );
    renderWithProviders(<OverdueRecordings onAddRecording={() => undefined} />);
    await userEvent.setup().click(
      await screen.findByRole("button", {
        name: "Try again to convert the recording of Forces and Motion",
      }),
    );
    expect(await screen.findByText("Only a failed recording can be tried again.")).toBeInTheDocument();
  });
});
