import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { RoomTicket } from "#shared/schemas/lesson-room.ts";
import type { SignedInUser } from "../../test/test-app.ts";
import { roomPresence, roomTickets } from "./lesson-room.table.ts";
import {
  addChild,
  book,
  makeSession,
  roomCalls,
  setupRoomApp,
  stateOf,
  ticketOf,
} from "./lesson-room.test-support.ts";
import {
  EVENTS_AUTHORIZATION,
  janus,
  postEvents,
  roomTokenOf,
  ticketUid,
} from "./room-events.test-support.ts";

const { t, media } = setupRoomApp();

let tutor: SignedInUser;
let family: SignedInUser;
beforeAll(async () => {
  tutor = await t.asRole("tutor");
  family = await t.asRole("parent");
});

let nextJanusSession = 1000;
const SECOND = 1000;

/** A session starting now with one booked child: the host's ticket, the child's (waiting) ticket. */
async function lessonWithChild() {
  const session = await makeSession(t, tutor.user.id, { startsInMinutes: 0 });
  const child = await addChild(t, family.user.id, "Ada");
  await book(t, session.id, child);
  const host = await ticketOf(tutor, session.id);
  const pupil = await ticketOf(family, session.id, { studentId: child.id });
  return { session, child, host, pupil };
}

/** Attaches and joins with a ticket's tokens, as a browser does; answers the media-server session id. */
async function enter(
  ticket: RoomTicket,
  at: Date,
  overrides: { feedId?: number; display?: string; janusSessionId?: number } = {},
) {
  const janusSessionId = overrides.janusSessionId ?? nextJanusSession++;
  const response = await postEvents(t, [
    janus.attached(janusSessionId, ticket.token, at),
    janus.joined(
      janusSessionId,
      ticket.room,
      overrides.feedId ?? ticket.feedId,
      roomTokenOf(media, ticket),
      new Date(at.getTime() + 1),
      overrides.display,
    ),
  ]);
  expect(response.statusCode, response.body).toBe(204);
  return janusSessionId;
}

const staysOf = (participantId: number) =>
  t.db.select().from(roomPresence).where(eq(roomPresence.participantId, participantId));

describe("POST /api/media-server/events: the media server's credentials", () => {
  it("refuses a post without them, or with others, before reading its body", async () => {
    for (const authorization of [null, "Basic amFudXM6d3Jvbmc=", "Bearer fake-events", ""]) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/media-server/events",
        headers: {
          "content-type": "application/json",
          ...(authorization === null ? {} : { authorization }),
        },
        payload: "[{not json",
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ message: "The media server's credentials are wrong." });
      expect(response.headers["www-authenticate"]).toBe('Basic realm="media-server-events"');
    }
  });

  it("accepts the media server's post and answers 204, whatever events it holds", async () => {
    for (const body of [[], [{ type: 64 }, null, "x"], { type: 1, event: { name: "created" } }]) {
      const response = await postEvents(t, body);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe("");
    }
  });

  it("answers 400 to a body that is not JSON, with its credentials", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/media-server/events",
      headers: { "content-type": "application/json", authorization: EVENTS_AUTHORIZATION },
      payload: "[{not json",
    });
    expect(response.statusCode).toBe(400);
  });
});

