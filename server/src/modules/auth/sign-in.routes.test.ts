import { describe, expect, it } from "vitest";
import { currentUserSchema, INVALID_CREDENTIALS } from "#shared/schemas/auth.ts";
import { okSchema } from "#shared/schemas/common.ts";
import { hashCounters, hashGeneratedPassword } from "../../lib/password.ts";
import {
  errorOf,
  expectError,
  getUser,
  login,
  post,
  postWith,
  sessionCookie,
} from "../../test/api-helpers.ts";
import { setupTestApp } from "../../test/test-app.ts";

const t = setupTestApp();

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
    expect(response.body).not.toContain(user.passwordHash);
    const cookie = String(response.headers["set-cookie"]);
    expect(cookie).toMatch(/^sid=/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Path=/");
  });

  it("signs each role in; Parent sends student and is reported as parent", async () => {
    for (const [role, sent] of [
      ["admin", "admin"],
      ["tutor", "tutor"],
      ["parent", "student"],
    ] as const) {
      const { user, password } = await t.createUser(role);
      const response = await post(t, "/api/login", { username: user.username, password, role: sent });
      expect(response.statusCode, response.body).toBe(200);
      expect(currentUserSchema.parse(response.json()).role).toBe(role);
    }
  });

  it("defaults the role to student (the family account) when none is sent", async () => {
    const { user, password } = await t.createUser("parent");
    const response = await post(t, "/api/login", { username: user.username, password });
    expect(response.statusCode).toBe(200);
    expect(currentUserSchema.parse(response.json()).role).toBe("parent");
  });

  it("matches the username without regard to case or surrounding spaces", async () => {
    const { user, password } = await t.createUser("tutor");
    const response = await post(t, "/api/login", {
      username: ` ${user.username.toUpperCase()} `,
      password,
      role: "tutor",
    });
    expect(response.statusCode).toBe(200);
  });

  it("answers the same 401 for an unknown user, a wrong password and a wrong role, with one hash check each", async () => {
    const { user, password } = await t.createUser("parent");
    const { user: tutor, password: tutorPassword } = await t.createUser("tutor");
    const attempts = [
      { username: "nobody-here", password: "whatever1", role: "student" },
      { username: user.username, password: "wrong-password", role: "student" },
      { username: user.username, password, role: "admin" },
      { username: user.username, password, role: "tutor" },
      { username: tutor.username, password: tutorPassword, role: "student" },
    ];
    const bodies = new Set<string>();
    for (const payload of attempts) {
      const before = hashCounters.verify;
      const hashesBefore = hashCounters.hash;
      const response = await post(t, "/api/login", payload);
      expectError(response, 401, INVALID_CREDENTIALS);
      expect(response.headers["set-cookie"]).toBeUndefined();
      expect(hashCounters.verify - before).toBe(1);
      expect(hashCounters.hash - hashesBefore).toBe(0);
      bodies.add(response.body);
    }
    // Byte-for-byte the same answer: nothing tells the cases apart.
    expect(bodies.size).toBe(1);
  });

  it("does the same strong hash work for every refusal, also for a bulk account's lighter generated hash", async () => {
    const { user: chosen } = await t.createUser("parent");
    const generatedPassword = "Gen3ratedPassw0rd";
    const { user: generated } = await t.createUser("parent", {
      passwordHash: await hashGeneratedPassword(generatedPassword),
      isActivated: false,
      mustChangePassword: true,
    });
    const { user: deactivated } = await t.createUser("parent", {
      passwordHash: await hashGeneratedPassword(generatedPassword),
      isActive: false,
      mustChangePassword: true,
    });
    const refused = [
      { username: "nobody-at-all", password: "whatever1", role: "student" },
      { username: chosen.username, password: "wrong-password", role: "student" },
      { username: generated.username, password: "wrong-password", role: "student" },
      // The right generated password, refused all the same: the lighter hash alone would answer sooner.
      { username: generated.username, password: generatedPassword, role: "tutor" },
      { username: deactivated.username, password: generatedPassword, role: "student" },
    ];
    for (const payload of refused) {
      const before = hashCounters.strongVerify;
      expectError(await post(t, "/api/login", payload), 401, INVALID_CREDENTIALS);
      expect(hashCounters.strongVerify - before, `${payload.username} as ${payload.role}`).toBe(1);
    }
    // The generated password itself still signs in.
    const accepted = await post(t, "/api/login", {
      username: generated.username,
      password: generatedPassword,
      role: "student",
    });
    expect(accepted.statusCode).toBe(200);
  });

  it("refuses a deactivated account with the same 401", async () => {
    const { user, password } = await t.createUser("tutor", { isActive: false });
    expectError(await login(t, user.username, password, "tutor"), 401, INVALID_CREDENTIALS);
  });

  it("rejects short usernames and passwords with the specification's messages", async () => {
    const response = await post(t, "/api/login", { username: "ab", password: "12345" });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Username must be at least 3 characters");
    expect(response.json().issues).toEqual([
      { path: "username", message: "Username must be at least 3 characters" },
      { path: "password", message: "Password must be at least 6 characters" },
    ]);
  });

  it("rejects a role outside the list, missing fields and wrong types with 400, never 500", async () => {
    const badRole = await post(t, "/api/login", { username: "someone", password: "secret1", role: "owner" });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().message).toBe("Role must be admin, tutor, student or hr");
    // [1§5]: the sign-in role is admin, tutor or student (and hr, for HR managers); the family account signs
    // in as student.
    const storedName = await post(t, "/api/login", {
      username: "someone",
      password: "secret1",
      role: "parent",
    });
    expect(storedName.statusCode).toBe(400);
    expect(storedName.json().issues).toEqual([
      {
        path: "role",
        message: "Role must be admin, tutor, student or hr",
      },
    ]);

    const missing = await post(t, "/api/login", {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toEqual([
      { path: "username", message: "Username is required" },
      { path: "password", message: "Password is required" },
    ]);

    for (const payload of [
      { username: 12345, password: "secret1" },
      { username: "someone", password: ["secret1"] },
      { username: { $ne: null }, password: { $ne: null } },
      [],
      "plain",
      null,
    ]) {
      const response = await postWith(
        t,
        "/api/login",
        { "content-type": "application/json" },
        JSON.stringify(payload),
      );
      expect(response.statusCode, response.body).toBe(400);
    }
  });

  it("applies the Origin and NUL checks and the session to percent-encoded API paths too", async () => {
    const { user, password } = await t.createUser("tutor");
    const foreign = await postWith(
      t,
      "/%61pi/login",
      { origin: "https://evil.example" },
      { username: user.username, password, role: "tutor" },
    );
    expectError(foreign, 403, "Cross-site request refused");
    const nul = await t.app.inject({
      method: "POST",
      url: "/%61pi/login",
      payload: { username: "ab\u0000c", password: "whatever", role: "tutor" },
    });
    expectError(nul, 400, "Text may not contain NUL characters.");
    const signedIn = await t.asRole("parent");
    const me = await t.app.inject({
      method: "GET",
      url: "/%61pi/user",
      headers: { cookie: signedIn.cookie },
    });
    expect(me.statusCode, me.body).toBe(200);
  });

  it("answers 400 to malformed JSON, 415 to a non-JSON body, and 403 to a foreign Origin", async () => {
    const malformed = await postWith(
      t,
      "/api/login",
      { "content-type": "application/json" },
      '{"username": "abc", ',
    );
    expect(malformed.statusCode).toBe(400);

    for (const contentType of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data"]) {
      const response = await postWith(
        t,
        "/api/login",
        { "content-type": contentType },
        "username=admin&password=secret1",
      );
      expect(response.statusCode, contentType).toBe(415);
    }

    const { user, password } = await t.createUser("tutor");
    const foreign = await postWith(
      t,
      "/api/login",
      { origin: "https://evil.example" },
      { username: user.username, password, role: "tutor" },
    );
    expectError(foreign, 403, "Cross-site request refused");
    expect(foreign.headers["set-cookie"]).toBeUndefined();

    const ownOrigin = await postWith(
      t,
      "/api/login",
      { origin: "http://localhost:5000" },
      { username: user.username, password, role: "tutor" },
    );
    expect(ownOrigin.statusCode).toBe(200);
  });

  it("issues a new session id at sign-in: a cookie from before no longer works", async () => {
    const { user, password } = await t.createUser("tutor");
    const first = sessionCookie(await login(t, user.username, password, "tutor"));
    expect((await getUser(t, first)).statusCode).toBe(200);

    const second = await post(t, "/api/login", { username: user.username, password, role: "tutor" }, first);
    expect(second.statusCode).toBe(200);
    const secondCookie = sessionCookie(second);
    expect(secondCookie).not.toBe(first);

    expectError(await getUser(t, first), 401, "Not signed in");
    expect(currentUserSchema.parse((await getUser(t, secondCookie)).json()).id).toBe(user.id);
  });

  it("refuses an unknown or forged session cookie", async () => {
    expectError(await getUser(t, "sid=not-a-real-session-token"), 401, "Not signed in");
  });
});

