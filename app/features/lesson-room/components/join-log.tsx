import { format } from "date-fns";
import type { JoinLogEntry } from "#shared/schemas/room-recordings.ts";

const ROLE_WORDS = { host: "Tutor", participant: "Child", observer: "Observer" } as const;
const HOW_WORDS = {
  left: "Left",
  removed: "Removed by the tutor",
  dropped: "Connection lost",
  ended: "Lesson ended",
} as const;
const time = (value: string) => format(new Date(value), "HH:mm");

/** A lesson's join log (docs/decisions/054): one row per stay in the room, who, entered, left and how. */
export function JoinLog({ entries }: { entries: JoinLogEntry[] }) {
  if (entries.length === 0)
    return <p className="text-sm text-slate-600">Nobody's stay in the room was recorded.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Every entry to and exit from the lesson room</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="py-2 pr-3 font-medium">
              Who
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Entered
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Left
            </th>
            <th scope="col" className="py-2 font-medium">
              How
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry, index) => (
            <tr
              key={`${entry.participantId}-${entry.enteredAt}-${index}`}
              className="border-b border-slate-100"
            >
              <th scope="row" className="py-2 pr-3 font-medium text-slate-900">
                {entry.name}
                <span className="block text-xs font-normal text-slate-600">{ROLE_WORDS[entry.role]}</span>
              </th>
              <td className="py-2 pr-3">
                <time dateTime={entry.enteredAt}>{time(entry.enteredAt)}</time>
              </td>
              <td className="py-2 pr-3">
                {entry.leftAt ? <time dateTime={entry.leftAt}>{time(entry.leftAt)}</time> : "In the room"}
              </td>
              <td className="py-2">{entry.leftHow ? HOW_WORDS[entry.leftHow] : "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
