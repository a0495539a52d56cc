import { type ReactNode, useEffect, useRef } from "react";
import { RoomNotice } from "./room-notice.tsx";

/**
 * A screen in place of the room: removed, ended, left, not available, or a refusal; the server's own
 * message is the text, with what the reader can do next under it.
 */
export function RoomOutcome({
  title,
  message,
  children,
}: {
  title: string;
  message: string;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto grid w-full max-w-xl gap-4 px-4 py-8">
      <h1 className="text-xl font-semibold">{title}</h1>
      <div className="grid gap-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <p role="status">{message}</p>
        {children}
      </div>
    </div>
  );
}

/**
 * The waiting room (DECISIONS.md): no media reaches or leaves it until the host lets the child in. The
 * message takes the focus once, so a screen reader reads it on arrival; `check` (the camera, microphone and
 * network check) fills the wait.
 */
export function WaitingRoom({
  title,
  message,
  leave,
  check,
}: {
  title: string;
  message: string;
  leave: ReactNode;
  check?: ReactNode;
}) {
  const status = useRef<HTMLParagraphElement>(null);
  useEffect(() => status.current?.focus(), []);
  return (
    <div className="mx-auto grid w-full max-w-xl gap-4 px-4 py-8">
      <h1 className="text-xl font-semibold">{title}</h1>
      <RoomNotice />
      <p
        ref={status}
        role="status"
        tabIndex={-1}
        className="rounded-md bg-white p-6 text-center text-lg shadow-sm focus:outline-2 focus:outline-brand-700"
      >
        {message}
      </p>
      <div>{leave}</div>
      {check}
    </div>
  );
}
