/**
 * What the host does to the people in the room, and what a person does to itself (DECISIONS.md "The
 * lesson room", docs/decisions/053): admit waiting children (one by one, or all), remove a child
 * (it cannot come back to this lesson), mute a microphone, stop a camera, lower a hand; a child raises and
 * lowers its own hand, and everyone in the room turns its own microphone and camera on and off.
 */
import type { RoomAdmitBody, RoomMyMediaBody } from "#shared/schemas/lesson-room.ts";
import type { MediaServer } from "../media-server/media-server.port.ts";
import { roomErrors } from "./lesson-room.errors.ts";
import { bestEffort, mediaRoomOf, onMediaServer, type RoomViewer, roomAccess } from "./room-access.ts";
import type { RoomStateRepository } from "./room-state.repository.ts";

export type RoomModerationDeps = {
  rooms: RoomStateRepository;
  media: MediaServer;
  clock?: () => Date;
};

export function createRoomModerationService(deps: RoomModerationDeps) {
  const { rooms, media } = deps;
  const clock = deps.clock ?? (() => new Date());
  const access = roomAccess(rooms, media);

  return {
    /**
     * `POST …/room/admit`: the named waiting children, or all of them. Each one's room token goes on the
     * room's allowed list, and its next state call hands it over. Naming someone not in this room is 404.
     */
    async admit(viewer: RoomViewer, sessionId: number, body: RoomAdmitBody) {
      const { lesson } = await access.host(viewer, sessionId);
      const ids = body.all === true ? "all" : [...new Set(body.participantIds ?? [])];
      if (ids !== "all") for (const id of ids) await access.child(sessionId, id);
      const admitted = await rooms.admit(sessionId, ids, clock());
      for (const row of admitted) await access.allowLatest(lesson, row.id);
      if (admitted.length > 0) await rooms.touch(sessionId);
    },

    /**
     * `POST …/room/participants/{id}/remove`: the child is out for the rest of this lesson — its room
     * tokens leave the allowed list, the media server cuts its feed, and its tickets answer 403.
     */
    async remove(viewer: RoomViewer, sessionId: number, participantId: number) {
      const { lesson } = await access.host(viewer, sessionId);
      const child = await access.child(sessionId, participantId);
      if (child.state === "removed") return;
      const now = clock();
      await rooms.setState(child.id, "removed", now);
      await rooms.touch(sessionId);
      await access.disallowAll(lesson, child.id, now);
      await bestEffort(media.kick(mediaRoomOf(lesson), child.feedId));
    },

    /** `POST …/room/participants/{id}/mute` and `/stop-camera`: the media server silences the feed. */
    async silence(
      viewer: RoomViewer,
      sessionId: number,
      participantId: number,
      what: "microphone" | "camera",
    ) {
      const { lesson } = await access.host(viewer, sessionId);
      const child = await access.child(sessionId, participantId, true);
      const audio = what === "microphone";
      await onMediaServer(
        media.moderate(mediaRoomOf(lesson), child.feedId, audio ? { audio: true } : { video: true }),
      );
      await rooms.setMedia(
        child.id,
        audio ? { micOffByHost: true, microphoneOn: false } : { cameraOffByHost: true, cameraOn: false },
      );
      await rooms.touch(sessionId);
    },

    /** `POST …/room/participants/{id}/lower-hand` (the host). */
    async lowerHand(viewer: RoomViewer, sessionId: number, participantId: number) {
      await access.host(viewer, sessionId);
      const child = await access.child(sessionId, participantId);
      if (child.handRaisedAt === null) return;
      await rooms.setHand(child.id, false, clock());
      await rooms.touch(sessionId);
    },

    /** `POST …/room/hand` / `DELETE …/room/hand`: a child in the room raises or lowers its own hand. */
    async ownHand(viewer: RoomViewer, sessionId: number, raised: boolean) {
      const { me } = await access.admitted(viewer, sessionId);
      if (me.role !== "participant") throw roomErrors.notInRoom();
      if ((me.handRaisedAt !== null) === raised) return;
      await rooms.setHand(me.id, raised, clock());
      await rooms.touch(sessionId);
    },

    /**
     * `PUT …/room/me`: the person's own microphone and camera. Turning one on clears the host's mute of
     * it (DECISIONS.md: children "may turn them on"), which the media server lifts too.
     */
    async ownMedia(viewer: RoomViewer, sessionId: number, body: RoomMyMediaBody) {
      const { lesson, me } = await access.admitted(viewer, sessionId);
      const unmute = body.microphone === true && me.micOffByHost;
      const uncover = body.camera === true && me.cameraOffByHost;
      if (unmute || uncover) {
        const lift = { ...(unmute ? { audio: false } : {}), ...(uncover ? { video: false } : {}) };
        await onMediaServer(media.moderate(mediaRoomOf(lesson), me.feedId, lift));
      }
      await rooms.setMedia(me.id, {
        ...(body.microphone === undefined ? {} : { microphoneOn: body.microphone }),
        ...(body.camera === undefined ? {} : { cameraOn: body.camera }),
        ...(unmute ? { micOffByHost: false } : {}),
        ...(uncover ? { cameraOffByHost: false } : {}),
      });
      await rooms.touch(sessionId);
    },
  };
}

export type RoomModerationService = ReturnType<typeof createRoomModerationService>;
