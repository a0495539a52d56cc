import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders, stubApi } from "#app/test/render.tsx";
import { NEXT_CURSOR_HEADER } from "#shared/schemas/library-page.ts";
import type { Resource } from "#shared/schemas/resources.ts";
import { ResourcesManager } from "../components/resources-manager.tsx";

const worksheet: Resource = {
  id: 1,
  title: "Simultaneous Equations Worksheet",
  description: "Graded worksheet with answers.",
  fileUrl: null,
  externalUrl: "https://learn.example.org/maths/equations",
  type: "link",
  size: null,
  subject: "Mathematics",
  yearGroup: "Year 10",
  tutorId: 7,
  tutorName: "Sarah Whitfield",
  uploadedAt: "2026-11-18T18:00:00.000Z",
};

/** The library as the server answers it (decision 039): filters, `limit` rows after `cursor` (an index here). */
function libraryAnswer(all: Resource[], url: string) {
  const query = new URL(url, "http://localhost").searchParams;
  const search = (query.get("search") ?? "").toLowerCase();
  const matching = all.filter(
    (resource) =>
      (!query.get("type") || resource.type === query.get("type")) &&
      (!query.get("subject") || resource.subject === query.get("subject")) &&
      [resource.title, resource.description ?? "", resource.subject].some((text) =>
        text.toLowerCase().includes(search),
      ),
  );
  const start = Number(query.get("cursor") ?? 0);
  const end = start + Number(query.get("limit"));
  return {
    body: matching.slice(start, end),
    headers: end < matching.length ? { [NEXT_CURSOR_HEADER]: String(end) } : undefined,
  };
}

function renderManager(all: Resource[]) {
  const calls = stubApi((call) => libraryAnswer(all, call.url));
  renderWithProviders(<ResourcesManager canChange={() => false} />);
  return { calls, user: userEvent.setup() };
}

const many = Array.from({ length: 65 }, (_, index) => ({
  ...worksheet,
  id: 100 + index,
  title: `Worksheet ${index}`,
  subject: index % 2 === 0 ? "Mathematics" : "English",
}));

describe("the Resources page's library", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows 30 resources, then the next page under them with Show more, until the last", async () => {
    const { calls, user } = renderManager(many);
    const list = await screen.findByRole("list", { name: "Resources" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(30);
    const more = screen.getByRole("button", { name: "Show more resources" });
    expect(more).toHaveTextContent("Show more");
    await user.click(more);
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(60));
    await user.click(screen.getByRole("button", { name: "Show more resources" }));
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(65));
    expect(within(list).getByText("Worksheet 64")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Show more resources" })).toBeNull();
    expect(calls.map((call) => call.url)).toEqual([
      "/api/resources?limit=30",
      "/api/resources?limit=30&cursor=30",
      "/api/resources?limit=30&cursor=60",
    ]);
  });

  it("sends the search, type and subject to the server and pages the filtered list", async () => {
    const { calls, user } = renderManager(many);
    await screen.findByRole("list", { name: "Resources" });
    await user.selectOptions(screen.getByLabelText("Filter by subject"), "English");
    await user.type(screen.getByLabelText("Search resources"), "worksheet 1");
    const resources = () => within(screen.getByRole("list", { name: "Resources" }));
    // Worksheet 1, 11, 13, 15, 17, 19: the odd ones are English.
    await waitFor(() => expect(resources().getAllByRole("listitem")).toHaveLength(6));
    expect(screen.queryByRole("button", { name: "Show more resources" })).toBeNull();
    const searches = calls.map((call) => new URL(call.url, "http://localhost").searchParams.get("search"));
    expect(new Set(searches)).toEqual(new Set([null, "worksheet 1"]));
    expect(calls.at(-1)?.url).toBe("/api/resources?limit=30&search=worksheet+1&subject=English");
  });

  it("offers every subject of the form without loading every resource, and the spec's empty states", async () => {
    const { user } = renderManager([worksheet]);
    await screen.findByRole("list", { name: "Resources" });
    const subjects = within(screen.getByLabelText("Filter by subject")).getAllByRole("option");
    expect(subjects.map((option) => option.textContent)).toContain("Chemistry");
    await user.selectOptions(screen.getByLabelText("Filter by type"), "pdf");
    expect(await screen.findByText("No resources match your search criteria.")).toBeInTheDocument();
  });

  it("says the library is empty when it is", async () => {
    renderManager([]);
    expect(
      await screen.findByText("No resources yet. Add a worksheet, slides or a link and it will appear here."),
    ).toBeInTheDocument();
  });
});
