/**
 * The lesson room's calls (DECISIONS.md "The lesson room", docs/decisions/053): the ticket, the
 * room's state (a long poll), the host's admission and moderation, hands, one's own media, chat, leave
 * and End Lesson. Every call acts as the signed-in account's own participant (a family with two children
 * in one lesson names which with `?participant=`); the services decide.
 */

import type { FastifyRequest } from "fastify";
import { apiErrorSchema, rowIdParam } from "#shared/schemas/common.ts";
import {
  roomAdmitBodySchema,
  roomChatBodySchema,
  roomChatMessageSchema,
  roomMyMediaBodySchema,
  roomParticipantQuerySchema,
  roomStateQuerySchema,
  roomStateSchema,
  roomTicketBodySchema,
  roomTicketSchema,
} from "#shared/schemas/lesson-room.ts";
import { z } from "#shared/zod.ts";
import { deniedResponses, errorResponses, routeModule, signedInAccess } from "../../http/route-options.ts";
import { currentUser } from "../../plugins/session.ts";

const sessionParams = z.object({ id: rowIdParam });
const participantParams = z.object({ id: rowIdParam, participantId: rowIdParam });
const messageParams = z.object({ id: rowIdParam, messageId: rowIdParam });
const done = { 204: z.null() };
const ROOM = "/api/scheduled-sessions/:id/room";

/** The signed-in account, acting as the one of its people in the room `?participant=` names (if any). */
const actingPerson = (request: FastifyRequest, participant: number | undefined) => ({
  ...currentUser(request),
  participantId: participant,
});

/** What the host does to one child: the path's last word, its service call and its description. */
const hostActions = [
  ["remove", "Removes a child from the lesson: it cannot come back to it, and the media server cuts it off."],
  ["mute", "Mutes a child's microphone (the media server silences it; the child may turn it on again)."],
  [
    "stop-camera",
    "Stops a child's camera (the media server stops its video; the child may turn it on again).",
  ],
  ["lower-hand", "Lowers a child's raised hand."],
] as const;

