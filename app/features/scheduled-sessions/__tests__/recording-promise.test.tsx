import { screen } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderWithProviders } from "#app/test/render.tsx";
import { RecordingPromise } from "../components/recording-promise.tsx";

const previousZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "Europe/London";
});
afterAll(() => {
  process.env.TZ = previousZone;
});

const href = (recording: { id: number }) => `/recorded-lessons/${recording.id}`;

describe("RecordingPromise", () => {
  it("says when the recording is due, in en-GB and the viewer's time zone", () => {
    renderWithProviders(
      <RecordingPromise
        session={{ title: "Algebra", recording: null, recordingDueBy: "2026-07-02T16:30:00Z" }}
        recordingHref={href}
      />,
    );
    // 16:30 UTC is 17:30 in London in summer.
    expect(screen.getByText("Recording due by Thu 2 Jul 2026, 17:30")).toBeInTheDocument();
  });

  it("links the published recording instead", () => {
    renderWithProviders(
      <RecordingPromise
        session={{
          title: "Algebra",
          recording: { id: 9, title: "Algebra (recording)" },
          recordingDueBy: null,
        }}
        recordingHref={href}
      />,
    );
    const link = screen.getByRole("link", { name: "Watch the recording: Algebra (recording)" });
    expect(link).toHaveAttribute("href", "/recorded-lessons/9");
    expect(screen.queryByText(/Recording due by/)).not.toBeInTheDocument();
  });

  it("shows nothing before the session has ended", () => {
    renderWithProviders(
      <RecordingPromise
        session={{ title: "Algebra", recording: null, recordingDueBy: null }}
        recordingHref={href}
      />,
    );
    expect(screen.queryByText(/Recording due by/)).not.toBeInTheDocument();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });
});