describe("bad input on every auth call", () => {
  const endpoints = [
    "/api/login",
    "/api/register",
    "/api/recover-username",
    "/api/reset-password",
    "/api/reset-password/confirm",
    "/api/change-password",
    "/api/validate-invite-token",
  ];
  const bodies = [
    "null",
    "[]",
    '"text"',
    "123",
    "{}",
    '{"username": {"$gt": ""}, "email": ["a@b.c"], "token": 1, "code": false}',
    JSON.stringify({
      username: "x".repeat(10_000),
      email: `${"e".repeat(300)}@example.org`,
      token: "t".repeat(500),
    }),
    "{not json",
  ];

  it("answers 400 (or 401 where a session is needed), never 500", async () => {
    const tutor = await t.asRole("tutor");
    for (const url of endpoints) {
      for (const payload of bodies) {
        const response = await t.app.inject({
          method: "POST",
          url,
          headers: { "content-type": "application/json", cookie: tutor.cookie },
          payload,
        });
        expect(response.statusCode, `${url} ${payload.slice(0, 40)} → ${response.body}`).toBe(400);
        expect(errorOf(response).message.length).toBeGreaterThan(0);
      }
    }
  });

  it("caps field lengths with the classic message", async () => {
    const response = await post(t, "/api/login", { username: "u".repeat(51), password: "secret1" });
    expectError(response, 400, "Username must be at most 50 characters");
    const code = await t.app.inject({ method: "GET", url: `/api/registration-codes/${"C".repeat(51)}` });
    expect(code.statusCode).toBe(400);
  });
});

