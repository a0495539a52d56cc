/**
 * Scale-out: two real app servers on one PostgreSQL server, files in one S3-compatible bucket
 * (s3rver), behind a round-robin loopback proxy, are one product. A session made on one is valid on the
 * other, logout on one ends it on both, a rate limit counts across both, a file uploaded through one
 * downloads through the other, 200 simultaneous bookings of a 12-seat session spread over both give
 * exactly 12, and killing one server mid-load loses no write it acknowledged.
 *
 * Everything listens on 127.0.0.1; every loop is bounded; `afterAll` stops every process and server.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import { inArray } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../db/schema.ts";
import { hashGeneratedPassword } from "../lib/password.ts";
import { pdf } from "../modules/files/files.fixtures.ts";
import { multipart } from "../modules/files/files.test-support.ts";
import {
  type AppServer,
  type Proxy as LoadBalancer,
  startPostgres,
  startProxy,
  startServer,
  stopAll,
} from "../test/cluster.ts";

const FAMILIES = 200;
const SEATS = 12;
const FAMILY_PASSWORD = "scale-out-family-2025";
const YEAR = "Year 10";
/** The demo accounts SEED_DEMO=1 creates (e2e/support/fixtures.ts). */
const DEMO = {
  admin: { username: "admin", password: "admin-demo-2025", role: "admin" },
  tutor: { username: "tutor", password: "tutor-demo-2025", role: "tutor" },
  parent: { username: "parent", password: "parent-demo-2025", role: "student" },
} as const;
/** The per-username sign-in limit with RATE_LIMIT_MULTIPLIER=1 (context.ts defaultRateLimits). */
const LOGIN_PER_USERNAME = 10;
/** The per-address sign-in limit with RATE_LIMIT_MULTIPLIER=1. */
const LOGIN_PER_ADDRESS = 30;

let s3: S3rver | undefined;
let s3Folder: string | undefined;
let pool: pg.Pool | undefined;
let a: AppServer;
let b: AppServer;
let proxy: LoadBalancer;
let db: ReturnType<typeof drizzle<typeof schema>>;
/** Each family's child, by the family's index. */
const childIds: number[] = [];

afterAll(async () => {
  try {
    // The test's own connections end before PostgreSQL stops under them.
    await pool?.end();
    await stopAll();
  } finally {
    await s3?.close();
    if (s3Folder) rmSync(s3Folder, { recursive: true, force: true });
  }
});

beforeAll(async () => {
  s3Folder = mkdtempSync(path.join(os.tmpdir(), "scale-out-s3-"));
  s3 = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: s3Folder });
  const { port: s3Port } = await s3.run();
  const s3Env = {
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_BUCKET: "scale-out-files",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
  };
  const bucketClient = new S3Client({
    endpoint: s3Env.S3_ENDPOINT,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: { accessKeyId: s3Env.S3_ACCESS_KEY_ID, secretAccessKey: s3Env.S3_SECRET_ACCESS_KEY },
  });
  await bucketClient.send(new CreateBucketCommand({ Bucket: s3Env.S3_BUCKET }));
  bucketClient.destroy();

  const postgres = await startPostgres();
  const databaseUrl = await postgres.createDatabase("scale_out");
  // Each server has its own DATA_DIR: nothing but PostgreSQL and the bucket is shared. The rate limits
  // stay at their real values (no RATE_LIMIT_MULTIPLIER), so the shared count is the product's own.
  const env = { DATABASE_URL: databaseUrl, SEED_DEMO: "1", ...s3Env };
  a = await startServer({ env });
  b = await startServer({ env });
  proxy = await startProxy([a.baseUrl, b.baseUrl]);

  pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  // An idle connection ended by the server is replaced by the pool; without a listener it would throw.
  pool.on("error", () => {});
  db = drizzle(pool, { schema, casing: "snake_case" });
  // 200 families with one Year 10 child each, written straight into the database (the cheap hash of
  // generated passwords keeps 200 sign-ins quick on a loaded machine).
  const passwordHash = await hashGeneratedPassword(FAMILY_PASSWORD);
  const [company] = await db
    .insert(schema.companies)
    .values({ name: "Scale Out Ltd", contactName: "HR", contactEmail: "hr@scale-out.example" })
    .returning({ id: schema.companies.id });
  const families = await db
    .insert(schema.users)
    .values(
      Array.from({ length: FAMILIES }, (_, i) => ({
        username: familyName(i),
        passwordHash,
        email: `family${i}@scale-out.example`,
        fullName: `Family ${i}`,
        role: "parent" as const,
        companyId: company!.id,
      })),
    )
    .returning({ id: schema.users.id });
  const children = await db
    .insert(schema.students)
    .values(families.map((family, i) => ({ userId: family.id, firstName: `Child ${i}`, grade: YEAR })))
    .returning({ id: schema.students.id });
  childIds.push(...children.map((child) => child.id));
});

