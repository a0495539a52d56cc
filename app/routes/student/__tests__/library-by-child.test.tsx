/**
 * The chosen child filters the student screens' library (decision 049): the lessons, the resources and the
 * dashboard's recordings are asked for with the child's id, never first for every year, and follow the
 * switcher.
 */
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ChildSwitcher } from "#app/features/students/components/child-switcher.tsx";
import { SELECTED_CHILD_KEY } from "#app/features/students/lib/selected-child.ts";
import { renderWithProviders, stubApi } from "#app/test/render.tsx";
import type { RecordedLesson } from "#shared/schemas/recorded-lessons.ts";
import type { Resource } from "#shared/schemas/resources.ts";
import { DashboardRecordedLessons } from "../components/dashboard-recorded-lessons.tsx";
import LessonsPage from "../student-lessons.tsx";
import ResourcesPage from "../student-resources.tsx";

const child = (id: number, firstName: string, grade: string) => ({
  id,
  firstName,
  label: firstName,
  grade,
  subjects: "Mathematics",
  tutorName: null,
  createdAt: "2026-09-01T09:00:00.000Z",
});
const noah = child(13, "Noah", "Year 6");
const olivia = child(14, "Olivia", "Year 10");

const lesson = (id: number, title: string, academicYear: string | null): RecordedLesson => ({
  id,
  title,
  description: null,
  subject: "Mathematics",
  tutorId: 2,
  tutorName: "Sarah Whitfield",
  duration: 40,
  videoUrl: "https://www.youtube.com/watch?v=abcdefghijk",
  thumbnail: null,
  views: 0,
  uploadedAt: "2026-11-18T18:00:00.000Z",
  sessionId: null,
  academicYear,
});
const fractions = lesson(1, "Year 6 Fractions", "Year 6");
const chemistry = lesson(2, "GCSE Chemistry: Bonding", "Year 11 (GCSE)");
const algebra = lesson(3, "Year 10 Algebra", "Year 10");

const resource = (id: number, title: string, yearGroup: string | null): Resource => ({
  id,
  title,
  description: null,
  fileUrl: null,
  externalUrl: "https://learn.example.org/resource",
  type: "link",
  size: null,
  subject: "Mathematics",
  yearGroup,
  tutorId: 2,
  tutorName: "Sarah Whitfield",
  uploadedAt: "2026-11-18T18:00:00.000Z",
});
const timesTables = resource(1, "Times Tables Practice Pack", "Primary");
const formulae = resource(2, "Y10 Formula Sheet", "Year 10");

/** The library as the server answers it for each child (and for every year without one). */
const answers = {
  "GET /api/student/recorded-lessons?limit=24&studentId=13": [fractions],
  "GET /api/student/recorded-lessons?limit=24&studentId=14": [algebra],
  "GET /api/student/recorded-lessons?limit=24": [fractions, chemistry, algebra],
  "GET /api/student/recorded-lessons?limit=3&studentId=13": [fractions],
  "GET /api/student/recorded-lessons?limit=3": [fractions, chemistry, algebra],
  "GET /api/student/resources?limit=30&studentId=13": [timesTables],
  "GET /api/student/resources?limit=30&studentId=14": [formulae],
  "GET /api/student/resources?limit=30": [timesTables, formulae],
};

function renderScreen(children: ReturnType<typeof child>[], page: ReactNode) {
  const calls = stubApi({ "GET /api/family/children": children, ...answers });
  renderWithProviders(
    <>
      <ChildSwitcher />
      {page}
    </>,
  );
  return calls;
}

const libraryCalls = (calls: { url: string }[]) =>
  calls.map((call) => call.url).filter((url) => !url.startsWith("/api/family/children"));

describe("the student screens' library follows the chosen child", () => {
  // Noah was chosen on this device (the switcher's choice outlives a test in the module's memory).
  beforeEach(() => window.localStorage.setItem(SELECTED_CHILD_KEY, String(noah.id)));
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it("lists a Year 6 child's lessons, no GCSE recording, and another child's when switched", async () => {
    const calls = renderScreen([noah, olivia], <LessonsPage />);
    const table = await screen.findByRole("table");
    expect(await within(table).findByRole("row", { name: /Year 6 Fractions/ })).toBeInTheDocument();
    expect(within(table).queryByText("GCSE Chemistry: Bonding")).toBeNull();
    expect(screen.getByText("Watch recorded lessons for Year 6 and for every year.")).toBeInTheDocument();

    await userEvent.setup().selectOptions(screen.getByLabelText("Showing"), "Olivia (Year 10)");
    expect(
      await within(screen.getByRole("table")).findByRole("row", { name: /Year 10 Algebra/ }),
    ).toBeInTheDocument();
    expect(screen.queryByText("Year 6 Fractions")).toBeNull();
    expect(libraryCalls(calls)).toEqual([
      "/api/student/recorded-lessons?limit=24&studentId=13",
      "/api/student/recorded-lessons?limit=24&studentId=14",
    ]);
  });

  it("lists a Year 6 child's Primary resources, none of Year 10", async () => {
    const calls = renderScreen([noah, olivia], <ResourcesPage />);
    expect(
      await screen.findByRole("button", { name: "Details of Times Tables Practice Pack" }),
    ).toBeInTheDocument();
    expect(screen.queryByText("Y10 Formula Sheet")).toBeNull();
    expect(
      screen.getByText("Learning resources for Primary (Year 6) and for every year group."),
    ).toBeInTheDocument();
    expect(libraryCalls(calls)).toEqual(["/api/student/resources?limit=30&studentId=13"]);
  });

  it("narrows a family's only child too (no switcher shown), and a family without children reads it all", async () => {
    const calls = renderScreen([olivia], <ResourcesPage />);
    expect(await screen.findByRole("button", { name: "Details of Y10 Formula Sheet" })).toBeInTheDocument();
    expect(screen.queryByLabelText("Showing")).toBeNull();
    expect(screen.getByText("Learning resources for Year 10 and for every year group.")).toBeInTheDocument();
    expect(libraryCalls(calls)).toEqual(["/api/student/resources?limit=30&studentId=14"]);
    vi.unstubAllGlobals();
    document.body.innerHTML = "";

    const without = renderScreen([], <LessonsPage />);
    expect(await screen.findByRole("row", { name: /GCSE Chemistry: Bonding/ })).toBeInTheDocument();
    expect(libraryCalls(without)).toEqual(["/api/student/recorded-lessons?limit=24"]);
  });

  it("shows the chosen child's newest recordings on the dashboard", async () => {
    const calls = renderScreen([noah, olivia], <DashboardRecordedLessons />);
    const list = await screen.findByRole("list", { name: "Recorded lessons" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining("Year 6 Fractions")]);
    expect(libraryCalls(calls)).toEqual(["/api/student/recorded-lessons?limit=3&studentId=13"]);
  });
});