describe("POST /api/media-server/events: presence", () => {
  it("opens a stay when the host joins, claims the ticket and takes its room token off the allowed list", async () => {
    const { session, host } = await lessonWithChild();
    expect(media.allowed(host.room)).toContain(host.roomToken);
    const at = new Date(Date.now() - 10 * SECOND);
    const janusSessionId = await enter(host, at);

    const stays = await staysOf(host.participantId);
    expect(stays).toMatchObject([{ janusSessionId, enteredAt: new Date(at.getTime() + 1), leftAt: null }]);
    const [ticket] = await t.db
      .select()
      .from(roomTickets)
      .where(eq(roomTickets.id, ticketUid(host)));
    expect(ticket).toMatchObject({ janusSessionId, attachedAt: at });
    // Single use: the exact token the ticket carried is off the list the media server checks.
    expect(media.calls).toContainEqual({ call: "disallowToken", room: host.room, token: host.roomToken });
    expect(media.allowed(host.room)).not.toContain(host.roomToken);
    expect((await stateOf(tutor, session.id)).me.connected).toBe(true);
  });

  it("handles the same events posted twice as once (the media server retries)", async () => {
    const { session, host } = await lessonWithChild();
    const janusSessionId = nextJanusSession++;
    const at = new Date(Date.now() - 5 * SECOND);
    const events = [
      janus.attached(janusSessionId, host.token, at),
      janus.joined(janusSessionId, host.room, host.feedId, host.roomToken, at),
    ];
    expect((await postEvents(t, events)).statusCode).toBe(204);
    const version = (await stateOf(tutor, session.id)).version;
    expect((await postEvents(t, events)).statusCode).toBe(204);
    expect(await staysOf(host.participantId)).toHaveLength(1);
    expect((await stateOf(tutor, session.id)).version).toBe(version);
    expect(
      media.calls.filter((call) => call.call === "destroySession" && call.janusSessionId === janusSessionId),
    ).toEqual([]);

    const left = [janus.leaving(host.room, host.feedId, new Date(at.getTime() + 60 * SECOND))];
    expect((await postEvents(t, left)).statusCode).toBe(204);
    expect((await postEvents(t, left)).statusCode).toBe(204);
    // A joined event posted again after the leave reopens nothing.
    expect((await postEvents(t, events)).statusCode).toBe(204);
    expect(await staysOf(host.participantId)).toMatchObject([
      { leftAt: new Date(at.getTime() + 60 * SECOND), leftHow: "left" },
    ]);
    expect((await stateOf(tutor, session.id)).me.connected).toBe(false);
  });

  it("takes identity from the room token, never from the display name", async () => {
    const { session, host, pupil } = await lessonWithChild();
    const admitted = await roomCalls(tutor, session.id).post("admit", {
      participantIds: [pupil.participantId],
    });
    expect(admitted.statusCode, admitted.body).toBe(204);
    media.clear();
    // The child's browser says it is the host: the stay is the child's, by its token.
    await enter(pupil, new Date(Date.now() - 3 * SECOND), { display: String(host.participantId) });
    expect(await staysOf(pupil.participantId)).toHaveLength(1);
    expect(await staysOf(host.participantId)).toHaveLength(0);

    // A join with no token at all, naming the host as its display, is kicked and makes no stay.
    const janusSessionId = nextJanusSession++;
    const at = new Date(Date.now() - 2 * SECOND);
    await postEvents(t, [
      janus.joined(janusSessionId, host.room, 123456789, null, at, String(host.participantId)),
    ]);
    expect(media.calls).toContainEqual({ call: "kick", room: host.room, feedId: 123456789 });
    expect(await staysOf(host.participantId)).toHaveLength(0);
  });

  it("kicks a waiting child's join, a join on another's feed id, and a removed child's", async () => {
    const { session, pupil } = await lessonWithChild();
    expect(pupil.status).toBe("waiting");
    // The child's browser keeps its one media-server session throughout, as the room screen does.
    const janusSessionId = nextJanusSession++;
    media.clear();
    await enter(pupil, new Date(Date.now() - 30 * SECOND), { janusSessionId });
    expect(media.calls).toContainEqual({ call: "kick", room: pupil.room, feedId: pupil.feedId });
    expect(await staysOf(pupil.participantId)).toHaveLength(0);

    const admitted = await roomCalls(tutor, session.id).post("admit", {
      participantIds: [pupil.participantId],
    });
    expect(admitted.statusCode, admitted.body).toBe(204);
    media.clear();
    await enter(pupil, new Date(Date.now() - 20 * SECOND), { janusSessionId, feedId: pupil.feedId + 1 });
    expect(media.calls).toContainEqual({ call: "kick", room: pupil.room, feedId: pupil.feedId + 1 });
    expect(await staysOf(pupil.participantId)).toHaveLength(0);

    media.clear();
    await enter(pupil, new Date(Date.now() - 10 * SECOND), { janusSessionId });
    expect(media.calls.filter((call) => call.call === "kick")).toEqual([]);
    expect(await staysOf(pupil.participantId)).toHaveLength(1);
    const removed = await roomCalls(tutor, session.id).post(`participants/${pupil.participantId}/remove`);
    expect(removed.statusCode, removed.body).toBe(204);
    media.clear();
    await enter(pupil, new Date(Date.now() - 5 * SECOND), { janusSessionId });
    expect(media.calls).toContainEqual({ call: "kick", room: pupil.room, feedId: pupil.feedId });
    expect(await staysOf(pupil.participantId)).toHaveLength(1);
  });

  it("ends a second media-server session that presents a claimed ticket", async () => {
    const { host } = await lessonWithChild();
    const first = await enter(host, new Date(Date.now() - 10 * SECOND));
    media.clear();
    const second = nextJanusSession++;
    await postEvents(t, [janus.attached(second, host.token, new Date())]);
    expect(media.calls).toEqual([{ call: "destroySession", janusSessionId: second }]);
    expect(first).not.toBe(second);
  });

  it("closes stays as removed on a kick, as dropped when the session is gone or the media server restarts", async () => {
    const { session, host, pupil } = await lessonWithChild();
    await roomCalls(tutor, session.id).post("admit", { participantIds: [pupil.participantId] });
    const start = Date.now() - 60 * SECOND;
    const hostSession = await enter(host, new Date(start));
    await enter(pupil, new Date(start));
    await postEvents(t, [janus.leaving(pupil.room, pupil.feedId, new Date(start + 10 * SECOND), "kicked")]);
    await postEvents(t, [janus.destroyed(hostSession, new Date(start + 20 * SECOND))]);
    expect(await staysOf(pupil.participantId)).toMatchObject([{ leftHow: "removed" }]);
    expect(await staysOf(host.participantId)).toMatchObject([
      { leftAt: new Date(start + 20 * SECOND), leftHow: "dropped" },
    ]);

    const again = await ticketOf(tutor, session.id);
    await enter(again, new Date(start + 30 * SECOND));
    await postEvents(t, [janus.started(new Date(start + 40 * SECOND))]);
    const stays = await staysOf(host.participantId);
    expect(stays).toHaveLength(2);
    expect(stays.every((stay) => stay.leftHow === "dropped")).toBe(true);
    expect((await stateOf(tutor, session.id)).me.connected).toBe(false);
  });
});

