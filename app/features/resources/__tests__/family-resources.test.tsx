import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders, stubApi } from "#app/test/render.tsx";
import { NEXT_CURSOR_HEADER } from "#shared/schemas/library-page.ts";
import type { Resource } from "#shared/schemas/resources.ts";
import type { ResourceFolder } from "../api/get-student-resources.ts";
import { ResourceFolders } from "../components/resource-folders.tsx";
import { ResourcesTable } from "../components/resources-table.tsx";

const worksheet: Resource = {
  id: 3,
  title: "Simultaneous Equations Worksheet",
  description: "Graded worksheet with answers.",
  fileUrl: "/api/files/AbCdEfGhIjKlMnOpQrStUvWx",
  externalUrl: null,
  type: "pdf",
  size: 2,
  subject: "Mathematics",
  yearGroup: "Year 10",
  tutorId: 7,
  tutorName: "Sarah Whitfield",
  uploadedAt: "2026-11-18T18:00:00.000Z",
};
const practicals: Resource = {
  ...worksheet,
  id: 4,
  title: "Required Practicals Guide",
  description: null,
  fileUrl: null,
  externalUrl: "https://learn.example.org/chemistry/practicals",
  type: "link",
  size: null,
  subject: "Chemistry",
};

function Browser() {
  const [folder, setFolder] = useState<ResourceFolder | null>(null);
  return <ResourceFolders folder={folder} onFolderChange={setFolder} />;
}

