/**
 * The admin's list of lessons held in the room and the head of each lesson's safeguarding record
 * (DECISIONS.md "Recordings made by the room", docs/decisions/054 "Safeguarding record and erasure"): the
 * session, who taught it, how many children entered, how many chat messages it kept, its recorded lesson
 * and its conversion job (read here from `room_recordings`; the job's writer is the recordings' own
 * repository). The join log and the chat are the lesson room's (`room-record.repository.ts`).
 */
import { desc, eq, sql } from "drizzle-orm";
import {
  ROOM_LESSONS_PAGE_SIZE,
  type RoomLessonSummary,
  type RoomRecordingJob,
} from "#shared/schemas/room-recordings.ts";
import type { Database } from "../../db/client.ts";
import { roomChat, roomLessons, roomParticipants, roomPresence } from "../lesson-room/lesson-room.table.ts";
import { recordedLessons } from "../recorded-lessons/recorded-lessons.table.ts";
import { scheduledSessions } from "../scheduled-sessions/scheduled-sessions.table.ts";
import { users } from "../users/users.table.ts";
import { jobStateOf } from "./room-recordings.repository.ts";
import { roomRecordings } from "./room-recordings.table.ts";

type JobRow = typeof roomRecordings.$inferSelect;

/** The conversion job as the record shows it (the overdue list's `jobStateOf`): converting while a server's lease runs. */
function jobOf(row: JobRow | null, now: Date): RoomRecordingJob | null {
  return row ? jobStateOf({ ...row, converting: row.lockedUntil !== null && row.lockedUntil > now }) : null;
}

export function createSafeguardingRecordRepository(db: Database) {
  // Children who entered: a child's participant row with at least one stay (one row per child and session,
  // so an erased child, whose row lost its `studentId`, is still counted once).
  const childrenEntered = sql<number>`(
    select count(*)::int from ${roomParticipants}
    where ${roomParticipants.sessionId} = ${roomLessons.sessionId}
      and ${roomParticipants.role} = 'participant'
      and exists (select 1 from ${roomPresence} where ${roomPresence.participantId} = ${roomParticipants.id})
  )`;
  const chatMessages = sql<number>`(
    select count(*)::int from ${roomChat} where ${roomChat.sessionId} = ${roomLessons.sessionId}
  )`;

  const summaries = () =>
    db
      .select({
        sessionId: roomLessons.sessionId,
        title: scheduledSessions.title,
        subject: scheduledSessions.subject,
        tutorName: users.fullName,
        scheduledFor: scheduledSessions.scheduledFor,
        openedAt: roomLessons.openedAt,
        endedAt: roomLessons.endedAt,
        children: childrenEntered,
        chatMessages,
        recordingId: recordedLessons.id,
        recordingTitle: recordedLessons.title,
        videoUrl: recordedLessons.videoUrl,
        job: roomRecordings,
      })
      .from(roomLessons)
      .innerJoin(scheduledSessions, eq(scheduledSessions.id, roomLessons.sessionId))
      .leftJoin(users, eq(users.id, scheduledSessions.tutorId))
      .leftJoin(recordedLessons, eq(recordedLessons.sessionId, roomLessons.sessionId))
      .leftJoin(roomRecordings, eq(roomRecordings.sessionId, roomLessons.sessionId));

  type Row = Awaited<ReturnType<ReturnType<typeof summaries>["execute"]>>[number];

  const toSummary = (row: Row, now: Date): RoomLessonSummary & { videoUrl: string | null } => ({
    sessionId: row.sessionId,
    title: row.title,
    subject: row.subject,
    tutorName: row.tutorName,
    scheduledFor: row.scheduledFor.toISOString(),
    openedAt: row.openedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    children: row.children,
    chatMessages: row.chatMessages,
    recording: row.recordingId === null ? null : { id: row.recordingId, title: row.recordingTitle ?? "" },
    job: jobOf(row.job, now),
    videoUrl: row.recordingId === null ? null : row.videoUrl,
  });

  return {
    /** One page (from 1) of the lessons held in the room, the latest opened first, and how many there are. */
    async lessonsPage(page: number, now = new Date()) {
      const [rows, [count]] = await Promise.all([
        summaries()
          .orderBy(desc(roomLessons.openedAt), desc(roomLessons.sessionId))
          .limit(ROOM_LESSONS_PAGE_SIZE)
          .offset((page - 1) * ROOM_LESSONS_PAGE_SIZE),
        db.select({ total: sql<number>`count(*)::int` }).from(roomLessons),
      ]);
      return { items: rows.map((row) => toSummary(row, now)), total: count?.total ?? 0 };
    },

    /** The head of one lesson's record with its recorded lesson's video address; null when never held. */
    async lesson(sessionId: number, now = new Date()) {
      const rows = await summaries().where(eq(roomLessons.sessionId, sessionId)).limit(1);
      return rows[0] ? toSummary(rows[0], now) : null;
    },
  };
}

export type SafeguardingRecordRepository = ReturnType<typeof createSafeguardingRecordRepository>;
