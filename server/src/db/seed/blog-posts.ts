import type { Database } from "../client.ts";
import { blogPosts } from "../schema.ts";
import type { SeededUsers } from "./index.ts";
import { at } from "./time.ts";

/** Two published posts and a draft. */
export async function seedBlogPosts(tx: Database, { admin, tutor, science }: SeededUsers) {
  await tx.insert(blogPosts).values([
    {
      title: "Five ways to support GCSE revision at home",
      slug: "five-ways-to-support-gcse-revision-at-home",
      excerpt: "Small routines that make a big difference in the run-up to exams.",
      content:
        "Revision works best in short, focused bursts. Agree a simple timetable together, mix subjects across the week, and use the recordings of live lessons to revisit tricky topics. Praise effort, not just marks, and protect sleep in the weeks before exams.",
      status: "published",
      authorId: tutor.id,
      publishedDate: at(-20, 9),
      createdAt: at(-20, 9),
    },
    {
      title: "Why employers are adding family tuition to their benefits",
      slug: "why-employers-are-adding-family-tuition-to-their-benefits",
      excerpt: "Working parents tell us what matters most to them.",
      content:
        "Benefits that help with family life are among the most valued by staff. Access to live, small-group tuition gives working parents confidence that their children are supported, and gives employers a benefit that people actually use.",
      status: "published",
      authorId: admin.id,
      publishedDate: at(-7, 9),
      createdAt: at(-7, 9),
    },
    {
      title: "Planning next term's science sessions",
      slug: "planning-next-terms-science-sessions",
      excerpt: "A draft outline for the spring term.",
      content: "Draft outline of the spring term science sessions for Years 7 to 11.",
      status: "draft",
      authorId: science.id,
      createdAt: at(-1, 9),
    },
  ]);
}
