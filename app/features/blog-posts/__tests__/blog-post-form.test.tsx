import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders, stubApi } from "#app/test/render.tsx";
import { BlogPosts } from "../components/blog-posts.tsx";
import { blogPost, tutorViewer } from "./blog-fixtures.ts";

const existing = blogPost(5, "Revision at home", {
  content: "## Plan\n\nShort sessions.",
  excerpt: "Habits",
  publishedDate: "2025-05-02T09:00:00.000Z",
});

async function openNewPost(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("button", { name: "Add New Post" }));
  return screen.getByRole("region", { name: "New Blog Post" });
}

describe("the blog form and its Markdown editor [2§4], [2§5], [2§8]", () => {
  it("Add New Post toggles the form; Cancel closes it; a new post is a draft", async () => {
    stubApi({ "GET /api/blog-posts": [existing] });
    renderWithProviders(<BlogPosts viewer={tutorViewer} />);
    const user = userEvent.setup();
    const add = await screen.findByRole("button", { name: "Add New Post" });
    expect(add).toHaveAttribute("aria-expanded", "false");
    await user.click(add);
    expect(add).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByLabelText("Title *")).toHaveFocus();
    expect(screen.getByLabelText("Status")).toHaveValue("draft");
    await user.click(add);
    expect(screen.queryByRole("region", { name: "New Blog Post" })).not.toBeInTheDocument();
    await openNewPost(user);
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("region", { name: "New Blog Post" })).not.toBeInTheDocument();
    expect(add).toHaveFocus();
  });

  it("requires a title and content, showing the content's error on the Write tab", async () => {
    const calls = stubApi({ "GET /api/blog-posts": [existing] });
    renderWithProviders(<BlogPosts viewer={tutorViewer} />);
    const user = userEvent.setup();
    await openNewPost(user);
    await user.click(screen.getByRole("tab", { name: "Preview" }));
    expect(screen.getByText("Nothing to preview yet. Write some content first.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Create Post" }));
    expect(await screen.findByText("Title is required")).toBeInTheDocument();
    expect(screen.getByText("Content is required")).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Write" })).toHaveAttribute("aria-selected", "true");
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
  });

  it("previews the Markdown as the server renders and sanitises it, with its reading time", async () => {
    const calls = stubApi({
      "GET /api/blog-posts": [existing],
      "POST /api/blog-posts/preview": {
        html: "<h2>Plan</h2><p>Short <strong>sessions</strong>.</p>",
        readingMinutes: 1,
      },
    });
    renderWithProviders(<BlogPosts viewer={tutorViewer} />);
    const user = userEvent.setup();
    await openNewPost(user);
    await user.type(screen.getByLabelText("Content *"), "## Plan{enter}{enter}Short **sessions**.");
    await user.click(screen.getByRole("tab", { name: "Preview" }));
    const panel = screen.getByRole("tabpanel", { name: "Preview" });
    expect(await screen.findByRole("heading", { level: 2, name: "Plan" })).toBeInTheDocument();
    expect(panel).toHaveTextContent("1 min read");
    expect(panel.querySelector("strong")).toHaveTextContent("sessions");
    expect(calls.filter((call) => call.method === "POST")).toEqual([
      { method: "POST", url: "/api/blog-posts/preview", body: { content: "## Plan\n\nShort **sessions**." } },
    ]);
    // Back to Write: the text is still there.
    await user.click(screen.getByRole("tab", { name: "Write" }));
    expect(screen.getByLabelText("Content *")).toHaveValue("## Plan\n\nShort **sessions**.");
  });

  it("creates a post: 'Saving...' while pending, the success toast, the form closed and the list refreshed", async () => {
    let rows = [existing];
    const calls = stubApi(
      (call) => {
        if (call.method === "POST") {
          const created = blogPost(6, "New term", { status: "draft", publishedDate: null });
          rows = [created, ...rows];
          return { status: 201, body: created };
        }
        return { body: rows };
      },
      { hold: true },
    );
    renderWithProviders(<BlogPosts viewer={tutorViewer} />);
    const user = userEvent.setup();
    await waitFor(() => expect(calls).toHaveLength(1));
    calls.release();
    await openNewPost(user);
    await user.type(screen.getByLabelText("Title *"), "New term");
    await user.type(screen.getByLabelText("Excerpt"), "What is coming");
    await user.type(screen.getByLabelText("Content *"), "Plans.");
    await user.click(screen.getByRole("button", { name: "Create Post" }));
    expect(await screen.findByRole("button", { name: "Saving..." })).toBeDisabled();
    calls.release();
    // The toast follows the list's refresh (held too): release each answer as it is asked for.
    await waitFor(() => {
      calls.release();
      expect(screen.getByText("Blog post created successfully!")).toBeInTheDocument();
    });
    expect(screen.getByText("Success")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("heading", { name: "New term" })).toBeInTheDocument());
    expect(screen.queryByRole("region", { name: "New Blog Post" })).not.toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      title: "New term",
      excerpt: "What is coming",
      content: "Plans.",
      status: "draft",
    });
  });

  it("says so when creating fails, and when the session has ended", async () => {
    let status = 500;
    stubApi((call) =>
      call.method === "POST"
        ? {
            status,
            body: {
              message: status === 401 ? "You must be logged in to create blog posts." : "Database down",
            },
          }
        : { body: [existing] },
    );
    renderWithProviders(<BlogPosts viewer={tutorViewer} />);
    const user = userEvent.setup();
    await openNewPost(user);
    await user.type(screen.getByLabelText("Title *"), "T");
    await user.type(screen.getByLabelText("Content *"), "C");
    await user.click(screen.getByRole("button", { name: "Create Post" }));
    expect(await screen.findByText("Failed to create blog post. Please try again.")).toBeInTheDocument();
    expect(screen.getByText("Database down")).toBeInTheDocument();
    status = 401;
    await user.click(screen.getByRole("button", { name: "Create Post" }));
    await waitFor(() =>
      expect(screen.getAllByText("You must be logged in to create blog posts.").length).toBeGreaterThan(0),
    );
  });

  it("edits a post in the same form, pre-filled, and keeps it open with the server's message on failure", async () => {
    let fail = true;
    const calls = stubApi((call) => {
      if (call.method === "PUT") {
        if (fail) return { status: 403, body: { message: "You can only change your own blog posts." } };
        return { body: { ...existing, ...(call.body as object) } };
      }
      return { body: [existing] };
    });
    renderWithProviders(<BlogPosts viewer={tutorViewer} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Edit Revision at home" }));
    expect(screen.getByRole("region", { name: "Edit Blog Post" })).toBeInTheDocument();
    expect(screen.getByLabelText("Title *")).toHaveValue("Revision at home");
    expect(screen.getByLabelText("Excerpt")).toHaveValue("Habits");
    expect(screen.getByLabelText("Content *")).toHaveValue("## Plan\n\nShort sessions.");
    await waitFor(() => expect(screen.getByLabelText("Status")).toHaveValue("published"));
    await user.clear(screen.getByLabelText("Title *"));
    await user.type(screen.getByLabelText("Title *"), "Revision, planned");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("You can only change your own blog posts.");
    fail = false;
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Blog post updated successfully!")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Edit Blog Post" })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === "PUT").at(-1)).toEqual({
      method: "PUT",
      url: "/api/blog-posts/5",
      body: {
        title: "Revision, planned",
        excerpt: "Habits",
        content: "## Plan\n\nShort sessions.",
        status: "published",
      },
    });
    vi.unstubAllGlobals();
  });
});