describe("GET /api/user", () => {
  it("answers 401 when nobody is signed in", async () => {
    expectError(await getUser(t), 401, "Not signed in");
  });

  it("returns the signed-in user without the password hash", async () => {
    const tutor = await t.asRole("tutor");
    const response = await getUser(t, tutor.cookie);
    expect(response.statusCode).toBe(200);
    expect(currentUserSchema.parse(response.json())).toEqual({
      id: tutor.user.id,
      role: "tutor",
      fullName: tutor.user.fullName,
      email: tutor.user.email,
      username: tutor.user.username,
      profileImage: null,
      companyId: null,
      mustChangePassword: false,
      twoFactorEnabled: false,
      twoFactorSetupRequired: false,
    });
    expect(response.body).not.toContain("passwordHash");
    expect(response.body).not.toContain("$argon2");
  });
});

describe("POST /api/logout", () => {
  it("ends the session on the server: the old cookie answers 401 afterwards", async () => {
    const tutor = await t.asRole("tutor");
    const other = await t.signIn(tutor.user.username, tutor.password, "tutor");
    const response = await post(t, "/api/logout", undefined, tutor.cookie);
    expect(response.statusCode).toBe(200);
    expect(okSchema.parse(response.json()).message).toBe("You have been successfully logged out.");
    expect(String(response.headers["set-cookie"])).toMatch(/^sid=;/);
    expectError(await getUser(t, tutor.cookie), 401, "Not signed in");
    // Only this session ends; the same account signed in elsewhere stays signed in.
    expect((await getUser(t, other)).statusCode).toBe(200);
  });

  it("answers 200 when nobody is signed in", async () => {
    expect((await post(t, "/api/logout")).statusCode).toBe(200);
  });
});
