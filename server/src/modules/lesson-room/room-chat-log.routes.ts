/** The chat a lesson room kept, for the session's tutor and admins (docs/decisions/054). */
import { idParamsSchema } from "#shared/schemas/common.ts";
import { roomChatLogSchema } from "#shared/schemas/room-recordings.ts";
import { deniedResponses, errorResponses, routeModule, tutorAccess } from "../../http/route-options.ts";
import { currentUser } from "../../plugins/session.ts";

export default routeModule((app, { services: { roomChatLog } }) => {
  app.get(
    "/api/scheduled-sessions/:id/room/chat-log",
    {
      config: tutorAccess,
      schema: {
        description:
          "The lesson room's chat as kept with the session, oldest first: hidden messages marked, their text " +
          "kept for audit; an erased family's text reads \"Message removed\". For the session's tutor or an " +
          "admin; a session never held in the room is 404.",
        params: idParamsSchema,
        response: { 200: roomChatLogSchema, ...errorResponses(400, 404), ...deniedResponses },
      },
    },
    async (request) => roomChatLog.chatLog(currentUser(request), request.params.id),
  );
});
