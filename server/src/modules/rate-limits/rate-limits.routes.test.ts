/**
 * Rate limits counted in PostgreSQL (decision 031): two app servers built on one database count every
 * limit together, simultaneous hits are each counted once, and expired counters are purged.
 */
import { eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import type { AppConfig } from "../../context.ts";
import { scheduledSessions } from "../../db/schema.ts";
import { errorOf } from "../../test/api-helpers.ts";
import { createTestApp, type TestContext, testConfig } from "../../test/test-app.ts";
import { createHousekeepingRepository } from "../housekeeping/housekeeping.repository.ts";
import { createRateLimitsRepository } from "./rate-limits.repository.ts";
import { rateLimitCounters } from "./rate-limits.table.ts";

const minute = 60_000;
const generous = { max: 10_000, timeWindow: minute };
const rateLimits: AppConfig["rateLimits"] = {
  loginPerIp: { max: 5, timeWindow: minute },
  loginPerUsername: { max: 3, timeWindow: minute },
  loginPerUsernameAllIps: generous,
  recovery: generous,
  register: generous,
  publicForm: generous,
  messages: { max: 4, timeWindow: minute },
};

let t: TestContext;
/** A second app server on the same database: what a second machine behind the load balancer would be. */
let other: TestContext["app"];
beforeAll(async () => {
  t = await createTestApp({ rateLimits });
  other = await buildApp({ database: t.database, config: testConfig({ rateLimits }) });
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

type App = TestContext["app"];

function signIn(app: App, remoteAddress: string, username: string, password = "wrong-pass-1") {
  return app.inject({
    method: "POST",
    url: "/api/login",
    remoteAddress,
    payload: { username, password, role: "tutor" },
  });
}

function expectLimited(response: Awaited<ReturnType<App["inject"]>>, message: RegExp) {
  expect(response.statusCode, response.body).toBe(429);
  expect(errorOf(response).message).toMatch(message);
  expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
}

const tooManyAttempts = /^Too many attempts\. Please wait .+ and try again\.$/;

describe("rate limits shared by app servers on one database", () => {
  it("counts a route's per-address limit over both servers: hits split between them reach 429", async () => {
    const address = "192.0.2.10";
    // Five sign-ins of five usernames, alternating servers: each refused as a wrong password only.
    for (let i = 0; i < 5; i++) {
      const response = await signIn(i % 2 ? other : t.app, address, `nobody-${i}`);
      expect(response.statusCode, response.body).toBe(401);
    }
    // The sixth is refused on either server, with the limit's message and Retry-After.
    expectLimited(await signIn(t.app, address, "nobody-5"), tooManyAttempts);
    expectLimited(await signIn(other, address, "nobody-6"), tooManyAttempts);
    // Another address is not held back.
    expect((await signIn(other, "192.0.2.11", "nobody-7")).statusCode).toBe(401);
  });

  it("counts the per-username sign-in limit over both servers, even for the right password", async () => {
    const { user, password } = await t.createUser("tutor");
    const address = "192.0.2.20";
    for (let i = 0; i < 3; i++) {
      const response = await signIn(i % 2 ? other : t.app, address, user.username);
      expect(response.statusCode, response.body).toBe(401);
    }
    expectLimited(await signIn(other, address, user.username, password), tooManyAttempts);
    expectLimited(await signIn(t.app, address, user.username, password), tooManyAttempts);
  });

  it("counts an account's messages over both servers", async () => {
    const tutor = await t.asRole("tutor");
    const family = await t.asRole("parent");
    // A family may write to a tutor who has an open session ahead.
    await t.db.insert(scheduledSessions).values({
      title: "Open group",
      subject: "English",
      scheduledFor: new Date(Date.now() + 24 * 60 * minute),
      tutorId: tutor.user.id,
    });
    const send = (app: App) =>
      app.inject({
        method: "POST",
        url: "/api/messages/threads",
        headers: { cookie: family.cookie },
        payload: { tutorId: tutor.user.id, body: "Hello there" },
      });
    for (let i = 0; i < 4; i++) {
      const response = await send(i % 2 ? other : t.app);
      expect(response.statusCode, response.body).toBe(201);
    }
    expectLimited(await send(other), /^You have sent a lot of messages in a short time\. Please wait .+/);
  });

  it("keeps two routes' counters apart even when their limits share a name", async () => {
    const address = "192.0.2.30";
    for (let i = 0; i < 5; i++) expect((await signIn(t.app, address, `someone-${i}`)).statusCode).toBe(401);
    expectLimited(await signIn(other, address, "someone-5"), tooManyAttempts);
    // The two-factor step counts under the same limit name ("login-ip") but on its own route.
    const code = await other.inject({
      method: "POST",
      url: "/api/login/two-factor",
      remoteAddress: address,
      payload: { code: "123456" },
    });
    expect(code.statusCode, code.body).not.toBe(429);
    const keys = (
      await t.db
        .select({ key: rateLimitCounters.key })
        .from(rateLimitCounters)
        .where(like(rateLimitCounters.key, `route:%${address}`))
    ).map((row) => row.key);
    expect(keys.sort()).toEqual([
      "route:POST /api/login/two-factor:login-ip:192.0.2.30",
      "route:POST /api/login:login-ip:192.0.2.30",
    ]);
  });

  it("lets exactly the limit through when 20 sign-ins arrive at once on both servers", async () => {
    const address = "192.0.2.40";
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signIn(i % 2 ? other : t.app, address, `rush-${i}`)),
    );
    const statuses = answers.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });
});

describe("rate-limit counters", () => {
  it("counts 20 simultaneous hits on one key exactly once each", async () => {
    const counters = createRateLimitsRepository(t.db);
    const counts = await Promise.all(
      Array.from({ length: 20 }, () => counters.hit("test:simultaneous", minute)),
    );
    expect(counts.map((counted) => counted.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    for (const { resetInMs } of counts) {
      expect(resetInMs).toBeGreaterThan(0);
      expect(resetInMs).toBeLessThanOrEqual(minute);
    }
    expect(await counters.read("test:simultaneous")).toMatchObject({ count: 20 });
    // Hits commit without waiting for the WAL flush, but only their own transaction does: other writes
    // on the connection still wait for it (one connection on PGlite, so a leak would show here).
    const [setting] = await t.db
      .select({ value: sql<string>`current_setting('synchronous_commit')` })
      .from(rateLimitCounters)
      .limit(1);
    expect(setting?.value).toBe("on");
  });

  it("starts a new window at 1 once the last has ended, and reads an ended window as 0", async () => {
    const counters = createRateLimitsRepository(t.db);
    await counters.hit("test:window", minute);
    expect((await counters.hit("test:window", minute)).count).toBe(2);
    await t.db
      .update(rateLimitCounters)
      .set({ resetAt: new Date(Date.now() - minute) })
      .where(eq(rateLimitCounters.key, "test:window"));
    expect(await counters.read("test:window")).toEqual({ count: 0, resetInMs: 0 });
    const restarted = await counters.hit("test:window", 2 * minute);
    expect(restarted.count).toBe(1);
    expect(restarted.resetInMs).toBeGreaterThan(minute);
  });

  it("gives a hit back to the window it was counted in only, never below 0 (decision 051)", async () => {
    const counters = createRateLimitsRepository(t.db);
    const first = await counters.hit("test:give-back", minute);
    const second = await counters.hit("test:give-back", minute);
    expect(second.window).toBe(first.window);
    await counters.giveBack(second);
    expect(await counters.read("test:give-back")).toMatchObject({ count: 1 });
    await counters.giveBack(first);
    await counters.giveBack(first);
    expect(await counters.read("test:give-back")).toMatchObject({ count: 0 });
    // Once the window has ended, a hit of it is gone already: giving it back leaves the next window alone.
    const old = await counters.hit("test:give-back", minute);
    await t.db
      .update(rateLimitCounters)
      .set({ resetAt: new Date(Date.now() - minute) })
      .where(eq(rateLimitCounters.key, "test:give-back"));
    const next = await counters.hit("test:give-back", minute);
    expect(next.count).toBe(1);
    await counters.giveBack(old);
    expect(await counters.read("test:give-back")).toMatchObject({ count: 1 });
  });

  it("are purged by housekeeping once their window has ended", async () => {
    const counters = createRateLimitsRepository(t.db);
    await counters.hit("test:ended", minute);
    await counters.hit("test:live", minute);
    await t.db
      .update(rateLimitCounters)
      .set({ resetAt: new Date(Date.now() - minute) })
      .where(eq(rateLimitCounters.key, "test:ended"));
    const purged = await createHousekeepingRepository(t.db).purge();
    expect(purged.rateLimitCounters).toBeGreaterThanOrEqual(1);
    const left = await t.db
      .select({ key: rateLimitCounters.key })
      .from(rateLimitCounters)
      .where(like(rateLimitCounters.key, "test:%"));
    expect(left.map((row) => row.key)).not.toContain("test:ended");
    expect(left.map((row) => row.key)).toContain("test:live");
  });
});
