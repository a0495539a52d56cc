/** The demo blog on a fresh install: three published Markdown posts by the demo tutor and admin, and a draft. */
import { describe, expect, it } from "vitest";
import { blogPostSchema } from "#shared/schemas/blog-posts.ts";
import { z } from "#shared/zod.ts";
import { fileStorageOf, setupTestApp } from "../../test/test-app.ts";
import { DEMO_SIGN_INS, seedDemoDataIfEmpty } from "./index.ts";

const t = setupTestApp();

describe("demo blog posts", () => {
  it("shows visitors the published posts, rendered from Markdown, and the tutor their draft too", async () => {
    expect(await seedDemoDataIfEmpty(t.db, fileStorageOf(t.app))).toBe(true);
    const read = async (cookie?: string) =>
      z
        .array(blogPostSchema)
        .parse(
          (
            await t.app.inject({ method: "GET", url: "/api/blog-posts", headers: cookie ? { cookie } : {} })
          ).json(),
        );

    const published = await read();
    expect(published.map((post) => post.title)).toEqual([
      "Building a reading habit that lasts",
      "Why employers are adding family tuition to their benefits",
      "Five ways to support GCSE revision at home",
    ]);
    expect(new Set(published.map((post) => post.authorName)).size).toBe(2);
    for (const post of published) {
      expect(post.html).toContain("<h2>");
      expect(post.html).toMatch(/<(ul|ol)>/);
      expect(post.html).toContain("<a href=");
      expect(post.readingMinutes).toBeGreaterThanOrEqual(1);
    }

    const tutor = DEMO_SIGN_INS.find((signIn) => signIn.username === "tutor")!;
    const cookie = await t.signIn(tutor.username, tutor.password, "tutor");
    const drafts = (await read(cookie)).filter((post) => post.status === "draft");
    expect(drafts.map((post) => post.title)).toEqual(["Planning next term's science sessions"]);
  });
});
