/**
 * The lesson room's part of the container (decision 052, docs/decisions/053): its services, each given
 * the repositories, ports and media server it uses, and the one LISTEN on `room_changed` this server's
 * state calls wait on. `createContainer` calls it once; `close` stops the listener (waking the waits).
 */
import type { FastifyBaseLogger } from "fastify";
import type { Repositories } from "./container-repositories.ts";
import type { AppConfig } from "./context.ts";
import type { DatabaseHandle } from "./db/client.ts";
import { listenForRoomChanges } from "./modules/lesson-room/room-changes.ts";
import type { MediaServer } from "./modules/media-server/media-server.port.ts";

export type RoomPartsOptions = {
  database: DatabaseHandle;
  config: AppConfig;
  log: FastifyBaseLogger;
  repositories: Repositories;
  media: MediaServer;
};

export function createRoomServices({ database, log }: RoomPartsOptions) {
  const roomChanges = listenForRoomChanges(database, log);
  const services = {};
  return {
    roomChanges,
    services,
    async close() {
      await roomChanges.close();
    },
  };
}
