/**
 * The room's state across app servers (docs/decisions/053): two apps, each with its own pool and its one
 * listening connection, on one PostgreSQL database and one media server. A family's state call waiting on
 * server B is answered soon after its tutor admits the child through server A, and however many calls
 * wait, each server holds one LISTEN.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { RoomState, RoomTicket } from "#shared/schemas/lesson-room.ts";
import { buildApp } from "../../app.ts";
import { openDatabase } from "../../db/client.ts";
import { bookings, scheduledSessions, students, users } from "../../db/schema.ts";
import { hashPassword } from "../../lib/password.ts";
import { createFakeMediaServer } from "../../test/fake-media-server.ts";
import { cookieFrom } from "../../test/test-app.ts";
import { testConfig } from "../../test/test-config.ts";
import { ROOM_LISTENER_NAME } from "./room-changes.ts";

const PASSWORD = "correct-horse-1";
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
  // One media server serves every app server; the state calls wait up to 10 s here.
  const media = createFakeMediaServer();
  const config = testConfig({ roomStateWaitMs: 10_000 });
  serverA = await buildApp({ database: databaseA, config, media });
  serverB = await buildApp({ database: databaseB, config, media });
  closeDatabases = async () => {
    await databaseA.close();
    await databaseB.close();
  };
  await untilListeners(2);
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

/** The room listeners connected to the test's database, as PostgreSQL lists them. */
async function listeners() {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const result = await admin.query<{ n: number }>(
      "select count(*)::int as n from pg_stat_activity where datname = $1 and application_name = $2",
      [databaseName, ROOM_LISTENER_NAME],
    );
    return result.rows[0]!.n;
  } finally {
    await admin.end();
  }
}

async function untilListeners(count: number) {
  for (let i = 0; i < 200 && (await listeners()) < count; i++) await new Promise((r) => setTimeout(r, 25));
}

let counter = 0;
async function signedIn(server: Server, role: "tutor" | "parent") {
  counter++;
  const [user] = await server.deps.database.db
    .insert(users)
    .values({
      username: `${role}-room-${counter}`,
      email: `${role}-room-${counter}@example.org`,
      fullName: `Room ${role} ${counter}`,
      role,
      passwordHash: await hashPassword(PASSWORD),
      isActivated: true,
    })
    .returning();
  const response = await server.inject({
    method: "POST",
    url: "/api/login",
    payload: { username: user!.username, password: PASSWORD, role: role === "parent" ? "student" : role },
  });
  return { user: user!, cookie: cookieFrom(response.headers["set-cookie"]) };
}

describe("the room's state across two app servers", () => {
  it("wakes a state call waiting on server B soon after an admission through server A", async () => {
    const tutor = await signedIn(serverA, "tutor");
    const family = await signedIn(serverB, "parent");
    const db = serverA.deps.database.db;
    const [session] = await db
      .insert(scheduledSessions)
      .values({ title: "Algebra", subject: "Maths", tutorId: tutor.user.id, scheduledFor: new Date() })
      .returning();
    const [child] = await db
      .insert(students)
      .values({ userId: family.user.id, firstName: "Ada", grade: "Year 7" })
      .returning();
    await db
      .insert(bookings)
      .values({ sessionId: session!.id, studentId: child!.id, userId: family.user.id });
    const room = `/api/scheduled-sessions/${session!.id}/room`;
    const asTutor = (method: "GET" | "POST", url: string, payload?: object) =>
      serverA.inject({ method, url, headers: { cookie: tutor.cookie }, ...(payload ? { payload } : {}) });
    const asFamily = (method: "GET" | "POST", url: string) =>
      serverB.inject({
        method,
        url,
        headers: { cookie: family.cookie },
        ...(method === "POST" ? { payload: {} } : {}),
      });

    expect((await asTutor("POST", room, {})).statusCode).toBe(200);
    const ticket = (await asFamily("POST", room)).json() as RoomTicket;
    expect(ticket.status).toBe("waiting");
    const { version } = (await asFamily("GET", `${room}/state`)).json() as RoomState;

    // Several calls wait on B at once; B still holds one listening connection.
    const waits = [0, 1, 2].map(() => asFamily("GET", `${room}/state?since=${version}`));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await listeners()).toBe(2);
    const started = performance.now();
    const admitted = await asTutor("POST", `${room}/admit`, { participantIds: [ticket.participantId] });
    expect(admitted.statusCode).toBe(204);
    const answers = await Promise.all(waits);
    const took = performance.now() - started;
    for (const answer of answers) {
      const state = answer.json() as RoomState;
      expect(state.status).toBe("admitted");
      expect(state.version).toBeGreaterThan(version);
      expect(state.roomToken).not.toBeNull();
    }
    // Far under the 10 s wait (and the 5 s re-check): the notice from A woke B.
    expect(took).toBeLessThan(2_000);
  });
});
