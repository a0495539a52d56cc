import { format } from "date-fns";
import { QueryState } from "#app/components/query-state.tsx";
import { Card, CardContent, CardHeader } from "#app/components/ui/card.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { ROOM_OPENS_BEFORE_MINUTES } from "#shared/schemas/lesson-room-words.ts";
import type { PortalSession } from "#shared/schemas/scheduled-sessions.ts";
import { useRoomAttendance } from "../api/get-room-attendance.ts";

const MINUTE = 60_000;
const time = (value: string | null) => (value ? format(new Date(value), "HH:mm") : "—");

/**
 * Who was in the lesson room (decision 053), beside the register: per child, first entry, last exit and
 * minutes present, from the media server's events. The register stays the tutor's to change; this is
 * what it was filled from. Shown once the room has opened, when the product holds rooms.
 */
export function RoomAttendanceCard({
  session,
  now = new Date(),
}: {
  session: Pick<PortalSession, "id" | "scheduledFor" | "status" | "roomAvailable">;
  now?: Date;
}) {
  const opened =
    Date.parse(session.scheduledFor) - ROOM_OPENS_BEFORE_MINUTES * MINUTE <= now.getTime() &&
    session.status !== "cancelled";
  const shown = session.roomAvailable && opened;
  const query = useRoomAttendance(session.id, shown);
  if (!shown) return null;
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold text-slate-900">Lesson Room Attendance</h2>
        <p className="text-sm text-slate-600">
          Taken from the lesson room; the register is filled from it when the lesson ends and stays yours to
          change.
        </p>
      </CardHeader>
      <CardContent>
        <QueryState query={query} loadingLabel="Loading the room's attendance">
          {query.data && query.data.attendance.length === 0 ? (
            <EmptyState>No child has entered the lesson room yet.</EmptyState>
          ) : query.data ? (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Time each child spent in the lesson room</caption>
                <thead>
                  <tr className="border-b border-slate-200 text-slate-600">
                    <th scope="col" className="py-2 pr-4 font-medium">
                      Child
                    </th>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      First entry
                    </th>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      Last exit
                    </th>
                    <th scope="col" className="py-2 font-medium">
                      Minutes present
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {query.data.attendance.map((entry) => (
                    <tr key={entry.studentId} className="border-b border-slate-100">
                      <th scope="row" className="py-2 pr-4 font-medium text-slate-900">
                        {entry.studentLabel}
                      </th>
                      <td className="py-2 pr-4">{time(entry.firstEntry)}</td>
                      <td className="py-2 pr-4">
                        {entry.firstEntry && !entry.lastExit ? "In the room" : time(entry.lastExit)}
                      </td>
                      <td className="py-2">{entry.minutesPresent}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </QueryState>
      </CardContent>
    </Card>
  );
}
