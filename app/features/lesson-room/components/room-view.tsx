import { type ReactNode, useEffect, useRef, useState } from "react";
import { Dialog, DialogContent, DialogTitle } from "#app/components/ui/dialog.tsx";
import { useMediaQuery } from "#app/lib/use-media-query.ts";
import type { RoomState } from "#shared/schemas/lesson-room.ts";
import type { LocalMedia } from "../lib/room-connection.ts";
import type { useRoomActions } from "../lib/use-room-actions.ts";
import { PanelsButton, RoomControls } from "./room-controls.tsx";
import { RoomNotice } from "./room-notice.tsx";
import { RoomPanels } from "./room-panels.tsx";
import { RoomStage } from "./room-stage.tsx";

/** Wide enough for the people and chat beside the stage; narrower screens open them as a sheet. */
const SIDE_PANEL_QUERY = "(min-width: 1024px)";

/**
 * The room once in it: the notice, the stage, the controls and the side panels. The keyboard order is the
 * notice, the stage, the controls, then people and chat; the controls take the focus on arrival (from the
 * waiting room, whose message had it).
 */
export function RoomView({
  state,
  media,
  onMediaChange,
  local,
  remote,
  actions,
  onLeft,
  reconnecting,
  check,
  picture,
}: {
  state: RoomState;
  media: LocalMedia;
  onMediaChange: (media: LocalMedia) => void;
  local: MediaStream | null;
  remote: ReadonlyMap<number, MediaStream>;
  actions: ReturnType<typeof useRoomActions>;
  onLeft: () => void;
  reconnecting: boolean;
  /** The button opening the camera, microphone and network check. */
  check?: ReactNode;
  /** What the page says when it receives a lower picture than the tutor sends (picture-quality.ts). */
  picture: string | null;
}) {
  const wide = useMediaQuery(SIDE_PANEL_QUERY);
  const [sheetOpen, setSheetOpen] = useState(false);
  const controls = useRef<HTMLDivElement>(null);
  useEffect(() => controls.current?.querySelector("button")?.focus(), []);
  const role = state.me.role;
  return (
    <div className="mx-auto grid w-full max-w-screen-2xl gap-3 px-2 pt-3 pb-28 sm:px-4 lg:pb-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-semibold">Lesson room</h1>
        {check}
      </div>
      <RoomNotice />
      {reconnecting ? <p className="rounded-md bg-amber-100 px-3 py-2 text-sm">Reconnecting…</p> : null}
      <p
        role="status"
        className={picture ? "rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-700" : "sr-only"}
      >
        {picture ?? ""}
      </p>
      <div className="flex min-w-0 flex-col gap-4 lg:flex-row">
        <RoomStage state={state} local={local} remote={remote} />
        {wide ? (
          <aside aria-label="People and chat" className="w-80 shrink-0">
            <RoomPanels state={state} actions={actions} />
          </aside>
        ) : null}
      </div>
      <div ref={controls}>
        <RoomControls
          role={role}
          media={media}
          onMediaChange={onMediaChange}
          handRaised={state.hands.includes(state.me.id)}
          onHandChange={actions.setHand}
          onLeave={() => actions.leave(onLeft)}
          onEnd={actions.end}
          panelsButton={wide ? undefined : <PanelsButton onOpen={() => setSheetOpen(true)} />}
        />
      </div>
      {wide ? null : (
        <Dialog open={sheetOpen} onOpenChange={setSheetOpen}>
          <DialogContent
            aria-describedby={undefined}
            className="top-auto bottom-0 left-0 max-h-[85vh] w-full max-w-none translate-x-0 translate-y-0 rounded-b-none"
          >
            <DialogTitle>People and chat</DialogTitle>
            <RoomPanels state={state} actions={actions} />
          </DialogContent>
        </Dialog>
      )}
    </div>
  );
}
