/**
 * A post can never carry script (DECISIONS.md "Blog"): an XSS corpus written as a post comes back from the
 * API as HTML with no script, event handler, style, frame or SVG, links only by http(s) and mailto, and
 * images only by https. Each output is parsed by a real DOM (happy-dom) and every element checked.
 */
import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import { blogPostSchema } from "#shared/schemas/blog-posts.ts";
import { setupPortalUsers, setupTestApp } from "../../test/test-app.ts";

const t = setupTestApp();
const { tutor } = setupPortalUsers(t);

const CORPUS = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=https://evil.example/x.js></SCRIPT>",
  "<scr<script>ipt>alert(1)</scr</script>ipt>",
  '<img src=x onerror="alert(1)">',
  '<img src="https://ok.example/a.png" onload=alert(1)>',
  "<svg onload=alert(1)><script>alert(1)</script></svg>",
  '<svg><a xlink:href="javascript:alert(1)"><text y="20">x</text></a></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></object>',
  '<a href="javascript:alert(1)">click</a>',
  '<div style="background:url(javascript:alert(1))">styled</div>',
  "<form action=javascript:alert(1)><button>go</button></form>",
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>",
  "[plain](javascript:alert(1))",
  "[mixed case](JaVaScRiPt:alert(1))",
  "[entity colon](javascript&#58;alert(1))",
  "[entity letters](&#106;&#97;&#118;&#97;script:alert(1))",
  "[hex entities](&#x6A;avascript&#x3A;alert(1))",
  "[percent](javascript%3Aalert(1))",
  "[leading space]( javascript:alert(1))",
  "[tab](java\tscript:alert(1))",
  "[newline](<java\nscript:alert(1)>)",
  "[angle](<javascript:alert(1)>)",
  "[vbscript](vbscript:msgbox(1))",
  "[data link](data:text/html,<script>alert(1)</script>)",
  "[data b64](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  '[title](https://ok.example "x\\" onmouseover=\\"alert(1)")',
  "[ref link][r]\n\n[r]: javascript:alert(1)",
  "<javascript:alert(1)>",
  "![http image](http://insecure.example/a.png)",
  "![data image](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)",
  "![js image](javascript:alert(1))",
  "![protocol relative](//evil.example/a.png)",
  '![svg](https://ok.example/a.svg" onerror="alert(1))',
  "<a href='&#x6A;avascript:alert(1)'>entity html link</a>",
  "<details open ontoggle=alert(1)>",
  "<body onload=alert(1)>",
  "<base href=https://evil.example/>",
  "<meta http-equiv=refresh content='0;url=javascript:alert(1)'>",
  "<link rel=stylesheet href=https://evil.example/x.css>",
  "```html\n<script>alert(1)</script>\n```",
  "<!-- <script>alert(1)</script> -->",
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  "[x](https://ok.example/?q=<script>alert(1)</script>)",
];

const FORBIDDEN_TAGS = new Set([
  "SCRIPT",
  "IFRAME",
  "OBJECT",
  "EMBED",
  "SVG",
  "MATH",
  "STYLE",
  "LINK",
  "META",
  "BASE",
  "FORM",
  "INPUT",
  "BUTTON",
  "TEXTAREA",
  "NOSCRIPT",
  "DETAILS",
  "BODY",
]);

/** What is dangerous in one rendered post, as readable findings (none expected). */
function findings(html: string): string[] {
  const window = new Window();
  const document = window.document;
  const container = document.createElement("div");
  container.innerHTML = html;
  const found: string[] = [];
  for (const element of container.querySelectorAll("*")) {
    const tag = element.tagName.toUpperCase();
    if (FORBIDDEN_TAGS.has(tag)) found.push(`<${tag.toLowerCase()}>`);
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      const value = attribute.value ?? "";
      if (name.startsWith("on") || name === "style" || name.includes(":")) found.push(`${name}=`);
      if (["href", "src", "action", "formaction", "data", "srcset", "xlink:href"].includes(name)) {
        const url = new URL(value, "https://site.example/");
        const allowed = tag === "IMG" ? ["https:"] : ["http:", "https:", "mailto:"];
        if (!allowed.includes(url.protocol)) found.push(`${name}=${value}`);
        if (tag === "IMG" && !/^https:\/\//i.test(value)) found.push(`img ${value}`);
      }
    }
  }
  void window.happyDOM.close();
  return found;
}

describe("an XSS corpus written as posts", () => {
  it("comes back harmless from every read", async () => {
    // The check itself sees what it looks for.
    expect(
      findings(
        '<img src="http://x.example/a.png" onerror="alert(1)"><a href="javascript:alert(1)">x</a><svg></svg>',
      ),
    ).toEqual([
      "src=http://x.example/a.png",
      "img http://x.example/a.png",
      "onerror=",
      "href=javascript:alert(1)",
      "<svg>",
    ]);

    const response = await tutor.inject({
      method: "POST",
      url: "/api/blog-posts",
      payload: { title: "Corpus", content: CORPUS.join("\n\n"), status: "published" },
    });
    const whole = blogPostSchema.parse(response.json());
    expect(findings(whole.html)).toEqual([]);

    const dangerous: string[] = [];
    for (const content of CORPUS) {
      const preview = await tutor.inject({
        method: "POST",
        url: "/api/blog-posts/preview",
        payload: { content },
      });
      expect(preview.statusCode).toBe(200);
      const problems = findings(preview.json().html);
      if (problems.length > 0) dangerous.push(`${content} → ${problems.join(", ")}`);
    }
    expect(dangerous).toEqual([]);

    const read = await t.app.inject({ method: "GET", url: `/api/blog-posts/by-slug/${whole.slug}` });
    expect(findings(blogPostSchema.parse(read.json()).html)).toEqual([]);
  });

  it("keeps the Markdown readers need: headings, lists, https images and links", async () => {
    const preview = await tutor.inject({
      method: "POST",
      url: "/api/blog-posts/preview",
      payload: {
        content:
          "# Top\n\n- one\n- two\n\n![Chart](https://img.example/c.png)\n\n" +
          "[Our pricing](/services/pricing) and [a guide](https://www.gov.uk/national-curriculum)",
      },
    });
    expect(preview.json().html).toBe(
      "<h2>Top</h2>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n" +
        '<p><img src="https://img.example/c.png" alt="Chart" /></p>\n' +
        '<p><a href="/services/pricing">Our pricing</a> and ' +
        '<a href="https://www.gov.uk/national-curriculum" rel="noopener noreferrer nofollow">a guide</a></p>',
    );
  });
});
