/** `GET /api/demo-data`: true only while the README's demo accounts exist; signed-in callers only. */
import { describe, expect, it } from "vitest";
import { setupTestApp } from "../../test/test-app.ts";

const t = setupTestApp();

describe("GET /api/demo-data", () => {
  it("answers 401 to visitors and false on an install without the demo accounts", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/demo-data" })).statusCode).toBe(401);
    const family = await t.asRole("parent");
    const response = await t.app.inject({
      method: "GET",
      url: "/api/demo-data",
      headers: { cookie: family.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ demoAccounts: false });
  });

  it("answers true once an account holds a published demo username, whatever its case", async () => {
    await t.createUser("tutor", { username: "Tutor" });
    const admin = await t.asRole("admin");
    const response = await t.app.inject({
      method: "GET",
      url: "/api/demo-data",
      headers: { cookie: admin.cookie },
    });
    expect(response.json()).toEqual({ demoAccounts: true });
  });
});
