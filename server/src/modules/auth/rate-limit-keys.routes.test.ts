/**
 * Rate limits an attacker cannot walk around or turn against a user: an IPv6 client
 * counts by its /64, and recovery mail is limited per account as well as per address — silently, with the
 * same neutral answer, so the limit reveals nothing about whether the account exists.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RECOVER_USERNAME_SENT, RESET_PASSWORD_SENT } from "#shared/schemas/auth.ts";
import { mailsTo } from "../../test/api-helpers.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

const minute = 60_000;
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({
    rateLimits: {
      loginPerIp: { max: 30, timeWindow: minute },
      loginPerUsername: { max: 1000, timeWindow: minute },
      loginPerUsernameAllIps: { max: 1000, timeWindow: minute },
      recovery: { max: 5, timeWindow: minute },
      register: { max: 20, timeWindow: minute },
      publicForm: { max: 10, timeWindow: minute },
    },
  });
});
afterAll(async () => {
  await t.close();
});

describe("per-address limits for IPv6 clients", () => {
  it("count a /64 as one client: 31 sign-ins from 31 addresses of one /64 end in 429", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/login",
        remoteAddress: `2001:db8:77:1:${(i + 1).toString(16)}::${i + 2}`,
        payload: { username: `nobody-${i}`, password: "wrong-pass", role: "tutor" },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
    const neighbour = await t.app.inject({
      method: "POST",
      url: "/api/login",
      remoteAddress: "2001:db8:77:2::1",
      payload: { username: "nobody", password: "wrong-pass", role: "tutor" },
    });
    expect(neighbour.statusCode).toBe(401);
  });
});

describe("recovery mail per account", () => {
  it("sends at most 3 reset links an hour to one account, however many addresses ask, answering alike", async () => {
    const { user } = await t.createUser("parent");
    for (let i = 0; i < 5; i++) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/reset-password",
        remoteAddress: `198.51.100.${i + 1}`,
        payload: { username: user.username },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe(RESET_PASSWORD_SENT);
    }
    expect(await mailsTo(t, user.email, "password-reset")).toHaveLength(3);
  });

  it("sends at most 3 username reminders an hour to one address, however many clients ask", async () => {
    const { user } = await t.createUser("parent");
    for (let i = 0; i < 5; i++) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/recover-username",
        remoteAddress: `198.51.101.${i + 1}`,
        payload: { email: user.email.toUpperCase() },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe(RECOVER_USERNAME_SENT);
    }
    expect(await mailsTo(t, user.email, "username-recovery")).toHaveLength(3);
  });
});
