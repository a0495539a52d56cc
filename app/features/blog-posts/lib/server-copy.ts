/**
 * The server's copy of a published post (`<main data-blog-post-snapshot>`, docs/decisions/022-blog-server.md):
 * on the first load of a post's address it is in the page before the app starts. The app replaces it with
 * its own page, or keeps it as the page when the post cannot be read from the API (decision 023).
 */
const SERVER_COPY = "[data-blog-post-snapshot]";

/** What the server's page says about the post, for the app's own title and description tags. */
export type ServerCopy = { title: string; description: string };

/**
 * The server's copy's title and description, or null when the page holds no copy of a post. Read from its
 * Open Graph tags, which carry the same words: the app manages <title> and the description itself, and has
 * set its own by the time the post is read.
 */
export function readServerCopy(document: Document): ServerCopy | null {
  if (!document.querySelector(SERVER_COPY)) return null;
  const content = (property: string) =>
    document.querySelector(`meta[property="${property}"]`)?.getAttribute("content") ?? "";
  return { title: content("og:title"), description: content("og:description") };
}

/** The app shows the post itself: the server's copy leaves the document. */
export function removeServerCopy(document: Document) {
  document.querySelector(SERVER_COPY)?.remove();
}

/**
 * The server's copy stays the page: it moves into `slot`, the app's place for the page's content (between
 * the header and the footer), and becomes the skip link's target.
 */
export function keepServerCopy(document: Document, slot: HTMLElement) {
  const copy = document.querySelector(SERVER_COPY);
  if (!copy) return;
  copy.id = "main";
  slot.append(copy);
}
