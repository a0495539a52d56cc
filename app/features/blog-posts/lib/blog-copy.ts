/**
 * The blog's words [2§2.15] (the toasts of [2§8] are in blog-toasts.ts, beside the schema's messages). The texts of the documents are kept character for character; those they
 * do not give (edit, delete, the post page) are docs/decisions/023-blog-client.md's.
 */
export const blogCopy = {
  title: "Blog",
  description:
    "News and advice for families and employers: learning at home, revision and tuition as a benefit.",
  comingSoonTitle: "Coming Soon",
  comingSoonText:
    "Our blog launches in Q4 2024, with articles on learning at home, exam preparation and family life.",
  addNewPost: "Add New Post",
  createFirstPost: "Create First Post",
  searchLabel: "Search blog posts",
  searchPlaceholder: "Search posts...",
  yearLabel: "Filter by year",
  allYears: "All Years",
  loading: "Loading blog posts",
  emptyTitle: "No Blog Posts Yet",
  emptyText: "Posts will appear here once they are published. Check back soon.",
  emptyTextManager: "Write the first post to start the blog.",
  noMatchTitle: "No Posts Found",
  noMatchText: "Try adjusting your search or year filter.",
  published: "Published",
  draft: "Draft",
  author: "Author",
  minRead: (minutes: number) => `${minutes} min read`,
  newPost: "New Blog Post",
  editPost: "Edit Blog Post",
  formHint: "Fields marked * are required. Write in Markdown; Preview shows the post as readers will see it.",
  create: "Create Post",
  save: "Save Changes",
  saving: "Saving...",
  cancel: "Cancel",
  write: "Write",
  preview: "Preview",
  previewEmpty: "Nothing to preview yet. Write some content first.",
  previewLoading: "Rendering the preview",
  markdownHint: "Markdown: ## Heading, **bold**, *italic*, - lists, [link](https://…), ![image](https://…).",
  confirmDelete: (title: string) =>
    `Delete "${title}"? Readers will no longer find it. This cannot be undone.`,
  backToBlog: "Back to Blog",
  notFoundTitle: "Post Not Found",
  notFoundText: "The post you're looking for doesn't exist or has been removed.",
} as const;
