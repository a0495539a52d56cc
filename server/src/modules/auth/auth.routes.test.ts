import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentUserSchema, INVALID_CREDENTIALS } from "#shared/schemas/auth.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";
import { hashCounters } from "./password.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("POST /api/login", () => {
  it("signs a tutor in and sets an HttpOnly, SameSite=Lax session cookie", async () => {
    const { user, password } = await t.createUser("tutor");
    const response = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: user.username, password, role: "tutor" },
    });
    expect(response.statusCode).toBe(200);
    const body = currentUserSchema.parse(response.json());
    expect(body).toMatchObject({ id: user.id, role: "tutor", fullName: user.fullName });
    expect(response.body).not.toContain("passwordHash");
    const cookie = String(response.headers["set-cookie"]);
    expect(cookie).toMatch(/^sid=/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
  });

  it("answers the same 401 for an unknown user, a wrong password and a wrong role, with one hash check each", async () => {
    const { user, password } = await t.createUser("parent");
    const attempts = [
      { username: "nobody-here", password: "whatever1", role: "student" },
      { username: user.username, password: "wrong-password", role: "student" },
      { username: user.username, password, role: "admin" },
    ];
    for (const payload of attempts) {
      const before = hashCounters.verify;
      const response = await t.app.inject({ method: "POST", url: "/api/login", payload });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(INVALID_CREDENTIALS);
      expect(hashCounters.verify - before).toBe(1);
    }
  });

  it("rejects short usernames and passwords with the specification's messages", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: "ab", password: "12345" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: "username", message: "Username must be at least 3 characters" },
      { path: "password", message: "Password must be at least 6 characters" },
    ]);
  });
});
