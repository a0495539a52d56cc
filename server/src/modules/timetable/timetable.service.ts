/**
 * Whom a portal's session list is for (decision 040): a student id names one child the viewer may name,
 * or (a family's own account id) all its children; any other id is 404 (DECISIONS.md). The lists and day
 * counts are read for that scope.
 */
import type { SessionDay } from "#shared/schemas/scheduled-sessions.ts";
import {
  scheduledSessionNotFound,
  scheduledSessionStudentNotFound,
} from "../scheduled-sessions/scheduled-sessions.errors.ts";
import type { SessionViewer } from "../scheduled-sessions/scheduled-sessions.rules.ts";
import type { SessionListFilter, TimetableRepository } from "./timetable.repository.ts";

type Range = { from: Date; to: Date };

export function createTimetableService({ timetableRepo }: { timetableRepo: TimetableRepository }) {
  /** The filter a student id stands for, for the viewer; a 404 for an id it may not name. */
  async function studentScope(viewer: SessionViewer, id: number): Promise<SessionListFilter> {
    if (await timetableRepo.hasChild(viewer, id)) return { studentId: id };
    if (viewer.role === "parent" && id === viewer.id) return {};
    throw scheduledSessionStudentNotFound();
  }

  return {
    /** The soonest `limit` upcoming sessions the viewer sees, or of what `studentId` names, as JSON text. */
    async listUpcoming(
      viewer: SessionViewer,
      query: { limit: number; studentId?: number },
      now = new Date(),
    ) {
      const scope = query.studentId === undefined ? {} : await studentScope(viewer, query.studentId);
      return timetableRepo.json.listUpcomingFor(viewer, { now, limit: query.limit, ...scope });
    },

    /** What a student id names, narrowed by `filter` (a range, the sessions a child is on), as JSON text. */
    async listForStudent(viewer: SessionViewer, id: number, filter: Omit<SessionListFilter, "studentId">) {
      const scope = await studentScope(viewer, id);
      return scope.studentId === undefined
        ? timetableRepo.json.listFor(viewer, filter)
        : timetableRepo.json.listForChild(viewer, scope.studentId, filter);
    },

    /** How many sessions of what a student id names start on each day of `range` in `timeZone`. */
    async countDaysForStudent(
      viewer: SessionViewer,
      id: number,
      range: Range,
      timeZone: string,
    ): Promise<SessionDay[]> {
      const scope = await studentScope(viewer, id);
      return timetableRepo.countByDay(viewer, { ...scope, range }, timeZone);
    },

    /** One session the viewer may see; any other is 404. */
    async findVisible(viewer: SessionViewer, id: number) {
      const session = await timetableRepo.findVisibleTo(viewer, id);
      if (!session) throw scheduledSessionNotFound();
      return session;
    },
  };
}
export type TimetableService = ReturnType<typeof createTimetableService>;
