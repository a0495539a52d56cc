/**
 * Published passwords never open a reachable server (decision 046): on the demo data
 * `npm start` seeds, the demo accounts sign in from this machine's own addresses only, unless SEED_DEMO=1
 * was set explicitly. From anywhere else their passwords answer the same 401 as a wrong one, after the
 * same work, and count as a failed attempt. The client address is the one the server believes, and a
 * forwarding header naming another machine, believed or not, makes the request another machine's.
 */
import { networkInterfaces } from "node:os";
import type { InjectOptions } from "fastify";
import * as OTPAuth from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMMON_PASSWORD_MESSAGE, INVALID_CREDENTIALS, twoFactorSetupSchema } from "#shared/schemas/auth.ts";
import { seedDemoDataIfEmpty } from "../../db/seed/index.ts";
import { DEMO_OTHER_ACCOUNTS_PASSWORD, DEMO_SIGN_INS } from "../../db/seed/users.ts";
import { hashCounters } from "../../lib/password.ts";
import { expectError, passwordChange } from "../../test/api-helpers.ts";
import { createTestApp, fileStorageOf, setupTestApp, type TestContext } from "../../test/test-app.ts";
import { signInEvents } from "./login-sessions.table.ts";

const t = setupTestApp();
const [ADMIN, TUTOR, PARENT] = DEMO_SIGN_INS;
const ROLE = { Admin: "admin", Tutor: "tutor", Parent: "student", Employer: "hr" } as const;
/** Every demo account with its published password: the README's four and one the seed also makes. */
const DEMO_ACCOUNTS = [
  ...DEMO_SIGN_INS.map((signIn) => ({
    username: signIn.username,
    password: signIn.password,
    role: ROLE[signIn.iAmA],
  })),
  { username: "tutor.james", password: DEMO_OTHER_ACCOUNTS_PASSWORD, role: "tutor" },
];
const ELSEWHERE = "203.0.113.9";

beforeAll(async () => {
  expect(await seedDemoDataIfEmpty(t.db, fileStorageOf(t.app))).toBe(true);
});

function signInFrom(
  context: TestContext,
  remoteAddress: string,
  body: { username: string; password: string; role: string },
  headers: InjectOptions["headers"] = {},
) {
  return context.app.inject({ method: "POST", url: "/api/login", remoteAddress, headers, payload: body });
}

/** The addresses of this machine's network interfaces other than loopback (none in some containers). */
const interfaceAddresses = () =>
  Object.values(networkInterfaces())
    .flatMap((entries) => entries ?? [])
    .filter((entry) => !entry.internal)
    .map((entry) => entry.address);

