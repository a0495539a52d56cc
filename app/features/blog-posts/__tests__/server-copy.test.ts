import { afterEach, describe, expect, it } from "vitest";
import { keepServerCopy, readServerCopy, removeServerCopy } from "../lib/server-copy.ts";

/** The head and body the server sends for a published post (docs/decisions/022-blog-server.md), in short. */
function serverPage() {
  document.title = "The app's own title";
  document.head.innerHTML =
    '<meta property="og:title" content="Revision at home | Brightpath Tuition"/>' +
    '<meta property="og:description" content="Five habits for GCSE season."/>';
  document.body.innerHTML =
    '<a href="#main">Skip to content</a><div id="app"></div>' +
    "<main data-blog-post-snapshot><article><h1>Revision at home</h1></article></main>";
}

describe("the server's copy of a post", () => {
  afterEach(() => {
    document.head.innerHTML = "";
    document.body.innerHTML = "";
  });

  it("gives the post's title and description from the server's tags, and nothing on a page without a copy", () => {
    expect(readServerCopy(document)).toBeNull();
    serverPage();
    expect(readServerCopy(document)).toEqual({
      title: "Revision at home | Brightpath Tuition",
      description: "Five habits for GCSE season.",
    });
  });

  it("stays as the page's main content when the app cannot read the post, or leaves when the app shows it", () => {
    serverPage();
    const slot = document.getElementById("app")!;
    keepServerCopy(document, slot);
    const main = document.getElementById("main")!;
    expect(main.hasAttribute("data-blog-post-snapshot")).toBe(true);
    expect(main.parentElement).toBe(slot);
    expect(document.querySelectorAll("main")).toHaveLength(1);

    removeServerCopy(document);
    expect(document.querySelector("[data-blog-post-snapshot]")).toBeNull();
  });
});
