/**
 * The recording job's test fixtures: a lesson held in the room on the real app with the fake media server
 * recording into a folder, Janus's real raw files copied in (the fixtures, or the long recording), the
 * tutor's stays posted as the media server's events; and a bounded wait.
 */
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { RoomTicket } from "#shared/schemas/lesson-room.ts";
import { recordedLessons } from "../../db/schema.ts";
import type { FakeMediaServer } from "../../test/fake-media-server.ts";
import type { SignedInUser, TestContext } from "../../test/test-app.ts";
import { addChild, book, makeSession, roomCalls, ticketOf } from "../lesson-room/lesson-room.test-support.ts";
import { janus, postEvents, roomTokenOf } from "../lesson-room/room-events.test-support.ts";
import { writeLongRecording } from "./long-recording.test-support.ts";
import type { TimeSpan } from "./recording-converter.port.ts";
import { copyRecordingFixture, type RecordingFixtureName } from "./recording-test-support.ts";
import { roomRecordingParts, roomRecordings } from "./room-recordings.table.ts";

/** Waits (bounded) until `check` answers a value, and answers it. */
export async function until<T>(
  check: () => Promise<T | null | undefined | false>,
  what: string,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export type LessonPeople = { tutor: SignedInUser; absentFamily: SignedInUser; presentFamily: SignedInUser };

export function recordingJobFixtures(t: TestContext, media: FakeMediaServer) {
  let nextJanusSession = 70_000 + Math.floor(Math.random() * 1_000_000);

  /** The media server's events of one stay of the ticket's person. */
  async function stay(ticket: RoomTicket, { from, to }: TimeSpan) {
    const janusSessionId = nextJanusSession++;
    const response = await postEvents(t, [
      janus.attached(janusSessionId, ticket.token, from),
      janus.joined(janusSessionId, ticket.room, ticket.feedId, roomTokenOf(media, ticket), from),
      janus.leaving(ticket.room, ticket.feedId, to),
    ]);
    expect(response.statusCode, response.body).toBe(204);
  }

  /** The tutor's recorded parts as the room's socket keeps them when it asks the media server to record. */
  async function keepParts(sessionId: number, parts: readonly string[]) {
    for (const [index, fileName] of parts.entries())
      await t.db
        .insert(roomRecordingParts)
        .values({ sessionId, fileName, janusSessionId: 1, handleId: index + 1 })
        .onConflictDoNothing();
  }

  return {
    keepParts,
    jobOf: async (sessionId: number) =>
      (await t.db.select().from(roomRecordings).where(eq(roomRecordings.sessionId, sessionId)))[0]!,
    lessonsOf: (sessionId: number) =>
      t.db.select().from(recordedLessons).where(eq(recordedLessons.sessionId, sessionId)),

    /**
     * A 60-minute lesson that started 10 minutes ago, held in the room: Amira (the absent family's) booked
     * and never came, Ben came (marked present by the tutor); the fixture's raw files (or, for "long", the
     * long recording) are in the room's folder under its ids and the tutor's stays are theirs. Not ended.
     */
    async heldLesson(people: LessonPeople, fixture: RecordingFixtureName | "long", title: string) {
      const { tutor, absentFamily, presentFamily } = people;
      const session = await makeSession(t, tutor.user.id, {
        startsInMinutes: -10,
        title,
        subject: "Physics",
      });
      const amira = await addChild(t, absentFamily.user.id, "Amira");
      const ben = await addChild(t, presentFamily.user.id, "Ben");
      await book(t, session.id, amira);
      await book(t, session.id, ben);
      const host = await ticketOf(tutor, session.id);
      const benTicket = await ticketOf(presentFamily, session.id, { studentId: ben.id });
      const rawFolder = media.recordingFolder(host.room)!;
      const ids = { janusRoomId: host.room, hostFeedId: host.feedId, childFeedIds: [benTicket.feedId] };
      const { hostStays, hostParts } =
        fixture === "long"
          ? await writeLongRecording(rawFolder, ids)
          : await copyRecordingFixture(fixture, rawFolder, ids);
      await keepParts(session.id, hostParts);
      for (const hostStay of hostStays) await stay(host, hostStay);
      const register = await tutor.inject({
        method: "PUT",
        url: `/api/scheduled-sessions/${session.id}/attendance`,
        payload: { attendance: [{ studentId: ben.id, present: true }] },
      });
      expect(register.statusCode, register.body).toBe(200);
      return { session, rawFolder, host, childFeedIds: ids.childFeedIds };
    },

    /** End Lesson by the tutor, answered 204. */
    async endLesson(tutor: SignedInUser, sessionId: number) {
      const ended = await roomCalls(tutor, sessionId).post("end");
      expect(ended.statusCode, ended.body).toBe(204);
    },
  };
}