describe("demo sign-ins from another machine", () => {
  it("answer the same 401 as a wrong password, with the same hash work, and count as failed attempts", async () => {
    const wrong = await signInFrom(t, ELSEWHERE, { ...ADMIN, password: "not-the-password", role: "admin" });
    expectError(wrong, 401, INVALID_CREDENTIALS);
    for (const account of DEMO_ACCOUNTS) {
      const verifies = hashCounters.verify;
      const strong = hashCounters.strongVerify;
      const refused = await signInFrom(t, ELSEWHERE, account);
      expectError(refused, 401, INVALID_CREDENTIALS);
      expect(refused.body, account.username).toBe(wrong.body);
      expect(refused.headers["set-cookie"], account.username).toBeUndefined();
      expect(hashCounters.verify - verifies, account.username).toBe(1);
      expect(hashCounters.strongVerify - strong, account.username).toBe(1);
    }
    // Recorded as failed attempts from that address (the history is written without holding the answer).
    await expect
      .poll(async () => {
        const events = await t.db.select().from(signInEvents);
        return events.filter((event) => event.addressKey === ELSEWHERE).map((event) => event.succeeded);
      })
      .toEqual(Array(DEMO_ACCOUNTS.length + 1).fill(false));
  });

  it("sign in from this machine: loopback, IPv6 and IPv4-mapped loopback, and its own interface addresses", async () => {
    const local = ["127.0.0.1", "127.0.0.2", "::1", "::ffff:127.0.0.1", ...interfaceAddresses()];
    for (const address of local) {
      for (const account of DEMO_ACCOUNTS) {
        const response = await signInFrom(t, address, account);
        expect(response.statusCode, `${account.username} from ${address}`).toBe(200);
      }
    }
  });

  it("are refused through a proxy the server does not trust, whichever header names the other machine", async () => {
    const forwarded: Record<string, string>[] = [
      { "x-forwarded-for": ELSEWHERE },
      { "x-forwarded-for": `127.0.0.1, ${ELSEWHERE}` },
      { "x-forwarded-for": "unknown" },
      { "x-real-ip": ELSEWHERE },
      { forwarded: `for=${ELSEWHERE};proto=https` },
      { forwarded: 'for="[2001:db8::17]:4711"' },
    ];
    for (const headers of forwarded) {
      const response = await signInFrom(t, "127.0.0.1", { ...PARENT, role: "student" }, headers);
      expectError(response, 401, INVALID_CREDENTIALS);
    }
    // A forwarding header that names this machine only is this machine's (a local browser behind a local proxy).
    const local = await signInFrom(
      t,
      "127.0.0.1",
      { ...PARENT, role: "student" },
      { "x-forwarded-for": "127.0.0.1", forwarded: 'for="[::1]:5173"' },
    );
    expect(local.statusCode, local.body).toBe(200);
  });

  it("turn on no code step either: the demo admin with two-factor on gets the plain 401", async () => {
    const local = await signInFrom(t, "127.0.0.1", { ...ADMIN, role: "admin" });
    const cookie = String(local.headers["set-cookie"]).split(";")[0]!;
    const setup = twoFactorSetupSchema.parse(
      (
        await t.app.inject({ method: "POST", url: "/api/account/two-factor/setup", headers: { cookie } })
      ).json(),
    );
    const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(setup.secret) }).generate();
    const confirm = await t.app.inject({
      method: "POST",
      url: "/api/account/two-factor/confirm",
      headers: { cookie },
      payload: { code },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const refused = await signInFrom(t, ELSEWHERE, { ...ADMIN, role: "admin" });
    expectError(refused, 401, INVALID_CREDENTIALS);
    expect(String(refused.headers["set-cookie"] ?? "")).not.toContain("two_factor=");
    const here = await signInFrom(t, "127.0.0.1", { ...ADMIN, role: "admin" });
    expect(here.json()).toEqual({ twoFactorRequired: true });
  });

  it("follow the password: a demo account given a password of its own signs in from anywhere, and none may choose a demo one", async () => {
    const local = await signInFrom(t, "127.0.0.1", { ...TUTOR, role: "tutor" });
    const cookie = String(local.headers["set-cookie"]).split(";")[0]!;
    const change = (newPassword: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/change-password",
        headers: { cookie },
        payload: passwordChange(TUTOR.password, newPassword),
      });
    // A published password is as good as a common one: refused like one, whoever chooses it.
    for (const published of [PARENT.password, DEMO_OTHER_ACCOUNTS_PASSWORD.toUpperCase()]) {
      const refused = await change(published);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().issues).toEqual([{ path: "newPassword", message: COMMON_PASSWORD_MESSAGE }]);
    }
    expect((await change("a-tutors-own-password")).statusCode).toBe(200);
    const elsewhere = await signInFrom(t, ELSEWHERE, {
      username: TUTOR.username,
      password: "a-tutors-own-password",
      role: "tutor",
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
  });
});

describe("demo sign-ins with SEED_DEMO=1 set explicitly, and behind a trusted proxy", () => {
  let open: TestContext;
  let proxied: TestContext;
  beforeAll(async () => {
    open = await createTestApp({ demoSignInsFromAnywhere: true });
    proxied = await createTestApp({ trustProxy: ["127.0.0.1"] });
    // The rule follows the password: an account holding a published one stands for the demo admin.
    await open.createUser("admin", { username: "demo-admin", password: ADMIN.password });
    await proxied.createUser("admin", { username: "demo-admin", password: ADMIN.password });
  });
  afterAll(async () => {
    await open?.close();
    await proxied?.close();
  });
  const demoAdmin = { username: "demo-admin", password: ADMIN.password, role: "admin" };

  it("sign in from any address when the operator said SEED_DEMO=1", async () => {
    expect((await signInFrom(open, ELSEWHERE, demoAdmin)).statusCode).toBe(200);
  });

  it("are refused for the client a trusted proxy names, and signed in for one on this machine", async () => {
    const remote = await signInFrom(proxied, "127.0.0.1", demoAdmin, { "x-forwarded-for": ELSEWHERE });
    expectError(remote, 401, INVALID_CREDENTIALS);
    const local = await signInFrom(proxied, "127.0.0.1", demoAdmin, { "x-forwarded-for": "::1" });
    expect(local.statusCode, local.body).toBe(200);
  });
});
