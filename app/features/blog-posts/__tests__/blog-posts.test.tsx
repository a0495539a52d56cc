import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders, stubApi } from "#app/test/render.tsx";
import { BlogPosts } from "../components/blog-posts.tsx";
import { adminViewer, blogPost, familyViewer, otherTutorViewer, tutorViewer } from "./blog-fixtures.ts";

const posts = [
  blogPost(1, "Revision at home", {
    excerpt: "Five habits for GCSE season",
    publishedDate: "2025-05-02T09:00:00.000Z",
    readingMinutes: 3,
  }),
  blogPost(2, "Why employers offer tuition", {
    excerpt: "A benefit staff use",
    publishedDate: "2026-02-01T09:00:00.000Z",
    authorId: 8,
    authorName: "Alan Turing",
  }),
  blogPost(3, "Science plans", {
    status: "draft",
    publishedDate: null,
    createdAt: "2026-06-01T09:00:00.000Z",
  }),
  blogPost(4, "A reading habit", { publishedDate: "2024-11-20T09:00:00.000Z" }),
];

const titles = () =>
  within(screen.getByRole("list", { name: "Blog posts" }))
    .getAllByRole("heading", { level: 2 })
    .map((heading) => heading.textContent);

function stubConfirm(...answers: boolean[]) {
  const confirm = vi.fn((_message?: string) => answers.shift() ?? false);
  vi.stubGlobal("confirm", confirm);
  return confirm;
}

