/**
 * The recording job's one call (docs/decisions/054 "The job"): an admin tries a failed conversion again
 * from the overdue list. Its state is shown in the overdue list itself (`GET /api/admin/recordings/overdue`).
 */
import { rowIdParam } from "#shared/schemas/common.ts";
import { z } from "#shared/zod.ts";
import { adminAccess, deniedResponses, errorResponses, routeModule } from "../../http/route-options.ts";

const sessionParamsSchema = z.object({ sessionId: rowIdParam });

export default routeModule((app, { services: { roomRecordings } }) => {
  app.post(
    "/api/admin/room-recordings/:sessionId/retry",
    {
      config: adminAccess,
      schema: {
        description:
          "Try again: a failed conversion of the session's room recording is due now with fresh tries " +
          "(404 when the session has no room recording, 409 unless it failed).",
        params: sessionParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 404, 409), ...deniedResponses },
      },
    },
    async (request, reply) => {
      await roomRecordings.retry(request.params.sessionId);
      return reply.code(204).send(null);
    },
  );
});
