/**
 * Transport limits: a route's access rule is checked before its body is read, bodies are
 * limited to 1 MB except the CSV bulk upload (5 MB), the session cookie is `__Host-` prefixed over HTTPS,
 * and the server has request and keep-alive timeouts.
 */
import { describe, expect, it } from "vitest";
import { createTestApp, setupTestApp } from "../test/test-app.ts";

const t = setupTestApp();
const twoMegabytes = JSON.stringify({ name: "x".repeat(2 * 1024 * 1024) });

describe("access before the body", () => {
  it("answers an anonymous caller 401 without parsing its body, however broken or large", async () => {
    for (const payload of ["{not json", twoMegabytes]) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/admin/companies",
        headers: { "content-type": "application/json" },
        payload,
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it("answers a signed-in caller of the wrong role 403 the same way", async () => {
    const family = await t.asRole("parent");
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/companies",
      headers: { cookie: family.cookie, "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(403);
  });
});

describe("body limits", () => {
  it("refuses a 2 MB body with 413 on an ordinary route, and takes it on the bulk upload", async () => {
    const admin = await t.asRole("admin");
    const ordinary = await t.app.inject({
      method: "POST",
      url: "/api/admin/companies",
      headers: { cookie: admin.cookie, "content-type": "application/json" },
      payload: twoMegabytes,
    });
    expect(ordinary.statusCode).toBe(413);
    const company = await t.createCompany({ name: "Large Upload Ltd" });
    const employees = Array.from({ length: 4000 }, (_, i) => ({
      fullName: `Employee Number ${i} ${"x".repeat(400)}`.slice(0, 100),
      email: `employee.${i}@large-upload.example`,
      department: "d".repeat(100),
      jobTitle: "j".repeat(100),
    }));
    const payload = JSON.stringify({ companyId: company.id, role: "student", employees });
    expect(payload.length).toBeGreaterThan(1024 * 1024);
    const upload = await t.app.inject({
      method: "POST",
      url: "/api/admin/bulk-upload-employees",
      headers: { cookie: admin.cookie, "content-type": "application/json" },
      payload,
    });
    expect(upload.statusCode, upload.body.slice(0, 200)).toBe(200);
  }, 120_000);
});

describe("the session cookie and timeouts", () => {
  it("is __Host-sid (Secure, Path=/, no Domain) when the site is HTTPS, and the new name signs in", async () => {
    const https = await createTestApp({ appUrl: "https://tuition.example.org" });
    try {
      const { user, password } = await https.createUser("tutor");
      const login = await https.app.inject({
        method: "POST",
        url: "/api/login",
        payload: { username: user.username, password, role: "tutor" },
      });
      const cookie = String(login.headers["set-cookie"]);
      expect(cookie).toMatch(/^__Host-sid=[^;]+;/);
      expect(cookie).toContain("Secure");
      expect(cookie).toContain("Path=/");
      expect(cookie).not.toContain("Domain");
      const token = /^__Host-sid=([^;]+)/.exec(cookie)![1];
      const me = await https.app.inject({
        method: "GET",
        url: "/api/user",
        headers: { cookie: `__Host-sid=${token}` },
      });
      expect(me.statusCode).toBe(200);
    } finally {
      await https.close();
    }
  });

  it("has request and keep-alive timeouts", async () => {
    await t.app.ready();
    expect(t.app.server.requestTimeout).toBe(120_000);
    expect(t.app.server.keepAliveTimeout).toBe(72_000);
  });
});