export default routeModule((app, { services: { lessonRoom, roomModeration, roomChat }, roomChanges }) => {
  // State calls waiting for a change answer at once when the server closes, instead of holding it open.
  app.addHook("preClose", () => roomChanges.close());

  app.post(
    ROOM,
    {
      config: signedInAccess,
      schema: {
        description:
          "The ticket into a session's lesson room: the session's tutor hosts, an admin observes, a family " +
          "brings one of its children booked into the session (or the one-to-one's child). A child waits " +
          "(`roomToken` null) until the host admits it. 400 cancelled or which child; 403 another tutor, " +
          "not booked, removed; 404 a session or child not the viewer's; 409 outside the room's hours or " +
          "after End Lesson; 503 without a media server.",
        params: sessionParams,
        body: roomTicketBodySchema,
        response: {
          200: roomTicketSchema,
          ...errorResponses(400, 404, 409),
          503: apiErrorSchema,
          ...deniedResponses,
        },
      },
    },
    async (request) => lessonRoom.ticket(currentUser(request), request.params.id, request.body),
  );

  app.get(
    `${ROOM}/state`,
    {
      config: signedInAccess,
      schema: {
        description:
          "The room as the caller sees it, answered at once when its version is above `since` (or without " +
          "`since`), otherwise at its next change or after 25 seconds with the same version. 404 for " +
          "anyone who has not entered the room.",
        params: sessionParams,
        querystring: roomStateQuerySchema,
        response: { 200: roomStateSchema, ...errorResponses(400, 404), ...deniedResponses },
      },
    },
    async (request) =>
      lessonRoom.state(
        actingPerson(request, request.query.participant),
        request.params.id,
        request.query.since,
      ),
  );

  app.post(
    `${ROOM}/admit`,
    {
      config: signedInAccess,
      schema: {
        description: "The host lets waiting children in: some (`participantIds`) or all (`all: true`).",
        params: sessionParams,
        body: roomAdmitBodySchema,
        response: { ...done, ...errorResponses(400, 404, 409), 503: apiErrorSchema, ...deniedResponses },
      },
    },
    async (request, reply) => {
      await roomModeration.admit(currentUser(request), request.params.id, request.body);
      return reply.code(204).send(null);
    },
  );

  for (const [action, description] of hostActions) {
    app.post(
      `${ROOM}/participants/:participantId/${action}`,
      {
        config: signedInAccess,
        schema: {
          description: `${description} The session's tutor only.`,
          params: participantParams,
          response: { ...done, ...errorResponses(400, 404, 409), 503: apiErrorSchema, ...deniedResponses },
        },
      },
      async (request, reply) => {
        const viewer = currentUser(request);
        const { id, participantId } = request.params;
        if (action === "remove") await roomModeration.remove(viewer, id, participantId);
        else if (action === "lower-hand") await roomModeration.lowerHand(viewer, id, participantId);
        else {
          const what = action === "mute" ? "microphone" : "camera";
          await roomModeration.silence(viewer, id, participantId, what);
        }
        return reply.code(204).send(null);
      },
    );
  }

  for (const method of ["POST", "DELETE"] as const) {
    app.route({
      method,
      url: `${ROOM}/hand`,
      config: signedInAccess,
      schema: {
        description: method === "POST" ? "A child in the room raises its hand." : "A child lowers its hand.",
        params: sessionParams,
        querystring: roomParticipantQuerySchema,
        response: { ...done, ...errorResponses(400, 404, 409), ...deniedResponses },
      },
      handler: async (request, reply) => {
        const person = actingPerson(request, request.query.participant);
        await roomModeration.ownHand(person, request.params.id, method === "POST");
        return reply.code(204).send(null);
      },
    });
  }

  app.put(
    `${ROOM}/me`,
    {
      config: signedInAccess,
      schema: {
        description:
          "The caller's own microphone and camera (anyone in the room); turning one on lifts the host's mute.",
        params: sessionParams,
        body: roomMyMediaBodySchema,
        querystring: roomParticipantQuerySchema,
        response: { ...done, ...errorResponses(400, 404, 409), 503: apiErrorSchema, ...deniedResponses },
      },
    },
    async (request, reply) => {
      const person = actingPerson(request, request.query.participant);
      await roomModeration.ownMedia(person, request.params.id, request.body);
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${ROOM}/chat`,
    {
      config: signedInAccess,
      schema: {
        description: "A chat message (1–500 characters) from the host, an admitted child or the observer.",
        params: sessionParams,
        body: roomChatBodySchema,
        querystring: roomParticipantQuerySchema,
        response: { 201: roomChatMessageSchema, ...errorResponses(400, 404, 409), ...deniedResponses },
      },
    },
    async (request, reply) => {
      const person = actingPerson(request, request.query.participant);
      return reply.code(201).send(await roomChat.post(person, request.params.id, request.body.text));
    },
  );

  app.post(
    `${ROOM}/chat/:messageId/hide`,
    {
      config: signedInAccess,
      schema: {
        description:
          "Hides a chat message (the host, or an admin): kept for audit, its text shown to them only.",
        params: messageParams,
        response: { ...done, ...errorResponses(400, 404, 409), ...deniedResponses },
      },
    },
    async (request, reply) => {
      await roomChat.hide(currentUser(request), request.params.id, request.params.messageId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${ROOM}/leave`,
    {
      config: signedInAccess,
      schema: {
        description:
          "The caller leaves the room; a new ticket lets it back in (a waiting child waits again).",
        params: sessionParams,
        querystring: roomParticipantQuerySchema,
        response: { ...done, ...errorResponses(400, 404), ...deniedResponses },
      },
    },
    async (request, reply) => {
      await lessonRoom.leave(actingPerson(request, request.query.participant), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${ROOM}/end`,
    {
      config: signedInAccess,
      schema: {
        description:
          "End Lesson (the host): the room closes for everyone and the register is filled; afterwards " +
          "tickets answer 409.",
        params: sessionParams,
        response: { ...done, ...errorResponses(400, 404, 409), ...deniedResponses },
      },
    },
    async (request, reply) => {
      await lessonRoom.end(currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
});
