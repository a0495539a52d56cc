/** The admin's schedule tab [1§2]: live sessions for any active teacher. */
import { adminLiveSessionBodySchema, liveSessionSchema } from "#shared/schemas/live-sessions.ts";
import { z } from "#shared/zod.ts";
import { sendJsonText } from "../../http/json-text.ts";
import { adminAccess, deniedResponses, errorResponses, routeModule } from "../../http/route-options.ts";

export default routeModule((app, { services: { liveSessions } }) => {
  app.get(
    "/api/admin/live-sessions",
    { config: adminAccess, schema: { response: { 200: z.array(liveSessionSchema), ...deniedResponses } } },
    async (_request, reply) => sendJsonText(reply, await liveSessions.listAll()),
  );

  app.post(
    "/api/admin/live-sessions",
    {
      config: adminAccess,
      schema: {
        body: adminLiveSessionBodySchema,
        response: { 201: liveSessionSchema, ...errorResponses(400), ...deniedResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await liveSessions.createForTutor(request.body)),
  );
});