const familyName = (i: number) => `scale-family-${i}`;

let familyCookies: Promise<string[]> | undefined;
/** Every family signed in through the proxy, once (eight at a time), each from its own address. */
function signInFamilies(): Promise<string[]> {
  familyCookies ??= inBatches(childIds, 8, (_, i) =>
    signIn(
      proxy.url,
      { username: familyName(i), password: FAMILY_PASSWORD, role: "student" },
      clientAddress(i),
    ),
  );
  return familyCookies;
}

/**
 * The client address a request claims through X-Forwarded-For (documentation ranges). Every app server
 * trusts the loopback proxy (TRUST_PROXY=127.0.0.1), so each part of the test signs in from its own
 * address and no part uses up another's per-address sign-in budget.
 */
const clientAddress = (i: number) => `203.0.113.${1 + (i % 254)}`;

type Answer = { status: number; body: unknown; headers: Headers };

async function call(
  baseUrl: string,
  method: string,
  url: string,
  options: {
    cookie?: string;
    json?: unknown;
    from?: string;
    body?: Buffer;
    headers?: Record<string, string>;
  } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.from) headers["x-forwarded-for"] = options.from;
  let body: string | Uint8Array<ArrayBuffer> | undefined = options.body && new Uint8Array(options.body);
  if (options.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.json);
  }
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers,
    body,
    signal: AbortSignal.timeout(120_000),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON (a file's bytes)
  }
  return { status: response.status, body: parsed, headers: response.headers };
}

/** Signs in at `baseUrl` from client address `from` and answers the `sid=…` cookie. */
async function signIn(
  baseUrl: string,
  credentials: { username: string; password: string; role: string },
  from: string,
): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": from },
    body: JSON.stringify(credentials),
    signal: AbortSignal.timeout(120_000),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith("sid="));
  if (!cookie) throw new Error("sign-in set no session cookie");
  return cookie.split(";")[0]!;
}

/** Runs `work` over `items` with at most `concurrency` at a time, answers the results in order. */
async function inBatches<T, R>(
  items: T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<R>,
) {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!, index);
      }
    }),
  );
  return results;
}

