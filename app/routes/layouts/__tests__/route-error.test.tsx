import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ErrorBoundary as TutorErrorBoundary } from "#app/routes/layouts/require-tutor.tsx";

function Broken(): never {
  throw new Error("the list could not be drawn");
}

describe("the portal's route error boundary", () => {
  it("shows a friendly message with Try again and a way back, not the error's text", async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    const Stub = createRoutesStub([
      { path: "/schedule", Component: Broken, ErrorBoundary: TutorErrorBoundary },
    ]);
    render(<Stub initialEntries={["/schedule"]} />);
    expect(await screen.findByRole("heading", { name: "Something went wrong" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("This page could not be shown.");
    expect(screen.queryByText("the list could not be drawn")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/dashboard");
    consoleError.mockRestore();
  });
});
