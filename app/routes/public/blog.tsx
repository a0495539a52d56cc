import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { pageMeta } from "#app/config/site.ts";
import { usePublicPageUser } from "#app/features/auth/api/get-user.ts";
import { BlogPosts } from "#app/features/blog-posts/components/blog-posts.tsx";
import { blogCopy } from "#app/features/blog-posts/lib/blog-copy.ts";
import { paths } from "#shared/config/paths.ts";

export const meta = () =>
  pageMeta({ title: blogCopy.title, description: blogCopy.description, path: paths.blog });

/**
 * The blog [2§2.15]: everyone reads it; admins and tutors also see drafts and manage posts (the server
 * decides what each may see and change; this page only offers what it allows).
 */
export default function BlogPage() {
  // Asked for only when this browser holds a session: an anonymous reader's page asks for nobody.
  const user = usePublicPageUser();
  // Until the session is known the list waits, so a tutor never sees the visitor's list first.
  const viewer = user.isPending ? undefined : user.data ? { id: user.data.id, role: user.data.role } : null;
  return (
    <main id="main" className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6">
      <PageHeading title={blogCopy.title} description={blogCopy.description} />
      <BlogPosts viewer={viewer} />
    </main>
  );
}
