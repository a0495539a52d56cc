/**
 * The lesson room's part of the container (decision 052, docs/decisions/053): its services, each given
 * the repositories, ports and media server it uses, and the one LISTEN on `room_changed` this server's
 * state calls wait on. `createContainer` calls it once; `close` stops the listener (waking the waits).
 */
import type { FastifyBaseLogger } from "fastify";
import type { Repositories } from "./container-repositories.ts";
import type { AppConfig } from "./context.ts";
import type { DatabaseHandle } from "./db/client.ts";
import type { BookingsService } from "./modules/bookings/bookings.service.ts";
import { createLessonRoomService } from "./modules/lesson-room/lesson-room.service.ts";
import { createRoomAttendanceService } from "./modules/lesson-room/room-attendance.service.ts";
import { listenForRoomChanges } from "./modules/lesson-room/room-changes.ts";
import { createRoomChatService } from "./modules/lesson-room/room-chat.service.ts";
import { createRoomChatLogService } from "./modules/lesson-room/room-chat-log.service.ts";
import { createRoomEventsService } from "./modules/lesson-room/room-events.service.ts";
import { createRoomGateService } from "./modules/lesson-room/room-gate.service.ts";
import { createRoomModerationService } from "./modules/lesson-room/room-moderation.service.ts";
import type { MediaServer } from "./modules/media-server/media-server.port.ts";
import { createSafeguardingRecordService } from "./modules/room-recordings/safeguarding-record.service.ts";

export type RoomPartsOptions = {
  database: DatabaseHandle;
  config: AppConfig;
  log: FastifyBaseLogger;
  repositories: Repositories;
  media: MediaServer;
  /** The register's roster behind its access rule: the room's attendance call decides access as the register does. */
  registerRoster: BookingsService["roster"];
  /** Queues the ended lesson's recording job (room-recordings, above the room; docs/decisions/054). */
  queueRecording?: (sessionId: number) => Promise<unknown>;
};

export function createRoomServices({
  database,
  config,
  log,
  repositories,
  media,
  registerRoster,
  queueRecording,
}: RoomPartsOptions) {
  const roomChanges = listenForRoomChanges(database, log);
  const rooms = repositories.roomState;
  // Presence: the media server's events make stays; the attendance call and the register read them.
  const presenceRepo = repositories.roomPresence;
  const roomEvents = createRoomEventsService({ presenceRepo, touch: rooms.touch, media, log });
  const roomAttendance = createRoomAttendanceService({
    presenceRepo,
    sessionsRepo: repositories.timetable,
    registerRoster,
    bookingsRepo: repositories.bookings,
    touch: rooms.touch,
  });
  /**
   * What happens once a lesson ended: its recording is queued, its stays close and the register is filled
   * for the unmarked. The queue comes first: when it fails, the register stays unfilled and the sweeper runs
   * this again (the queue is once per session).
   */
  const lessonEnded = async (sessionId: number, at: Date) => {
    await queueRecording?.(sessionId);
    await roomAttendance.lessonEnded(sessionId, at);
  };
  const lessonRoom = createLessonRoomService({
    rooms,
    sessions: repositories.timetable,
    childOf: repositories.bookings.findChildOf,
    media,
    changes: roomChanges,
    lessonEnded,
    stateWaitMs: config.roomStateWaitMs,
  });
  const roomModeration = createRoomModerationService({ rooms, media });
  // The media server's socket lets through only what a ticket's person needs (docs/decisions/060).
  const roomGate = createRoomGateService({
    presenceRepo,
    media,
    keepPart: repositories.recordingParts.add,
  });
  const roomChat = createRoomChatService({ rooms, media });
  // The chat kept with the session, for its tutor and admins after the lesson (docs/decisions/054).
  const roomChatLog = createRoomChatLogService({
    recordRepo: repositories.roomRecord,
    sessions: repositories.timetable,
  });
  // The admin's safeguarding record reads the join log and chat through the room's own reads.
  const safeguardingRecord = createSafeguardingRecordService({
    recordRepo: repositories.safeguardingRecord,
    joinLog: repositories.roomRecord.joinLog,
    chat: repositories.roomRecord.chat,
  });
  const services = {
    ...{ lessonRoom, roomModeration, roomChat, roomEvents, roomAttendance },
    ...{ roomChatLog, safeguardingRecord, roomGate },
  };
  return {
    roomChanges,
    services,
    lessonEnded,
    async close() {
      await roomChanges.close();
    },
  };
}
