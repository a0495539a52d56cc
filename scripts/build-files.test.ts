import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { normaliseSiteUrl } from "../app/config/site-url.ts";
import routeTable from "../app/routes.ts";
import { paths, patterns, prerenderedPaths } from "../shared/config/paths.ts";
import { compressFolder } from "./precompress.ts";
import { routePatterns } from "./route-patterns.ts";
import { robotsTxt, sitemapXml } from "./vite-seo-files.ts";

describe("sitemap.xml and robots.txt", () => {
  it("lists every prerendered page under the site address", () => {
    const xml = sitemapXml("https://tuition.example.org", prerenderedPaths);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain("<loc>https://tuition.example.org/</loc>");
    for (const page of prerenderedPaths) {
      const loc = page === "/" ? "https://tuition.example.org/" : `https://tuition.example.org${page}`;
      expect(xml).toContain(`<loc>${loc}</loc>`);
    }
    expect(xml.match(/<url>/g)).toHaveLength(prerenderedPaths.length);
  });

  it("points robots.txt at the sitemap and keeps the API out", () => {
    const robots = robotsTxt("https://tuition.example.org");
    expect(robots).toContain("Sitemap: https://tuition.example.org/sitemap.xml");
    expect(robots).toContain("Disallow: /api/");
    // …except the published blog posts a crawler running the app reads.
    expect(robots).toContain("Allow: /api/blog-posts\n");
  });

  it("normalises the configured site address", () => {
    expect(normaliseSiteUrl(undefined)).toBe("http://localhost:5000");
    expect(normaliseSiteUrl("  ")).toBe("http://localhost:5000");
    expect(normaliseSiteUrl("https://tuition.example.org//")).toBe("https://tuition.example.org");
  });
});

describe("precompressed assets", () => {
  it("writes brotli and gzip copies of compressible files, skipping tiny and binary ones", () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), "precompress-"));
    try {
      mkdirSync(path.join(folder, "assets"));
      const script = `console.log("${"a".repeat(1000)}");`;
      writeFileSync(path.join(folder, "assets/app.js"), script);
      writeFileSync(path.join(folder, "assets/tiny.js"), "1");
      writeFileSync(path.join(folder, "photo.png"), Buffer.alloc(2000));
      compressFolder(folder);
      expect(brotliDecompressSync(readFileSync(path.join(folder, "assets/app.js.br"))).toString()).toBe(
        script,
      );
      expect(gunzipSync(readFileSync(path.join(folder, "assets/app.js.gz"))).toString()).toBe(script);
      expect(existsSync(path.join(folder, "assets/tiny.js.br"))).toBe(false);
      expect(existsSync(path.join(folder, "photo.png.br"))).toBe(false);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe("route patterns for the server's 404s", () => {
  it("joins nested routes into full paths, keeps parameters and leaves out the catch-all", () => {
    const patterns = routePatterns({
      root: { id: "root", path: "" },
      public: { id: "public", parentId: "root" },
      home: { id: "home", parentId: "public", index: true },
      pricing: { id: "pricing", parentId: "public", path: "services/pricing" },
      register: { id: "register", parentId: "public", path: "register/:code" },
      notFound: { id: "notFound", parentId: "public", path: "*" },
      signedIn: { id: "signedIn", parentId: "root" },
      lesson: { id: "lesson", parentId: "signedIn", path: "student/lesson/:id" },
    });
    expect(patterns).toEqual(["/", "/register/:code", "/services/pricing", "/student/lesson/:id"]);
  });
});

describe("each address declared once", () => {
  type ConfigEntry = { path?: string; index?: boolean; children?: ConfigEntry[] };
  /** app/routes.ts's table as the build's route manifest (ids by position), for `routePatterns`. */
  const manifestOf = (
    entries: readonly ConfigEntry[],
    parentId?: string,
  ): Parameters<typeof routePatterns>[0] =>
    Object.assign(
      {},
      ...entries.map((entry, index) => {
        const id = `${parentId ?? "root"}/${index}`;
        return {
          [id]: { id, parentId, path: entry.path, index: entry.index },
          ...manifestOf(entry.children ?? [], id),
        };
      }),
    );
  const tablePatterns = routePatterns(manifestOf(routeTable));
  const matches = (address: string, pattern: string) =>
    new RegExp(`^${pattern.replace(/:\w+/g, "[^/]+")}$`).test(address.replace(/[?#].*$/, "") || "/");

  it("builds the route table from the patterns of shared/config/paths.ts, every one of them", () => {
    expect(tablePatterns).toEqual(Object.values(patterns).sort());
  });

  it("links every path and builder to a route of the table", () => {
    for (const [name, address] of Object.entries(paths)) {
      const built = typeof address === "function" ? address("1") : address;
      expect(
        tablePatterns.some((pattern) => matches(built, pattern)),
        `${name}: ${built}`,
      ).toBe(true);
    }
  });
});