describe("the blog list [2§2.15]", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows three skeleton cards while the posts load, then the posts newest first with their details", async () => {
    const calls = stubApi({ "GET /api/blog-posts": posts }, { hold: true });
    renderWithProviders(<BlogPosts viewer={null} />);
    expect(screen.getByText("Loading blog posts")).toBeInTheDocument();
    expect(screen.getAllByTestId("blog-post-skeleton")).toHaveLength(3);
    await waitFor(() => expect(calls).toHaveLength(1));
    calls.release();
    // Newest first by publishedDate, falling back to createdAt for the draft.
    await waitFor(() =>
      expect(titles()).toEqual([
        "Science plans",
        "Why employers offer tuition",
        "Revision at home",
        "A reading habit",
      ]),
    );
    expect(screen.queryAllByTestId("blog-post-skeleton")).toHaveLength(0);
    const card = screen.getByRole("heading", { name: "Revision at home" }).closest("li")!;
    expect(within(card).getByText("Published")).toBeInTheDocument();
    expect(within(card).getByText("2 May 2025")).toBeInTheDocument();
    expect(within(card).getByText("Five habits for GCSE season")).toBeInTheDocument();
    expect(within(card).getByText("Author")).toBeInTheDocument();
    expect(within(card).getByText("Grace Hopper")).toBeInTheDocument();
    expect(within(card).getByText("3 min read")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Revision at home" })).toHaveAttribute(
      "href",
      "/about/blog/revision-at-home",
    );
    const draft = screen.getByRole("heading", { name: "Science plans" }).closest("li")!;
    expect(within(draft).getByText("Draft")).toBeInTheDocument();
    expect(within(draft).getByText("1 June 2026")).toBeInTheDocument();
    // Something is published: no Coming Soon notice; a visitor has no management area.
    expect(screen.queryByText("Coming Soon")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add New Post" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Edit/ })).not.toBeInTheDocument();
  });

  it("searches titles and excerpts case-insensitively and filters by the years of published dates", async () => {
    stubApi({ "GET /api/blog-posts": posts });
    renderWithProviders(<BlogPosts viewer={null} />);
    const user = userEvent.setup();
    await screen.findByRole("heading", { name: "Revision at home" });
    const yearSelect = screen.getByRole("combobox", { name: "Filter by year" });
    expect(
      within(yearSelect)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["All Years", "2026", "2025", "2024"]);

    await user.type(screen.getByRole("searchbox", { name: "Search blog posts" }), "GCSE SEASON");
    expect(titles()).toEqual(["Revision at home"]);
    await user.clear(screen.getByRole("searchbox", { name: "Search blog posts" }));
    await user.type(screen.getByRole("searchbox", { name: "Search blog posts" }), "employers");
    expect(titles()).toEqual(["Why employers offer tuition"]);
    await user.clear(screen.getByRole("searchbox", { name: "Search blog posts" }));

    await user.selectOptions(yearSelect, "2024");
    expect(titles()).toEqual(["A reading habit"]);
    await user.selectOptions(yearSelect, "2026");
    // The draft has no published date, so no year.
    expect(titles()).toEqual(["Why employers offer tuition"]);

    await user.type(screen.getByRole("searchbox", { name: "Search blog posts" }), "revision");
    expect(screen.getByRole("heading", { name: "No Posts Found" })).toBeInTheDocument();
    expect(screen.getByText("Try adjusting your search or year filter.")).toBeInTheDocument();
  });

  it("tells a visitor there are no posts yet, with the Coming Soon notice while nothing is published", async () => {
    stubApi({ "GET /api/blog-posts": [] });
    renderWithProviders(<BlogPosts viewer={null} />);
    expect(await screen.findByRole("heading", { name: "No Blog Posts Yet" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Coming Soon" })).toBeInTheDocument();
    expect(screen.getByText(/Q4 2024/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Create First Post" })).not.toBeInTheDocument();
  });

  it("keeps the Coming Soon notice while a tutor has only drafts, and offers Create First Post on an empty blog", async () => {
    stubApi({ "GET /api/blog-posts": [posts[2]] });
    renderWithProviders(<BlogPosts viewer={tutorViewer} />);
    await screen.findByRole("heading", { name: "Science plans" });
    expect(screen.getByRole("heading", { name: "Coming Soon" })).toBeInTheDocument();

    stubApi({ "GET /api/blog-posts": [] });
    renderWithProviders(<BlogPosts viewer={adminViewer} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Create First Post" }));
    expect(screen.getByRole("heading", { name: "New Blog Post" })).toBeInTheDocument();
  });

  it("waits for the session before asking for the list, so a tutor never sees the visitor's list", () => {
    const calls = stubApi({ "GET /api/blog-posts": posts });
    renderWithProviders(<BlogPosts viewer={undefined} />);
    expect(screen.getAllByTestId("blog-post-skeleton")).toHaveLength(3);
    expect(calls).toEqual([]);
  });

  it("gives a family no management area", async () => {
    stubApi({ "GET /api/blog-posts": posts.slice(0, 2) });
    renderWithProviders(<BlogPosts viewer={familyViewer} />);
    await screen.findByRole("heading", { name: "Revision at home" });
    expect(screen.queryByRole("button", { name: "Add New Post" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it("offers Edit and Delete on a tutor's own posts only, and an admin on every post", async () => {
    stubApi({ "GET /api/blog-posts": posts });
    renderWithProviders(<BlogPosts viewer={otherTutorViewer} />);
    await screen.findByRole("heading", { name: "Revision at home" });
    expect(screen.getAllByRole("button", { name: /^Edit/ }).map((button) => button.textContent)).toEqual([
      "Edit Why employers offer tuition",
    ]);

    stubApi({ "GET /api/blog-posts": posts });
    const { unmount } = renderWithProviders(<BlogPosts viewer={adminViewer} />);
    await waitFor(() => expect(screen.getAllByRole("button", { name: /^Delete/ }).length).toBeGreaterThan(1));
    unmount();
  });

  it("deletes a post after the browser's confirmation, with a toast, and refreshes the list", async () => {
    let rows = [...posts];
    const calls = stubApi((call) => {
      if (call.method === "DELETE") {
        rows = rows.filter((row) => row.id !== 1);
        return { status: 204 };
      }
      return { body: rows };
    });
    const confirm = stubConfirm(false, true);
    renderWithProviders(<BlogPosts viewer={tutorViewer} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Delete Revision at home" }));
    expect(confirm).toHaveBeenCalledWith(
      'Delete "Revision at home"? Readers will no longer find it. This cannot be undone.',
    );
    expect(calls.filter((call) => call.method === "DELETE")).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Delete Revision at home" }));
    expect(await screen.findByText('"Revision at home" has been deleted.')).toBeInTheDocument();
    expect(screen.getByText("Blog post deleted")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole("heading", { name: "Revision at home" })).not.toBeInTheDocument(),
    );
    expect(calls.filter((call) => call.method === "DELETE").map((call) => call.url)).toEqual([
      "/api/blog-posts/1",
    ]);
  });
});
