import { useEffect, useRef, useState } from "react";
import type { RoomState } from "#shared/schemas/lesson-room.ts";
import { roomAnnouncements } from "./room-announcements.ts";

/** The latest sentence to read out for the room's changes (room-announcements.ts), for a status region. */
export function useAnnouncement(state: RoomState | undefined): string {
  const previous = useRef<RoomState | undefined>(undefined);
  const [announcement, setAnnouncement] = useState("");
  useEffect(() => {
    if (!state || state === previous.current) return;
    const sentences = roomAnnouncements(previous.current, state);
    previous.current = state;
    if (sentences.length > 0) setAnnouncement(sentences.join(" "));
  }, [state]);
  return announcement;
}
