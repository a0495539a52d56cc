/**
 * The lesson room's attendance (DECISIONS.md "The lesson room"): per child on the session's
 * roster, first entry, last exit and minutes present; for the session's tutor and admins, by the same
 * access decision as the session's register.
 */
import { idParamsSchema } from "#shared/schemas/common.ts";
import { roomAttendanceSchema } from "#shared/schemas/lesson-room.ts";
import { deniedResponses, errorResponses, routeModule, tutorAccess } from "../../http/route-options.ts";
import { currentUser } from "../../plugins/session.ts";

export default routeModule((app, { services: { roomAttendance } }) => {
  app.get(
    "/api/scheduled-sessions/:id/room/attendance",
    {
      config: tutorAccess,
      schema: {
        description:
          "Attendance taken by the lesson room: per child on the roster, first entry, last exit and minutes " +
          "present (within the room's hours; a child never in the room has nulls and 0); for the session's " +
          "tutor or an admin.",
        params: idParamsSchema,
        response: { 200: roomAttendanceSchema, ...errorResponses(400, 404), ...deniedResponses },
      },
    },
    async (request) => roomAttendance.attendance(currentUser(request), request.params.id),
  );
});
