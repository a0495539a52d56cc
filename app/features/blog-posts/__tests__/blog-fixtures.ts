import type { BlogPost } from "#shared/schemas/blog-posts.ts";

/** A post as GET /api/blog-posts answers it. */
export function blogPost(id: number, title: string, extra: Partial<BlogPost> = {}): BlogPost {
  return {
    id,
    title,
    slug: title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/(^-|-$)/g, ""),
    content: `Text of ${title}.`,
    html: `<p>Text of ${title}.</p>`,
    excerpt: null,
    status: "published",
    authorId: 7,
    authorName: "Grace Hopper",
    publishedDate: "2026-03-10T09:00:00.000Z",
    createdAt: "2026-03-01T09:00:00.000Z",
    updatedAt: "2026-03-10T09:00:00.000Z",
    readingMinutes: 1,
    ...extra,
  };
}

export const tutorViewer = { id: 7, role: "tutor" } as const;
export const otherTutorViewer = { id: 8, role: "tutor" } as const;
export const adminViewer = { id: 1, role: "admin" } as const;
export const familyViewer = { id: 9, role: "parent" } as const;
