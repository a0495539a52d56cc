import { ROOM_MESSAGES, type RoomParticipant, type RoomState } from "#shared/schemas/lesson-room.ts";

/** How a person is named in the room: children by their label, the tutor by name, an admin as "Observer". */
export const participantName = (participant: Pick<RoomParticipant, "role" | "displayName">) =>
  participant.role === "observer" ? ROOM_MESSAGES.observer : participant.displayName;

const ROLE_ORDER = { host: 0, participant: 1, observer: 2 } as const;

/** The tiles of the stage: the people in the room, the host first, then the children by name, observers last. */
export function stageOrder(participants: readonly RoomParticipant[]): RoomParticipant[] {
  return participants
    .filter((participant) => participant.state === "admitted" || participant.role !== "participant")
    .filter((participant) => participant.state !== "removed" && participant.state !== "left")
    .sort(
      (a, b) =>
        ROLE_ORDER[a.role] - ROLE_ORDER[b.role] || a.displayName.localeCompare(b.displayName, "en-GB"),
    );
}

/** The children waiting for the host, in the order the server lists them. */
export const waitingChildren = (state: RoomState) =>
  state.participants.filter((participant) => participant.state === "waiting");

/** The raised hands in the order raised, with the people they belong to. */
export const raisedHands = (state: RoomState) =>
  state.hands.flatMap((id) => state.participants.filter((participant) => participant.id === id));
