/**
 * The safeguarding record of every lesson held in the room, for admins (docs/decisions/054 "Safeguarding
 * record and erasure"): the list of lessons, and per lesson its join log, its chat (hidden messages marked,
 * their text kept) and its recording or the conversion's state. The join log and chat are read through the
 * lesson room's own reads, handed in by the container (the lesson room sits below the recordings).
 */
import type {
  JoinLogEntry,
  RoomChatRecord,
  RoomLessonRecord,
  RoomLessonsPage,
} from "#shared/schemas/room-recordings.ts";
import { roomErrors } from "../lesson-room/lesson-room.errors.ts";
import type { SafeguardingRecordRepository } from "./safeguarding-record.repository.ts";

export type SafeguardingRecordDeps = {
  recordRepo: SafeguardingRecordRepository;
  /** The lesson room's join log of a session (one row per stay). */
  joinLog: (sessionId: number) => Promise<JoinLogEntry[]>;
  /** The lesson room's chat of a session as kept. */
  chat: (sessionId: number) => Promise<RoomChatRecord[]>;
};

export function createSafeguardingRecordService({ recordRepo, joinLog, chat }: SafeguardingRecordDeps) {
  return {
    /** `GET /api/admin/room-lessons?page=`: 20 a page, newest first; a page past the end is empty. */
    async lessons(page: number): Promise<RoomLessonsPage> {
      const { items, total } = await recordRepo.lessonsPage(page);
      return { items: items.map(({ videoUrl: _videoUrl, ...item }) => item), page, total };
    },

    /** `GET /api/admin/room-lessons/{sessionId}`; a session never held in the room is 404 with its words. */
    async record(sessionId: number): Promise<RoomLessonRecord> {
      const lesson = await recordRepo.lesson(sessionId);
      if (!lesson) throw roomErrors.notHeldInRoom();
      const [log, messages] = await Promise.all([joinLog(sessionId), chat(sessionId)]);
      return { ...lesson, joinLog: log, chat: messages };
    },
  };
}

export type SafeguardingRecordService = ReturnType<typeof createSafeguardingRecordService>;
