import type { RoomState } from "#shared/schemas/lesson-room.ts";
import type { useRoomActions } from "../lib/use-room-actions.ts";
import { HandsList, PeopleList, WaitingList } from "./host-panels.tsx";
import { RoomChat } from "./room-chat.tsx";

/**
 * The side of the room: for the host the waiting list, raised hands and the children with their menus;
 * for everyone the chat. A wide screen shows it beside the stage, a phone in a sheet.
 */
export function RoomPanels({
  state,
  actions,
}: {
  state: RoomState;
  actions: ReturnType<typeof useRoomActions>;
}) {
  const role = state.me.role;
  return (
    <div className="grid content-start gap-6">
      {role === "host" ? (
        <>
          <WaitingList state={state} onAdmit={actions.admit} />
          <HandsList state={state} onLower={(id) => actions.moderate(id, "lower-hand")} />
          <PeopleList state={state} onAction={(child, action) => actions.moderate(child.id, action)} />
        </>
      ) : null}
      <RoomChat
        messages={state.chat}
        canHide={role !== "participant"}
        onSend={actions.sendChat}
        onHide={actions.hideChat}
      />
    </div>
  );
}
