import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "#app/test/render.tsx";
import { BlogPostArticle, BlogPostNotFound } from "../components/blog-post-article.tsx";
import { postDescription } from "../lib/blog-list.ts";
import { blogPost } from "./blog-fixtures.ts";

describe("a post's page", () => {
  it("shows the title, date, author, reading time and the server's HTML, with Back to Blog", () => {
    renderWithProviders(
      <BlogPostArticle
        post={blogPost(1, "Revision at home", {
          html: '<h2>Plan</h2><p>Short <a href="https://www.gov.uk/">sessions</a>.</p><img src="https://example.org/a.png" alt="A desk">',
          readingMinutes: 4,
          publishedDate: "2025-05-02T09:00:00.000Z",
        })}
      />,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Revision at home" })).toBeInTheDocument();
    expect(screen.getByText("2 May 2025")).toHaveAttribute("datetime", "2025-05-02T09:00:00.000Z");
    expect(screen.getByText("Grace Hopper")).toBeInTheDocument();
    expect(screen.getByText("4 min read")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Plan" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "sessions" })).toHaveAttribute("href", "https://www.gov.uk/");
    expect(screen.getByRole("img", { name: "A desk" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/about/blog");
    expect(screen.queryByText("Draft")).not.toBeInTheDocument();
  });

  it("marks a draft (shown to admins and tutors) with its badge, dated by when it was written", () => {
    renderWithProviders(
      <BlogPostArticle
        post={blogPost(2, "Science plans", {
          status: "draft",
          publishedDate: null,
          createdAt: "2026-06-01T09:00:00.000Z",
          authorName: null,
        })}
      />,
    );
    expect(screen.getByText("Draft")).toBeInTheDocument();
    expect(screen.getByText("1 June 2026")).toBeInTheDocument();
    expect(screen.queryByText("Grace Hopper")).not.toBeInTheDocument();
  });

  it("says when there is no such post, with a way back", () => {
    renderWithProviders(<BlogPostNotFound />);
    expect(screen.getByRole("heading", { level: 1, name: "Post Not Found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/about/blog");
  });

  it("describes a post by its excerpt, else by the start of its text cut at a word", () => {
    expect(postDescription({ excerpt: "Short.", html: "<p>Long</p>" })).toBe("Short.");
    expect(postDescription({ excerpt: null, html: "<h2>Plan</h2><p>Short &amp; sweet.</p>" })).toBe(
      "Plan Short & sweet.",
    );
    const long = postDescription({ excerpt: null, html: `<p>${"word ".repeat(60)}</p>` });
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith("word…")).toBe(true);
  });
});
