import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders, stubApi } from "#app/test/render.tsx";
import type { Resource } from "#shared/schemas/resources.ts";
import { SessionResourcesCard } from "../components/session-resources-card.tsx";

const sheet: Resource = {
  id: 1,
  title: "Fractions Worksheet",
  description: null,
  fileUrl: null,
  externalUrl: "https://learn.example.org/fractions",
  type: "link",
  size: null,
  subject: "mathematics ",
  yearGroup: null,
  tutorId: 7,
  tutorName: "Sarah Whitfield",
  uploadedAt: "2026-11-18T18:00:00.000Z",
};
/** Mentions the subject, but is another subject's: the server's search brings it, the card leaves it out. */
const mention: Resource = { ...sheet, id: 2, title: "Mathematics in poetry", subject: "English" };

describe("the session page's resources", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks the server for the resources mentioning the subject and keeps those of that subject, in any case", async () => {
    const calls = stubApi({ "GET /api/student/resources?search=Mathematics": [mention, sheet] });
    renderWithProviders(<SessionResourcesCard subject="Mathematics" academicYear={null} />);
    const list = await screen.findByRole("list", { name: "Mathematics resources" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining("Fractions Worksheet")]);
    expect(calls.map((call) => call.url)).toEqual(["/api/student/resources?search=Mathematics"]);
  });

  it("asks for the session's year (its year group's resources and those of none, decision 049)", async () => {
    const calls = stubApi({ "GET /api/student/resources?search=Mathematics&academicYear=Year+6": [sheet] });
    renderWithProviders(<SessionResourcesCard subject="Mathematics" academicYear="Year 6" />);
    expect(await screen.findByRole("list", { name: "Mathematics resources" })).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual([
      "/api/student/resources?search=Mathematics&academicYear=Year+6",
    ]);
  });

  it("leaves out a year that is none of the academic years rather than be refused", async () => {
    const calls = stubApi({ "GET /api/student/resources?search=Mathematics": [sheet] });
    renderWithProviders(<SessionResourcesCard subject="Mathematics" academicYear="Reception" />);
    expect(await screen.findByRole("list", { name: "Mathematics resources" })).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual(["/api/student/resources?search=Mathematics"]);
  });

  it("says so when the subject has none", async () => {
    stubApi({ "GET /api/student/resources?search=Physics": [mention] });
    renderWithProviders(<SessionResourcesCard subject="Physics" academicYear={null} />);
    expect(await screen.findByText("No Physics resources yet.")).toBeInTheDocument();
  });
});