describe("the family's folder browser", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows every year group's subject folders exactly as the specification lists them", () => {
    stubApi({});
    renderWithProviders(<Browser />);
    const subjectsOf = (yearGroup: string) =>
      within(screen.getByRole("list", { name: `${yearGroup} subjects` }))
        .getAllByRole("button")
        .map((button) => button.textContent?.replace(` (${yearGroup})`, ""));
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "Primary",
      "Year 7",
      "Year 8",
      "Year 9",
      "Year 10",
      "Year 11",
    ]);
    expect(subjectsOf("Primary")).toEqual(["Mathematics", "English"]);
    expect(subjectsOf("Year 7")).toEqual(["Science", "English", "Mathematics"]);
    expect(subjectsOf("Year 8")).toEqual(["Science", "English", "Mathematics"]);
    expect(subjectsOf("Year 9")).toEqual(["Mathematics", "English", "Science"]);
    for (const yearGroup of ["Year 10", "Year 11"]) {
      expect(subjectsOf(yearGroup)).toEqual(["English", "Mathematics", "Biology", "Chemistry", "Physics"]);
    }
  });

  it("opens a subject's folder with its resources for that year group, and goes back to the folders", async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      "GET /api/student/resources?limit=30&yearGroup=Year+10&subject=Mathematics": [worksheet],
    });
    renderWithProviders(<Browser />);
    await user.click(screen.getByRole("button", { name: "Mathematics (Year 10)" }));
    expect(screen.getByRole("heading", { name: "Year 10 Mathematics" })).toBeInTheDocument();
    const download = await screen.findByRole("link", {
      name: /^Download\W+Simultaneous Equations Worksheet$/,
    });
    expect(download).toHaveAttribute("href", "/api/files/AbCdEfGhIjKlMnOpQrStUvWx");
    expect(download).toHaveAttribute("download");
    expect(screen.queryByText("Available September 2025")).toBeNull();
    expect(calls.map((call) => call.url)).toEqual([
      "/api/student/resources?limit=30&yearGroup=Year+10&subject=Mathematics",
    ]);

    await user.click(screen.getByRole("button", { name: "Back to Folders" }));
    expect(screen.getByRole("heading", { name: "Year 11" })).toBeInTheDocument();
  });

  it("keeps the keyboard with the visitor: on the opened folder's heading, then on the folder it left", async () => {
    const user = userEvent.setup();
    stubApi({ "GET /api/student/resources?limit=30&yearGroup=Year+10&subject=Mathematics": [worksheet] });
    renderWithProviders(<Browser />);
    expect(document.body).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Mathematics (Year 10)" }));
    expect(screen.getByRole("heading", { name: "Year 10 Mathematics" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Back to Folders" }));
    expect(screen.getByRole("button", { name: "Mathematics (Year 10)" })).toHaveFocus();
  });

  it("says 'Available September 2025' only for a folder with nothing in it", async () => {
    const user = userEvent.setup();
    stubApi({ "GET /api/student/resources?limit=30&yearGroup=Year+9&subject=English": [] });
    renderWithProviders(<Browser />);
    await user.click(screen.getByRole("button", { name: "English (Year 9)" }));
    expect(await screen.findByText("Available September 2025")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Back to Folders" })).toBeInTheDocument();
  });

  it("offers Open Link in a new tab for a link", async () => {
    const user = userEvent.setup();
    stubApi({ "GET /api/student/resources?limit=30&yearGroup=Year+10&subject=Chemistry": [practicals] });
    renderWithProviders(<Browser />);
    await user.click(screen.getByRole("button", { name: "Chemistry (Year 10)" }));
    const link = await screen.findByRole("link", { name: /^Open Link\W+Required Practicals Guide/ });
    expect(link).toHaveAttribute("href", "https://learn.example.org/chemistry/practicals");
    expect(link).toHaveAttribute("target", "_blank");
  });
});

describe("the student's resources table", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists Title, Type, Subject, Uploaded, Size, Actions and opens a resource's details", async () => {
    const user = userEvent.setup();
    stubApi({ "GET /api/student/resources": [worksheet, practicals] });
    renderWithProviders(<ResourcesTable studentId={null} />);
    const table = await screen.findByRole("table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Title", "Type", "Subject", "Uploaded", "Size", "Actions"]);
    const row = within(table).getByRole("row", { name: /Simultaneous Equations Worksheet/ });
    expect(within(row).getByText("PDF")).toBeInTheDocument();
    expect(within(row).getByText("18 Nov 2026")).toBeInTheDocument();
    expect(within(row).getByText("2 KB")).toBeInTheDocument();
    await user.click(
      within(row).getByRole("button", { name: "Details of Simultaneous Equations Worksheet" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Simultaneous Equations Worksheet" });
    expect(within(dialog).getByText("Graded worksheet with answers.")).toBeInTheDocument();
    expect(within(dialog).getByText("2 KB")).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: /Download/ })).toHaveAttribute(
      "href",
      "/api/files/AbCdEfGhIjKlMnOpQrStUvWx",
    );
  });

  it("shows 30 resources, then the next page under them with Show more", async () => {
    const many = Array.from({ length: 31 }, (_, index) => ({
      ...worksheet,
      id: index + 1,
      title: `Sheet ${index}`,
    }));
    const calls = stubApi((call) => {
      const cursor = new URL(call.url, "http://localhost").searchParams.get("cursor");
      return cursor === null
        ? { body: many.slice(0, 30), headers: { [NEXT_CURSOR_HEADER]: "next-page" } }
        : { body: many.slice(30) };
    });
    renderWithProviders(<ResourcesTable studentId={null} />);
    const table = await screen.findByRole("table");
    expect(within(table).getAllByRole("row")).toHaveLength(31);
    await userEvent.setup().click(screen.getByRole("button", { name: "Show more resources" }));
    expect(await within(table).findByRole("row", { name: /Sheet 30/ })).toBeInTheDocument();
    expect(within(table).getAllByRole("row")).toHaveLength(32);
    expect(screen.queryByRole("button", { name: "Show more resources" })).toBeNull();
    expect(calls.map((call) => call.url)).toEqual([
      "/api/student/resources?limit=30",
      "/api/student/resources?limit=30&cursor=next-page",
    ]);
  });

  it("says so when there are no resources", async () => {
    stubApi({ "GET /api/student/resources": [] });
    renderWithProviders(<ResourcesTable studentId={null} />);
    expect(
      await screen.findByText("No resources available yet. Please check back later."),
    ).toBeInTheDocument();
  });
});
