import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { BLOG_POST_MESSAGES, blogPostSchema } from "#shared/schemas/blog-posts.ts";
import { z } from "#shared/zod.ts";
import { blogPosts } from "../../db/schema.ts";
import { type SignedInUser, setupPortalUsers, setupTestApp } from "../../test/test-app.ts";

const t = setupTestApp();
const { admin, tutor, otherTutor, family } = setupPortalUsers(t);

const post = {
  title: "Revision that sticks",
  content: "## Little and often\n\nTwenty minutes a day beats a weekend cram.",
  excerpt: "Short, regular sessions work best.",
  status: "published",
};

async function write(as: SignedInUser, payload: object = post) {
  const response = await as.inject({ method: "POST", url: "/api/blog-posts", payload });
  expect(response.statusCode, response.body).toBe(201);
  return blogPostSchema.parse(response.json());
}

async function stored(id: number) {
  return (await t.db.select().from(blogPosts).where(eq(blogPosts.id, id)))[0];
}

const list = async (as?: SignedInUser) => {
  const response = await (as ? as.inject : t.app.inject.bind(t.app))({
    method: "GET",
    url: "/api/blog-posts",
  });
  expect(response.statusCode).toBe(200);
  return z.array(blogPostSchema).parse(response.json());
};

describe("reading the blog", () => {
  it("shows visitors and families published posts only, admins and tutors drafts too, newest first", async () => {
    const draft = await write(tutor, { ...post, title: "Unfinished thoughts", status: "draft" });
    const published = await write(otherTutor, { ...post, title: "Fresh from the classroom" });
    await t.db.insert(blogPosts).values({
      title: "An old favourite",
      slug: "an-old-favourite",
      content: "Old.",
      status: "published",
      publishedDate: new Date("2001-05-01T09:00:00Z"),
      createdAt: new Date("2001-04-01T09:00:00Z"),
    });

    for (const reader of [undefined, family]) {
      const posts = await list(reader);
      expect(posts.map((p) => p.id)).not.toContain(draft.id);
      expect(posts[0]!.id).toBe(published.id);
      expect(posts.at(-1)!.title).toBe("An old favourite");
      expect(posts.every((p) => p.status === "published")).toBe(true);
    }
    for (const manager of [admin, tutor, otherTutor]) {
      const posts = await list(manager);
      // A draft has no publishedDate: it sorts by its createdAt, before the older published post.
      expect(posts.map((p) => p.id).slice(0, 2)).toEqual([published.id, draft.id]);
    }
  });

  it("answers a post by id and by slug, a draft only to admins and tutors, 404 otherwise", async () => {
    const draft = await write(tutor, { ...post, title: "Draft by id", status: "draft" });
    for (const url of [`/api/blog-posts/${draft.id}`, `/api/blog-posts/by-slug/${draft.slug}`]) {
      const anonymous = await t.app.inject({ method: "GET", url });
      expect(anonymous.statusCode).toBe(404);
      expect(anonymous.json()).toMatchObject({ message: "Blog post not found", code: "BLOG_POST_NOT_FOUND" });
      expect((await family.inject({ method: "GET", url })).statusCode).toBe(404);
      const asOther = await otherTutor.inject({ method: "GET", url });
      expect(blogPostSchema.parse(asOther.json())).toMatchObject({ id: draft.id, status: "draft" });
    }
    const published = await write(tutor, { ...post, title: "Read me" });
    const bySlug = await t.app.inject({ method: "GET", url: "/api/blog-posts/by-slug/read-me" });
    expect(blogPostSchema.parse(bySlug.json())).toMatchObject({
      id: published.id,
      authorName: "Sarah Whitfield",
      html: "<h2>Little and often</h2>\n<p>Twenty minutes a day beats a weekend cram.</p>",
    });
    expect((await t.app.inject({ method: "GET", url: "/api/blog-posts/999999" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/blog-posts/by-slug/no-such" })).statusCode).toBe(
      404,
    );
    expect(
      (await t.app.inject({ method: "GET", url: "/api/blog-posts/by-slug/Not%20a%20slug" })).statusCode,
    ).toBe(400);
  });
});

describe("writing a post", () => {
  it("takes the author from the session and ignores server-set fields in the payload", async () => {
    const created = await write(tutor, {
      ...post,
      title: "Whose post is it",
      status: "draft",
      authorId: admin.user.id,
      publishedDate: "2001-01-01T00:00:00.000Z",
      slug: "chosen-by-me",
      id: 1,
    });
    expect(created).toMatchObject({
      authorId: tutor.user.id,
      authorName: "Sarah Whitfield",
      publishedDate: null,
      slug: "whose-post-is-it",
      status: "draft",
      readingMinutes: 1,
    });
    expect(await stored(created.id)).toMatchObject({ authorId: tutor.user.id, publishedDate: null });
  });

  it("defaults to a draft and refuses a missing title or content with the form's messages", async () => {
    const draft = await write(admin, { title: "Just a title", content: "Words." });
    expect(draft.status).toBe("draft");
    expect(draft.excerpt).toBeNull();
    for (const [payload, message] of [
      [{ ...post, title: "  " }, BLOG_POST_MESSAGES.title],
      [{ ...post, content: "" }, BLOG_POST_MESSAGES.content],
      [{ title: "No content" }, BLOG_POST_MESSAGES.content],
      [{ ...post, status: "archived" }, BLOG_POST_MESSAGES.status],
    ] as const) {
      const response = await tutor.inject({ method: "POST", url: "/api/blog-posts", payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it("tells a visitor who is not signed in to log in, and refuses families", async () => {
    const anonymous = await t.app.inject({ method: "POST", url: "/api/blog-posts", payload: post });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe("You must be logged in to create blog posts.");
    const asFamily = await family.inject({ method: "POST", url: "/api/blog-posts", payload: post });
    expect(asFamily.statusCode).toBe(403);
  });

  it("gives equal titles different slugs, folds accents, and keeps a slug when the title changes", async () => {
    const first = await write(tutor, { ...post, title: "Crème brûlée & Times Tables!" });
    const second = await write(otherTutor, { ...post, title: "Crème Brûlée & times tables" });
    const third = await write(admin, { ...post, title: "crème brûlée and times tables" });
    expect([first.slug, second.slug, third.slug]).toEqual([
      "creme-brulee-and-times-tables",
      "creme-brulee-and-times-tables-2",
      "creme-brulee-and-times-tables-3",
    ]);
    const renamed = await tutor.inject({
      method: "PUT",
      url: `/api/blog-posts/${first.id}`,
      payload: { ...post, title: "A new name" },
    });
    expect(blogPostSchema.parse(renamed.json())).toMatchObject({
      title: "A new name",
      slug: "creme-brulee-and-times-tables",
    });
  });

  it("gives posts written at the same moment with the same title each their own slug", async () => {
    const writers = [tutor, otherTutor, admin, tutor, otherTutor, admin, tutor, otherTutor];
    const responses = await Promise.all(
      writers.map((as) =>
        as.inject({ method: "POST", url: "/api/blog-posts", payload: { ...post, title: "Same moment" } }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(writers.map(() => 201));
    const slugs = responses.map((response) => blogPostSchema.parse(response.json()).slug);
    expect(new Set(slugs).size).toBe(writers.length);
    expect(slugs.every((slug) => /^same-moment(-\d+)?$/.test(slug))).toBe(true);
  });

  it("sets publishedDate the first time a post is published and keeps it afterwards", async () => {
    const draft = await write(tutor, { ...post, title: "Publish me later", status: "draft" });
    expect(draft.publishedDate).toBeNull();
    const put = (payload: object) =>
      tutor.inject({ method: "PUT", url: `/api/blog-posts/${draft.id}`, payload: { ...post, ...payload } });
    const published = blogPostSchema.parse((await put({ status: "published" })).json());
    expect(published.publishedDate).not.toBeNull();
    expect(Date.now() - Date.parse(published.publishedDate!)).toBeLessThan(60_000);
    const edited = blogPostSchema.parse(
      (await put({ content: "Edited.", publishedDate: "2001-01-01T00:00:00.000Z" })).json(),
    );
    expect(edited.publishedDate).toBe(published.publishedDate);
    expect(edited.content).toBe("Edited.");
    const unpublished = blogPostSchema.parse((await put({ status: "draft" })).json());
    const republished = blogPostSchema.parse((await put({ status: "published" })).json());
    expect(unpublished.publishedDate).toBe(published.publishedDate);
    expect(republished.publishedDate).toBe(published.publishedDate);
    expect(Date.parse(republished.updatedAt)).toBeGreaterThanOrEqual(Date.parse(draft.updatedAt));
  });
});

describe("changing and deleting a post", () => {
  it("lets the author and an admin edit and delete; another tutor and a family get 403, a missing post 404", async () => {
    const own = await write(tutor, { ...post, title: "Mine to change" });
    const edit = (as: SignedInUser, id = own.id) =>
      as.inject({
        method: "PUT",
        url: `/api/blog-posts/${id}`,
        payload: { ...post, title: `Edited by ${as.user.id}` },
      });

    for (const refused of [otherTutor, family]) {
      expect((await edit(refused)).statusCode).toBe(403);
      const deleted = await refused.inject({ method: "DELETE", url: `/api/blog-posts/${own.id}` });
      expect(deleted.statusCode).toBe(403);
    }
    expect((await edit(otherTutor)).json().code).toBe("BLOG_POST_NOT_AUTHOR");
    expect((await t.app.inject({ method: "DELETE", url: `/api/blog-posts/${own.id}` })).statusCode).toBe(401);
    expect((await stored(own.id))?.title).toBe("Mine to change");

    expect((await edit(tutor)).statusCode).toBe(200);
    const byAdmin = blogPostSchema.parse((await edit(admin)).json());
    expect(byAdmin).toMatchObject({ title: `Edited by ${admin.user.id}`, authorId: tutor.user.id });
    // Server-set fields in an edit's payload are ignored too: the author, the address and the first date stay.
    const takeover = await admin.inject({
      method: "PUT",
      url: `/api/blog-posts/${own.id}`,
      payload: {
        ...post,
        authorId: admin.user.id,
        slug: "taken-over",
        publishedDate: "2001-01-01T00:00:00Z",
      },
    });
    expect(blogPostSchema.parse(takeover.json())).toMatchObject({
      authorId: tutor.user.id,
      slug: own.slug,
      publishedDate: own.publishedDate,
    });
    expect(await stored(own.id)).toMatchObject({ authorId: tutor.user.id, slug: own.slug });

    expect((await edit(admin, 999999)).statusCode).toBe(404);
    expect((await tutor.inject({ method: "DELETE", url: "/api/blog-posts/999999" })).statusCode).toBe(404);

    expect((await tutor.inject({ method: "DELETE", url: `/api/blog-posts/${own.id}` })).statusCode).toBe(204);
    expect(await stored(own.id)).toBeUndefined();
    const another = await write(tutor, { ...post, title: "Admin removes this" });
    expect((await admin.inject({ method: "DELETE", url: `/api/blog-posts/${another.id}` })).statusCode).toBe(
      204,
    );
    expect(await stored(another.id)).toBeUndefined();
  });
});

describe("POST /api/blog-posts/preview", () => {
  it("renders the Markdown as readers will see it, for admins and tutors only", async () => {
    const response = await tutor.inject({
      method: "POST",
      url: "/api/blog-posts/preview",
      payload: { content: "# Title\n\n<script>alert(1)</script>" },
    });
    expect(response.json()).toEqual({
      html: "<h2>Title</h2>\n&lt;script&gt;alert(1)&lt;/script&gt;",
      readingMinutes: 1,
    });
    const asFamily = await family.inject({
      method: "POST",
      url: "/api/blog-posts/preview",
      payload: { content: "x" },
    });
    expect(asFamily.statusCode).toBe(403);
  });
});
