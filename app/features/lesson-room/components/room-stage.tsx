import type { RoomState } from "#shared/schemas/lesson-room.ts";
import { stageOrder } from "../lib/room-layout.ts";
import { ParticipantTile } from "./participant-tile.tsx";

/**
 * The people in the lesson as tiles, the host first. On a phone the host's tile takes the whole width and
 * the others two columns; wider screens show three or four a row.
 */
export function RoomStage({
  state,
  local,
  remote,
}: {
  state: RoomState;
  local: MediaStream | null;
  remote: ReadonlyMap<number, MediaStream>;
}) {
  const people = state.participants.some((participant) => participant.id === state.me.id)
    ? state.participants
    : [state.me, ...state.participants];
  return (
    <section aria-labelledby="room-stage-heading" className="min-w-0 flex-1">
      <h2 id="room-stage-heading" className="sr-only">
        People in the lesson
      </h2>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-4 [&>li:first-child]:col-span-2 sm:[&>li:first-child]:col-span-1">
        {stageOrder(people).map((participant) => {
          const isMe = participant.id === state.me.id;
          const stream = isMe
            ? local
            : participant.feedId === null
              ? null
              : (remote.get(participant.feedId) ?? null);
          return (
            <ParticipantTile
              key={participant.id}
              participant={participant}
              stream={stream}
              isMe={isMe}
              handRaised={state.hands.includes(participant.id)}
            />
          );
        })}
      </ul>
    </section>
  );
}
