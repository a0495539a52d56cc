/**
 * No API answer may be kept by a browser or a shared cache (ASVS 8.2.1): some carry
 * credentials — bulk passwords, invitation links — and every one is about a signed-in person.
 */
import { describe, expect, it } from "vitest";
import { setupTestApp } from "../test/test-app.ts";

const t = setupTestApp();

describe("Cache-Control on API answers", () => {
  it("is no-store on successes, errors and unknown API paths alike", async () => {
    const admin = await t.asRole("admin");
    const company = await t.app.inject({
      method: "POST",
      url: "/api/admin/companies",
      headers: { cookie: admin.cookie },
      payload: { name: "Cache Test Ltd", contactName: "Casey Cache", contactEmail: "casey@cache.example" },
    });
    expect(company.statusCode).toBe(201);
    const generated = await t.app.inject({
      method: "POST",
      url: "/api/admin/generate-bulk-accounts",
      headers: { cookie: admin.cookie },
      payload: { companyId: company.json().id, count: 2 },
    });
    expect(generated.statusCode, generated.body).toBeLessThan(300);
    const answers = [
      company,
      generated,
      await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: admin.cookie } }),
      await t.app.inject({ method: "GET", url: "/api/user" }),
      await t.app.inject({ method: "GET", url: "/api/no-such-thing" }),
      await t.app.inject({ method: "GET", url: "/api/blog-posts" }),
    ];
    for (const answer of answers) expect(answer.headers["cache-control"]).toBe("no-store");
  });

  it("leaves the public pages' own caching alone", async () => {
    const page = await t.app.inject({ method: "GET", url: "/about/blog/rss.xml" });
    expect(page.headers["cache-control"]).not.toBe("no-store");
  });
});
