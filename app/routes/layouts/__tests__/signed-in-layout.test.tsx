import { screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { familyUserFixture, renderWithProviders, stubApi } from "#app/test/render.tsx";
import SignedInLayout from "../signed-in-layout.tsx";

afterEach(() => vi.unstubAllGlobals());

const renderLayout = () =>
  renderWithProviders(
    <Routes>
      <Route element={<SignedInLayout />}>
        <Route path="/change-password" element={<h1>Choose a new password</h1>} />
        <Route path="/parent-dashboard" element={<h1>Welcome</h1>} />
      </Route>
    </Routes>,
    { path: "/parent-dashboard" },
  );

describe("the signed-in frame (decision 055)", () => {
  it("is drawn once the demo strip's answer is in, with the strip already above it", async () => {
    const calls = stubApi({
      "GET /api/user": familyUserFixture,
      "GET /api/demo-data": { demoAccounts: true },
      "GET /api/messages/unread-count": { count: 0 },
    });
    renderLayout();
    expect(await screen.findByRole("complementary", { name: "Demo data" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Welcome" })).toBeInTheDocument();
    expect(calls.filter((call) => call.url === "/api/demo-data")).toHaveLength(1);
  });

  it("draws the page of an account whose demo-strip read is refused, and asks only once more", async () => {
    const calls = stubApi({
      "GET /api/user": { ...familyUserFixture, mustChangePassword: true },
      "GET /api/demo-data": { status: 403, body: { message: "Change your password first" } },
    });
    renderWithProviders(
      <Routes>
        <Route element={<SignedInLayout />}>
          <Route path="/change-password" element={<h1>Choose a new password</h1>} />
        </Route>
      </Routes>,
      { path: "/change-password" },
    );
    expect(await screen.findByRole("heading", { name: "Choose a new password" })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByRole("heading", { name: "Choose a new password" })).toBeInTheDocument();
    expect(calls.filter((call) => call.url === "/api/demo-data").length).toBeLessThanOrEqual(2);
  });
});
