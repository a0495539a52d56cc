/**
 * The session cache across servers (decision 034): two apps, each with its own pool and its own
 * listening connection, on one PostgreSQL database. A session that server B has cached ends on B within
 * about a second of a sign-out, a password change or a deactivation made through server A; and B empties
 * its cache while its listening connection is down.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildApp } from "../../app.ts";
import { openDatabase } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { hashPassword } from "../../lib/password.ts";
import { passwordChange } from "../../test/api-helpers.ts";
import { cookieFrom } from "../../test/test-app.ts";
import { testConfig } from "../../test/test-config.ts";
import { announceSessionChange } from "../session-changes/session-changes.service.ts";
import { loginSessions } from "./login-sessions.table.ts";
import { LISTENER_NAME } from "./session-cache.ts";

const PASSWORD = "correct-horse-1";
/** Polls of server B, 10 ms apart: about a second on an idle machine, longer on a loaded one. */
const POLLS = 100;

type Server = Awaited<ReturnType<typeof buildApp>>;
let adminUrl: string;
let databaseName: string;
let serverA: Server;
let serverB: Server;
let closeDatabases: () => Promise<void>;

beforeAll(async () => {
  adminUrl = inject("postgresAdminUrl")!;
  databaseName = `t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName} TEMPLATE ${inject("postgresTemplate")}`);
  await admin.end();
  const url = adminUrl.replace(/\/postgres$/, `/${databaseName}`);
  const databaseA = await openDatabase({ databaseUrl: url });
  const databaseB = await openDatabase({ databaseUrl: url });
  serverA = await buildApp({ database: databaseA, config: testConfig() });
  serverB = await buildApp({ database: databaseB, config: testConfig() });
  closeDatabases = async () => {
    await databaseA.close();
    await databaseB.close();
  };
  await untilListening(serverB);
});

afterAll(async () => {
  await serverA?.close();
  await serverB?.close();
  await closeDatabases?.();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  await admin.end();
});

let counter = 0;

async function createUser(role: "admin" | "tutor" | "parent") {
  counter++;
  const [user] = await serverA.deps.database.db
    .insert(users)
    .values({
      username: `${role}-x${counter}`,
      email: `${role}-x${counter}@example.org`,
      fullName: `Cross ${role} ${counter}`,
      role,
      passwordHash: await hashPassword(PASSWORD),
      isActivated: true,
    })
    .returning();
  return user!;
}

async function signIn(server: Server, user: { username: string; role: string }) {
  const response = await server.inject({
    method: "POST",
    url: "/api/login",
    payload: {
      username: user.username,
      password: PASSWORD,
      role: user.role === "parent" ? "student" : user.role,
    },
  });
  expect(response.statusCode).toBe(200);
  return cookieFrom(response.headers["set-cookie"]);
}

const call = (server: Server, cookie: string, options: InjectOptions) =>
  server.inject({ ...options, headers: { ...(options.headers ?? {}), cookie } });

const userStatus = async (server: Server, cookie: string) =>
  (await call(server, cookie, { method: "GET", url: "/api/user" })).statusCode;

/** Server B's answer to GET /api/user, polled until it is not 200 or POLLS run out. */
async function statusOnBOnceChanged(cookie: string) {
  let status = await userStatus(serverB, cookie);
  for (let poll = 0; status === 200 && poll < POLLS; poll++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    status = await userStatus(serverB, cookie);
  }
  return status;
}

/**
 * Waits until `server`'s cache holds a session (its listener is up): a session row removed behind the
 * apps' backs (no announcement) is still honoured only by a server that answers from memory.
 */
async function untilListening(server: Server) {
  const user = await createUser("parent");
  for (let attempt = 0; attempt < 300; attempt++) {
    const cookie = await signIn(server, user);
    expect(await userStatus(server, cookie)).toBe(200);
    await server.deps.database.db.delete(loginSessions).where(eq(loginSessions.userId, user.id));
    if ((await userStatus(server, cookie)) === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the session cache never started listening");
}

/** A session in B's cache: B answered it, and still answers it with its row gone behind its back. */
async function cachedOnB(user: { id: number; username: string; role: string }) {
  const cookie = await signIn(serverA, user);
  expect(await userStatus(serverB, cookie)).toBe(200);
  return cookie;
}

describe("a session cached on server B", () => {
  it("is answered by B from memory until a change is announced, then ends on B", async () => {
    const family = await createUser("parent");
    const cookie = await cachedOnB(family);
    const [session] = await serverA.deps.database.db
      .delete(loginSessions)
      .where(eq(loginSessions.userId, family.id))
      .returning();
    expect(await userStatus(serverB, cookie)).toBe(200);
    await announceSessionChange(serverA.deps.database.db, { kind: "session", sessionId: session!.id });
    expect(await statusOnBOnceChanged(cookie)).toBe(401);
  });

  it("ends on B when the family signs out through A", async () => {
    const family = await createUser("parent");
    const cookie = await cachedOnB(family);
    expect((await call(serverA, cookie, { method: "POST", url: "/api/logout" })).statusCode).toBe(200);
    expect(await statusOnBOnceChanged(cookie)).toBe(401);
  });

  it("ends on B when the password is changed through A in another session", async () => {
    const family = await createUser("parent");
    const onB = await cachedOnB(family);
    const onA = await signIn(serverA, family);
    const changed = await call(serverA, onA, {
      method: "POST",
      url: "/api/change-password",
      payload: passwordChange(PASSWORD),
    });
    expect(changed.statusCode).toBe(200);
    expect(await statusOnBOnceChanged(onB)).toBe(401);
    // The session that changed it goes on, on either server.
    expect(await userStatus(serverB, onA)).toBe(200);
  });

  it("ends on B when an admin deactivates the teacher through A", async () => {
    const admin = await createUser("admin");
    const adminCookie = await signIn(serverA, admin);
    const tutor = await createUser("tutor");
    const cookie = await cachedOnB(tutor);
    const deactivated = await call(serverA, adminCookie, {
      method: "PUT",
      url: `/api/admin/tutors/${tutor.id}`,
      payload: { isActive: false },
    });
    expect(deactivated.statusCode).toBe(200);
    expect(await statusOnBOnceChanged(cookie)).toBe(401);
  });

  it("is dropped while B's listening connection is down, and cached again once it is back", async () => {
    const family = await createUser("parent");
    const cookie = await cachedOnB(family);
    await serverA.deps.database.db.delete(loginSessions).where(eq(loginSessions.userId, family.id));
    expect(await userStatus(serverB, cookie)).toBe(200);
    // Ends both servers' listening connections, as a restart of PostgreSQL or a network cut would.
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const ended = await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = $2",
      [databaseName, LISTENER_NAME],
    );
    await admin.end();
    expect(ended.rowCount).toBe(2);
    expect(await statusOnBOnceChanged(cookie)).toBe(401);
    await untilListening(serverB);
  });
});
