/** The admin's safeguarding record of the lessons held in the room (docs/decisions/054). */
import { rowIdParam } from "#shared/schemas/common.ts";
import {
  ROOM_LESSONS_PAGE_SIZE,
  roomLessonRecordSchema,
  roomLessonsPageSchema,
} from "#shared/schemas/room-recordings.ts";
import { z } from "#shared/zod.ts";
import { adminAccess, deniedResponses, errorResponses, routeModule } from "../../http/route-options.ts";

const PAGE_MESSAGE = "The page must be a whole number from 1";

/** `?page=` from 1 (left out: the first page); anything else is a 400 with a sentence. */
const roomLessonsQuerySchema = z.object({
  page: z
    .string(PAGE_MESSAGE)
    .regex(/^[1-9][0-9]{0,5}$/, PAGE_MESSAGE)
    .transform(Number)
    .optional(),
});

const sessionIdParamsSchema = z.object({ sessionId: rowIdParam });

export default routeModule((app, { services: { safeguardingRecord } }) => {
  app.get(
    "/api/admin/room-lessons",
    {
      config: adminAccess,
      schema: {
        description: `The lessons held in the lesson room, the latest opened first, ${ROOM_LESSONS_PAGE_SIZE} a page.`,
        querystring: roomLessonsQuerySchema,
        response: { 200: roomLessonsPageSchema, ...errorResponses(400), ...deniedResponses },
      },
    },
    async (request) => safeguardingRecord.lessons(request.query.page ?? 1),
  );

  app.get(
    "/api/admin/room-lessons/:sessionId",
    {
      config: adminAccess,
      schema: {
        description:
          "The safeguarding record of one lesson held in the room: its join log (one row per stay), its chat " +
          "(hidden messages marked, their text kept for audit), its recorded lesson or the conversion's state. " +
          "A session never held in the room is 404.",
        params: sessionIdParamsSchema,
        response: { 200: roomLessonRecordSchema, ...errorResponses(400, 404), ...deniedResponses },
      },
    },
    async (request) => safeguardingRecord.record(request.params.sessionId),
  );
});
