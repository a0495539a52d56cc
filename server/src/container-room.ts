/**
 * The lesson room's part of the container (decision 052, docs/decisions/053): its services, each given
 * the repositories, ports and media server it uses, and the one LISTEN on `room_changed` this server's
 * state calls wait on. `createContainer` calls it once; `close` stops the listener (waking the waits).
 */
import type { FastifyBaseLogger } from "fastify";
import type { Repositories } from "./container-repositories.ts";
import type { AppConfig } from "./context.ts";
import type { DatabaseHandle } from "./db/client.ts";
import { createLessonRoomService } from "./modules/lesson-room/lesson-room.service.ts";
import { listenForRoomChanges } from "./modules/lesson-room/room-changes.ts";
import { createRoomChatService } from "./modules/lesson-room/room-chat.service.ts";
import { createRoomModerationService } from "./modules/lesson-room/room-moderation.service.ts";
import type { MediaServer } from "./modules/media-server/media-server.port.ts";

export type RoomPartsOptions = {
  database: DatabaseHandle;
  config: AppConfig;
  log: FastifyBaseLogger;
  repositories: Repositories;
  media: MediaServer;
};

export function createRoomServices({ database, config, log, repositories, media }: RoomPartsOptions) {
  const roomChanges = listenForRoomChanges(database, log);
  const rooms = repositories.roomState;
  /** What happens once a lesson ended (presence closed, register filled): the attendance service's. */
  const lessonEnded = async (_sessionId: number, _at: Date) => {};
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
  const roomChat = createRoomChatService({ rooms, media });
  const services = { lessonRoom, roomModeration, roomChat };
  return {
    roomChanges,
    services,
    async close() {
      await roomChanges.close();
    },
  };
}