/** A group session of the children's year, made by the demo admin through the proxy. */
async function scheduleSession(adminCookie: string, tutorId: number, title: string, capacity: number) {
  const created = await call(proxy.url, "POST", "/api/admin/scheduled-sessions", {
    cookie: adminCookie,
    json: {
      title,
      description: "A popular group session for the scale-out test.",
      subject: "Mathematics",
      tutorId,
      scheduledFor: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      duration: 60,
      academicYear: YEAR,
      capacity,
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return (created.body as { id: number }).id;
}

const bookingsOf = async (sessionIds: number[]) =>
  db
    .select({
      id: schema.bookings.id,
      sessionId: schema.bookings.sessionId,
      studentId: schema.bookings.studentId,
    })
    .from(schema.bookings)
    .where(inArray(schema.bookings.sessionId, sessionIds));

describe("two app servers on one PostgreSQL server behind a load balancer", () => {
  it("(a) a session made on one server is valid on the other", async () => {
    const cookie = await signIn(a.baseUrl, DEMO.parent, "192.0.2.1");
    for (const baseUrl of [b.baseUrl, a.baseUrl, proxy.url, proxy.url]) {
      const me = await call(baseUrl, "GET", "/api/user", { cookie });
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ username: DEMO.parent.username, role: "parent" });
    }
  });

  it("(b) logout on one server ends the session on both within a second", async () => {
    const cookie = await signIn(proxy.url, DEMO.parent, "192.0.2.2");
    // Both servers have just read the session (a server that caches sessions now holds it).
    for (const baseUrl of [a.baseUrl, b.baseUrl, a.baseUrl, b.baseUrl]) {
      expect((await call(baseUrl, "GET", "/api/user", { cookie })).status).toBe(200);
    }

    const loggedOut = await call(a.baseUrl, "POST", "/api/logout", { cookie });
    expect(loggedOut.status).toBe(200);
    const answeredAt = performance.now();
    expect((await call(a.baseUrl, "GET", "/api/user", { cookie })).status).toBe(401);

    // Another server may take up to a second to hear of it: poll B for that second, then ask
    // once more; a request sent after the second has passed must be refused.
    const seen: number[] = [];
    while (performance.now() - answeredAt < 1_000) {
      const status = (await call(b.baseUrl, "GET", "/api/user", { cookie })).status;
      seen.push(status);
      if (status === 401) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (seen.at(-1) !== 401) seen.push((await call(b.baseUrl, "GET", "/api/user", { cookie })).status);
    expect(seen.at(-1), `B answered ${seen.join(", ")} after the logout on A`).toBe(401);
    for (let i = 0; i < 2; i++) {
      expect((await call(proxy.url, "GET", "/api/user", { cookie })).status).toBe(401);
    }
  });

  it("(c) the sign-in limits count attempts on both servers together", async () => {
    // One username guessed from one address, alternately on A and B: the 11th attempt is refused.
    const perUsername: number[] = [];
    for (let attempt = 0; attempt <= LOGIN_PER_USERNAME; attempt++) {
      const target = attempt % 2 === 0 ? a.baseUrl : b.baseUrl;
      const answer = await call(target, "POST", "/api/login", {
        from: "198.51.100.10",
        json: { username: DEMO.tutor.username, password: `wrong-guess-${attempt}`, role: "tutor" },
      });
      perUsername.push(answer.status);
    }
    expect(perUsername).toEqual([...Array(LOGIN_PER_USERNAME).fill(401), 429]);

    // Many usernames from one address, alternately on A and B: the attempt after the 30th is refused.
    const perAddress: number[] = [];
    for (let attempt = 0; attempt <= LOGIN_PER_ADDRESS; attempt++) {
      const target = attempt % 2 === 0 ? a.baseUrl : b.baseUrl;
      const answer = await call(target, "POST", "/api/login", {
        from: "198.51.100.11",
        json: { username: `nobody-${attempt}`, password: "not-a-password", role: "student" },
      });
      perAddress.push(answer.status);
    }
    expect(perAddress).toEqual([...Array(LOGIN_PER_ADDRESS).fill(401), 429]);
  });

  it("(d) a file uploaded through one server downloads through the other", async () => {
    const cookie = await signIn(a.baseUrl, DEMO.tutor, "192.0.2.3");
    const bytes = pdf(40_000);
    const form = multipart([{ filename: "worksheet.pdf", content: bytes, contentType: "application/pdf" }]);
    const uploaded = await call(a.baseUrl, "POST", "/api/files", {
      cookie,
      body: form.payload,
      headers: form.headers,
    });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const { fileUrl } = uploaded.body as { fileUrl: string };

    for (const baseUrl of [b.baseUrl, proxy.url, proxy.url]) {
      const response = await fetch(`${baseUrl}${fileUrl}`, {
        headers: { cookie },
        signal: AbortSignal.timeout(120_000),
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
    }
  });

  it(`(e) ${FAMILIES} simultaneous bookings of a ${SEATS}-seat session over both servers give exactly ${SEATS}`, async () => {
    const adminCookie = await signIn(proxy.url, DEMO.admin, "192.0.2.4");
    const tutor = await call(a.baseUrl, "GET", "/api/user", {
      cookie: await signIn(b.baseUrl, DEMO.tutor, "192.0.2.5"),
    });
    const tutorId = (tutor.body as { id: number }).id;
    const sessionId = await scheduleSession(adminCookie, tutorId, "Exam technique masterclass", SEATS);

    const cookies = await signInFamilies();

    const hitsBefore = proxy.hits();
    const answers = await Promise.all(
      cookies.map((cookie, i) =>
        call(proxy.url, "POST", "/api/bookings", { cookie, json: { sessionId, studentId: childIds[i] } }),
      ),
    );
    const hitsAfter = proxy.hits();
    const statuses = answers.map((answer) => answer.status);
    const booked = answers.filter((answer) => answer.status === 201);
    expect(booked.length, `answers: ${JSON.stringify(countOf(statuses))}`).toBe(SEATS);
    expect(statuses.filter((status) => status === 409).length).toBe(FAMILIES - SEATS);
    // The proxy spread the rush over both servers.
    expect(hitsAfter[0]! - hitsBefore[0]!).toBeGreaterThanOrEqual(FAMILIES / 4);
    expect(hitsAfter[1]! - hitsBefore[1]!).toBeGreaterThanOrEqual(FAMILIES / 4);

    const stored = await bookingsOf([sessionId]);
    expect(stored).toHaveLength(SEATS);
    expect(new Set(stored.map((row) => row.id))).toEqual(
      new Set(booked.map((answer) => (answer.body as { id: number }).id)),
    );
  });

  it("(f) killing one server mid-load loses no acknowledged write", async () => {
    const cookies = await signInFamilies();
    const adminCookie = await signIn(proxy.url, DEMO.admin, "192.0.2.6");
    const tutor = await call(a.baseUrl, "GET", "/api/user", {
      cookie: await signIn(a.baseUrl, DEMO.tutor, "192.0.2.7"),
    });
    const tutorId = (tutor.body as { id: number }).id;
    // Room for every family: seven sessions of 30 seats, family i books session i % 7.
    const sessionIds: number[] = [];
    for (let i = 0; i < 7; i++) {
      sessionIds.push(await scheduleSession(adminCookie, tutorId, `Revision group ${i + 1}`, 30));
    }

    let answered = 0;
    let killed: Promise<void> | undefined;
    let hitsAtKill: number[] = [];
    const answers = await inBatches(cookies, 8, async (cookie, i) => {
      const booking = { sessionId: sessionIds[i % sessionIds.length]!, studentId: childIds[i]! };
      let answer: Answer;
      try {
        answer = await call(proxy.url, "POST", "/api/bookings", { cookie, json: booking });
      } catch (error) {
        answer = { status: 0, body: String(error), headers: new Headers() };
      }
      answered++;
      // Halfway through, server A crashes with requests in flight.
      if (answered === FAMILIES / 2) {
        hitsAtKill = proxy.hits();
        killed = a.kill("SIGKILL");
      }
      return { booking, ...answer };
    });
    await killed;
    expect(await a.exited).toBeNull();

    const acknowledged = answers.filter((answer) => answer.status >= 200 && answer.status < 300);
    const others = answers.filter((answer) => answer.status < 200 || answer.status >= 300);
    // Only requests caught on the dying server may fail: the proxy's 502, or (status 0) an answer cut off.
    expect(
      others.every((answer) => answer.status === 502 || answer.status === 0),
      JSON.stringify(others.map((answer) => [answer.status, answer.body])),
    ).toBe(true);
    expect(acknowledged.length).toBeGreaterThanOrEqual(FAMILIES * 0.75);
    // After the crash the other server took the rest (all but the few then in flight on A).
    expect(proxy.hits()[1]! - hitsAtKill[1]!).toBeGreaterThanOrEqual(FAMILIES / 4);

    const stored = await bookingsOf(sessionIds);
    const storedIds = new Set(stored.map((row) => row.id));
    const lost = acknowledged.filter((answer) => !storedIds.has((answer.body as { id: number }).id));
    expect(lost, "bookings answered 201 but not in the database").toEqual([]);
    for (const answer of acknowledged) {
      const row = stored.find((candidate) => candidate.id === (answer.body as { id: number }).id)!;
      expect(row).toMatchObject(answer.booking);
    }
  });
});

function countOf(values: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}
