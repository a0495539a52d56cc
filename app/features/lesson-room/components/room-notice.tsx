import { Info } from "lucide-react";
import { ROOM_MESSAGES } from "#shared/schemas/lesson-room.ts";

/** DECISIONS.md: the screen says that the lesson is recorded and that admins can see the chat. Always shown. */
export function RoomNotice() {
  return (
    <p className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {ROOM_MESSAGES.notice}
    </p>
  );
}
