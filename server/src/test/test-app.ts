/**
 * Test harness: a fresh migrated database per call (PGlite in memory from a snapshot, or a new database
 * on the real PostgreSQL server under vitest.pg.config.ts), the app built around it, and helpers to
 * create users and call the API as them.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import type { FastifyServerOptions, InjectOptions } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { buildApp } from "../app.ts";
import { type AppConfig, defaultRateLimits } from "../context.ts";
import { type DatabaseHandle, openDatabase } from "../db/client.ts";
import { companies, users } from "../db/schema.ts";
import { hashPassword } from "../lib/password.ts";
import type { MediaServer } from "../modules/media-server/media-server.port.ts";
import { testConfig } from "./test-config.ts";

export { defaultRateLimits, testConfig };

/** The app's file storage, as the container built it (decision 052). */
export const fileStorageOf = (app: {
  deps: { storage: import("../modules/files/files.storage.ts").FileStorage };
}) => app.deps.storage;

/** A fresh, migrated database for one test file. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const adminUrl = inject("postgresAdminUrl");
  if (adminUrl) {
    const name = `t_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject("postgresTemplate")}`);
    await admin.end();
    const database = await openDatabase({ databaseUrl: adminUrl.replace(/\/postgres$/, `/${name}`) });
    const close = database.close;
    return {
      ...database,
      close: async () => {
        await close();
        const cleanup = new pg.Client({ connectionString: adminUrl });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      },
    };
  }
  const snapshot = readFileSync(inject("pgliteSnapshot"));
  return openDatabase({ memory: true, loadDataDir: new Blob([snapshot]) });
}

/** `hr`: an employer's HR manager (give it a `companyId` for its `/api/employer/*` calls). */
export type TestRole = "admin" | "tutor" | "parent" | "hr";

let counter = 0;

/**
 * `logger` is for tests that read the log (no logging otherwise); `media` a stand-in media server for the
 * routes that read it (decision 053), none otherwise.
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  logger?: FastifyServerOptions["logger"],
  media?: MediaServer,
) {
  const database = await openTestDatabase();
  const app = await buildApp({ database, config: testConfig(overrides), logger, media });
  const db = database.db;

  async function createCompany(values: Partial<typeof companies.$inferInsert> = {}) {
    counter++;
    const rows = await db
      .insert(companies)
      .values({
        name: `Company ${counter}`,
        contactName: "Pat Contact",
        contactEmail: `hr${counter}@company.example`,
        ...values,
      })
      .returning();
    return rows[0]!;
  }

  async function createUser(
    role: TestRole = "parent",
    values: Partial<typeof users.$inferInsert> & { password?: string } = {},
  ) {
    counter++;
    const { password = "correct-horse-1", ...rest } = values;
    const rows = await db
      .insert(users)
      .values({
        username: `${role}${counter}`,
        email: `${role}${counter}@example.org`,
        fullName: `Test ${role} ${counter}`,
        role,
        passwordHash: await hashPassword(password),
        isActivated: true,
        ...rest,
      })
      .returning();
    return { user: rows[0]!, password };
  }

  /** Signs in through the API; returns the Cookie header value. */
  async function signIn(username: string, password: string, role: string) {
    const response = await app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username, password, role },
    });
    if (response.statusCode !== 200)
      throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
    return cookieFrom(response.headers["set-cookie"]);
  }

  /** A new user of the role, signed in; `inject` calls the API as them. */
  async function asRole(
    role: TestRole,
    values: Partial<typeof users.$inferInsert> & { password?: string } = {},
  ) {
    const { user, password } = await createUser(role, values);
    const cookie = await signIn(user.username, password, role === "parent" ? "student" : role);
    return {
      user,
      password,
      cookie,
      inject: (options: InjectOptions) =>
        app.inject({ ...options, headers: { ...(options.headers ?? {}), cookie } }),
    };
  }

  return {
    app,
    database,
    db,
    createCompany,
    createUser,
    signIn,
    asRole,
    async close() {
      await app.deps.mailer.flush();
      await app.close();
      await database.close();
    },
  };
}

export type TestContext = Awaited<ReturnType<typeof createTestApp>>;
/** A user of a role, signed in: `inject` calls the API as them. */
export type SignedInUser = Awaited<ReturnType<TestContext["asRole"]>>;
export type TestUser = Awaited<ReturnType<TestContext["createUser"]>>;

/** A stand-in for a value made in `beforeAll`: it reads the value when a test or hook uses it. */
function madeBeforeAll<T extends object>(read: () => T | undefined, name: string): T {
  return new Proxy({} as T, {
    get(_target, key) {
      const value = read();
      if (!value) throw new Error(`${name} is made in beforeAll: use it inside a test or hook`);
      return Reflect.get(value, key);
    },
  });
}

/** The file's app on a fresh database: built before its tests, closed after them. */
export function setupTestApp(overrides: Partial<AppConfig> = {}, media?: MediaServer): TestContext {
  let context: TestContext | undefined;
  beforeAll(async () => {
    context = await createTestApp(overrides, undefined, media);
  });
  afterAll(async () => {
    await context?.close();
  });
  return madeBeforeAll(() => context, "the test app");
}

/**
 * The file's app with a signed-in admin and, when `tutorName` is given, a teacher of that name: the
 * fixture of the admin's routes.
 */
export function setupAdminTestApp(options: { tutorName?: string } = {}) {
  const t = setupTestApp();
  let admin: SignedInUser | undefined;
  let tutor: TestUser | undefined;
  beforeAll(async () => {
    admin = await t.asRole("admin");
    if (options.tutorName) tutor = await t.createUser("tutor", { fullName: options.tutorName });
  });
  return { t, admin: madeBeforeAll(() => admin, "admin"), tutor: madeBeforeAll(() => tutor, "tutor") };
}

export function cookieFrom(header: string | string[] | undefined): string {
  const first = Array.isArray(header) ? header.find((h) => h.startsWith("sid=")) : header;
  if (!first) throw new Error("no session cookie set");
  return first.split(";")[0]!;
}

/** "METHOD /path" for every route in Fastify's printRoutes tree (HEAD left out). */
export function registeredRoutes(app: {
  printRoutes: (options: { commonPrefix: false }) => string;
}): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    // A segment sharing a prefix with its sibling prints as the rest of it (`/chat` then `-log`), not a path.
    const match = /^([│├└─\s]*)([^\s│├└─]\S*)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    for (const method of (match[3] ?? "").split(", ").filter((m) => m && m !== "HEAD")) {
      routes.push(`${method} ${stack.join("")}`);
    }
  }
  return routes;
}

/**
 * The accounts the portal route tests act as, signed in before the file's tests: an admin, the tutor who
 * owns the rows, another tutor and a family.
 */
export function setupPortalUsers(t: TestContext) {
  let users: Record<"admin" | "tutor" | "otherTutor" | "family", SignedInUser> | undefined;
  beforeAll(async () => {
    users = {
      admin: await t.asRole("admin", { fullName: "Alex Admin" }),
      tutor: await t.asRole("tutor", { fullName: "Sarah Whitfield" }),
      otherTutor: await t.asRole("tutor", { fullName: "James Patel" }),
      family: await t.asRole("parent"),
    };
  });
  const user = (name: keyof NonNullable<typeof users>) => madeBeforeAll(() => users?.[name], name);
  return {
    admin: user("admin"),
    tutor: user("tutor"),
    otherTutor: user("otherTutor"),
    family: user("family"),
  };
}
