/**
 * The lesson room's route-test fixtures: sessions starting at a chosen time, children, bookings, and
 * calls as a signed-in account, on the real PGlite app with the recording media server.
 */
import { expect } from "vitest";
import type { RoomState, RoomTicket } from "#shared/schemas/lesson-room.ts";
import { bookings, scheduledSessions, students } from "../../db/schema.ts";
import { createFakeMediaServer } from "../../test/fake-media-server.ts";
import { type SignedInUser, setupTestApp, type TestContext } from "../../test/test-app.ts";

const MINUTE = 60_000;

/** The file's app with a fake media server and a short state wait (a long poll ends within 2 s). */
export function setupRoomApp() {
  const media = createFakeMediaServer();
  const t = setupTestApp({ roomStateWaitMs: 2_000 }, media);
  return { t, media };
}

type Caller = Pick<SignedInUser, "inject">;

/** A session of `tutorId` starting `startsInMinutes` from now (a group one unless `studentId`). */
export async function makeSession(
  t: TestContext,
  tutorId: number,
  values: Partial<typeof scheduledSessions.$inferInsert> & { startsInMinutes?: number } = {},
) {
  const { startsInMinutes = 5, ...rest } = values;
  const [row] = await t.db
    .insert(scheduledSessions)
    .values({
      title: "Fractions",
      subject: "Maths",
      tutorId,
      scheduledFor: new Date(Date.now() + startsInMinutes * MINUTE),
      duration: 60,
      capacity: 6,
      ...rest,
    })
    .returning();
  return row!;
}

export async function addChild(t: TestContext, familyId: number, firstName: string | null = "Ada") {
  const [row] = await t.db
    .insert(students)
    .values({ userId: familyId, firstName, grade: "Year 5" })
    .returning();
  return row!;
}

export async function book(t: TestContext, sessionId: number, child: { id: number; userId: number }) {
  await t.db.insert(bookings).values({ sessionId, studentId: child.id, userId: child.userId });
}

const room = (sessionId: number) => `/api/scheduled-sessions/${sessionId}/room`;

export const roomCalls = (caller: Caller, sessionId: number) => ({
  ticket: (body: { studentId?: number } = {}) =>
    caller.inject({ method: "POST", url: room(sessionId), payload: body }),
  state: (since?: number) =>
    caller.inject({
      method: "GET",
      url: `${room(sessionId)}/state${since === undefined ? "" : `?since=${since}`}`,
    }),
  post: (path: string, payload?: object) =>
    caller.inject({ method: "POST", url: `${room(sessionId)}/${path}`, ...(payload ? { payload } : {}) }),
  call: (method: "DELETE" | "PUT", path: string, payload?: object) =>
    caller.inject({ method, url: `${room(sessionId)}/${path}`, ...(payload ? { payload } : {}) }),
});

/** A ticket answered 200. */
export async function ticketOf(caller: Caller, sessionId: number, body: { studentId?: number } = {}) {
  const response = await roomCalls(caller, sessionId).ticket(body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as RoomTicket;
}

/** The caller's state of the room, answered 200. */
export async function stateOf(caller: Caller, sessionId: number, since?: number) {
  const response = await roomCalls(caller, sessionId).state(since);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as RoomState;
}

/** Asserts an answer's status and exact message. */
export function expectRefusal(
  response: { statusCode: number; json: () => unknown },
  status: number,
  message: string,
) {
  expect({ status: response.statusCode, message: (response.json() as { message?: string }).message }).toEqual(
    {
      status,
      message,
    },
  );
}