describe("presence checked against the media server's own list", () => {
  it("closes, as dropped, the stay of a person the media server no longer has, and nobody else's", async () => {
    const { session, host, pupil } = await lessonWithChild();
    const admitted = await roomCalls(tutor, session.id).post("admit", {
      participantIds: [pupil.participantId],
    });
    expect(admitted.statusCode, admitted.body).toBe(204);
    await enter(host, new Date(Date.now() - 20 * SECOND));
    await enter(pupil, new Date(Date.now() - 10 * SECOND));
    const { reconcile } = t.app.deps.services.roomEvents;

    // The media server cannot answer, or has no such room (it restarted: that has its own event): nothing closes.
    media.setFailing(true);
    expect(await reconcile(new Date())).toBe(0);
    media.setFailing(false);
    media.setParticipants(host.room, null);
    expect(await reconcile(new Date())).toBe(0);

    // The child's "left" was lost: the media server lists only the host.
    media.setParticipants(host.room, [host.feedId]);
    const at = new Date();
    expect(await reconcile(at)).toBe(1);
    expect(await staysOf(pupil.participantId)).toMatchObject([{ leftAt: at, leftHow: "dropped" }]);
    expect(await staysOf(host.participantId)).toMatchObject([{ leftAt: null }]);
    const seen = await stateOf(tutor, session.id);
    expect(seen.participants.find((person) => person.id === pupil.participantId)?.connected).toBe(false);
    // A second pass finds nothing more to close.
    expect(await reconcile(new Date())).toBe(0);
    media.setParticipants(host.room, null);
  });
});
