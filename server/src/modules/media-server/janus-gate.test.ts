import { describe, expect, it } from "vitest";
import { createJanusGate, type GateTicket } from "./janus-gate.ts";

const CHILD: GateTicket = {
  uid: "t-child",
  role: "participant",
  sessionId: 7,
  room: 4_242,
  feedId: 901,
  participantId: 12,
  recording: null,
};
const HOST: GateTicket = {
  ...CHILD,
  uid: "t-host",
  role: "host",
  feedId: 900,
  participantId: 11,
  recording: { roomSecret: "room-secret" },
};
const TOKEN = "9999999999,janus,janus.plugin.videoroom,uid=t-child:c2ln";
const SESSION = 5_001;
const HANDLE = 6_001;
const OFFER = "v=0\r\nm=audio 9 UDP/TLS/RTP/SAVPF 111\r\nm=video 9 UDP/TLS/RTP/SAVPF 96\r\n";

/** A gate whose socket opened its session and attached one handle, as the room's page does. */
async function openGate(ticket: GateTicket = CHILD) {
  const parts: Array<{ janusSessionId: number; handleId: number }> = [];
  const gate = createJanusGate({
    openTicket: async (token) =>
      token === TOKEN ? ticket : { refused: "This is not a ticket to a lesson room." },
    recordPart: async (part) => {
      parts.push({ janusSessionId: part.janusSessionId, handleId: part.handleId });
      return `videoroom-${part.ticket.room}-user-${part.ticket.feedId}-1700000000000000`;
    },
  });
  const send = async (frame: object) => gate.fromBrowser(JSON.stringify(frame));
  expect(await send({ janus: "create", transaction: "c", token: TOKEN })).toHaveProperty("forward");
  gate.fromJanus(JSON.stringify({ janus: "success", transaction: "c", data: { id: SESSION } }));
  const attach = {
    janus: "attach",
    transaction: "a",
    token: TOKEN,
    session_id: SESSION,
    plugin: "janus.plugin.videoroom",
  };
  expect(await send(attach)).toHaveProperty("forward");
  gate.fromJanus(
    JSON.stringify({ janus: "success", transaction: "a", session_id: SESSION, data: { id: HANDLE } }),
  );
  const message = (body: object, jsep?: object) =>
    send({
      janus: "message",
      transaction: "m",
      token: TOKEN,
      session_id: SESSION,
      handle_id: HANDLE,
      body,
      ...(jsep ? { jsep } : {}),
    });
  return { gate, send, message, parts };
}

const publisherJoin = (ticket: GateTicket) => ({
  request: "join",
  ptype: "publisher",
  room: ticket.room,
  id: ticket.feedId,
  display: String(ticket.participantId),
  token: "room-token",
});

function refusal(outcome: { forward: string } | { reply: string }) {
  expect(outcome).toHaveProperty("reply");
  const reply = JSON.parse((outcome as { reply: string }).reply);
  expect(reply.janus).toBe("error");
  expect(reply.error.code).toBe(403);
  return reply.error.reason as string;
}

describe("what a page may ask of the media server", () => {
  it("passes the room page's own requests on unchanged", async () => {
    const { message, send } = await openGate();
    const join = await message(publisherJoin(CHILD));
    expect(JSON.parse((join as { forward: string }).forward).body).toEqual(publisherJoin(CHILD));
    const configure = await message(
      { request: "configure", audio: true, video: true, descriptions: [{ mid: "1", description: "camera" }] },
      { type: "offer", sdp: OFFER },
    );
    expect(configure).toHaveProperty("forward");
    expect(
      await send({ janus: "keepalive", transaction: "k", token: TOKEN, session_id: SESSION }),
    ).toHaveProperty("forward");
    const trickle = {
      janus: "trickle",
      transaction: "t",
      token: TOKEN,
      session_id: SESSION,
      handle_id: HANDLE,
      candidate: { completed: true },
    };
    expect(await send(trickle)).toHaveProperty("forward");
    expect(await message({ request: "unpublish" })).toHaveProperty("forward");
  });

  it("refuses a join and configure that names a recording file, and any record or secret", async () => {
    const { message } = await openGate();
    const attack = {
      ...publisherJoin(CHILD),
      request: "joinandconfigure",
      filename: "../../../owned",
      record: true,
    };
    expect(refusal(await message(attack, { type: "offer", sdp: OFFER }))).toMatch(
      /does not ask "joinandconfigure"/,
    );
    expect(await message(publisherJoin(CHILD))).toHaveProperty("forward");
    for (const extra of [{ filename: "../x" }, { record: true }, { secret: "s" }, { admin_key: "k" }]) {
      const outcome = await message(
        { request: "configure", audio: true, ...extra },
        { type: "offer", sdp: OFFER },
      );
      expect(refusal(outcome)).toMatch(/may not carry/);
    }
  });

  it("refuses publishing as another feed, joining another room and the listing, forwarding and admin requests", async () => {
    const { message, send } = await openGate();
    expect(refusal(await message({ ...publisherJoin(CHILD), id: HOST.feedId }))).toMatch(
      /feed its ticket names/,
    );
    expect(refusal(await message({ ...publisherJoin(CHILD), room: 77 }))).toMatch(/own lesson's room/);
    for (const request of [
      "listparticipants",
      "rtp_forward",
      "create",
      "destroy",
      "kick",
      "allowed",
      "enable_recording",
      "list",
      "exists",
    ]) {
      expect(refusal(await message({ request, room: CHILD.room }))).toMatch(/does not ask/);
    }
    for (const janus of ["info", "claim", "ping"]) {
      expect(refusal(await send({ janus, transaction: "x" }))).toMatch(/does not send/);
    }
    const subscriberJoin = {
      request: "join",
      ptype: "subscriber",
      room: 77,
      token: "t",
      streams: [{ feed: 900 }],
    };
    expect(refusal(await message(subscriberJoin))).toMatch(/own lesson's room/);
  });

  it("refuses data channels in a session description", async () => {
    const { message } = await openGate();
    await message(publisherJoin(CHILD));
    const withData = `${OFFER}m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\n`;
    expect(
      refusal(await message({ request: "configure", audio: true }, { type: "offer", sdp: withData })),
    ).toMatch(/Only sound and video/);
  });

  it("opens a session only with a ticket's token, once, and speaks only for its own session and handles", async () => {
    const refusedGate = createJanusGate({
      openTicket: async () => ({ refused: "This ticket is another account's." }),
      recordPart: async () => "never",
    });
    const outcome = await refusedGate.fromBrowser(
      JSON.stringify({ janus: "create", transaction: "c", token: TOKEN }),
    );
    expect(refusal(outcome)).toBe("This ticket is another account's.");
    expect(
      refusal(
        await refusedGate.fromBrowser(
          JSON.stringify({
            janus: "attach",
            transaction: "a",
            session_id: 1,
            plugin: "janus.plugin.videoroom",
          }),
        ),
      ),
    ).toMatch(/session first/);

    const { send } = await openGate();
    expect(refusal(await send({ janus: "create", transaction: "c2", token: TOKEN }))).toMatch(/already/);
    expect(refusal(await send({ janus: "keepalive", transaction: "k", session_id: SESSION + 1 }))).toMatch(
      /own media-server session/,
    );
    expect(
      refusal(await send({ janus: "detach", transaction: "d", session_id: SESSION, handle_id: HANDLE + 1 })),
    ).toMatch(/own handles/);
    expect(
      refusal(
        await send({
          janus: "attach",
          transaction: "a",
          session_id: SESSION,
          plugin: "janus.plugin.streaming",
        }),
      ),
    ).toMatch(/plugin/);
    expect(refusal(await refusedGate.fromBrowser("not json"))).toMatch(/JSON/);
  });

  it("records the host's publishes under a kept name with the room's secret, and never a child's", async () => {
    const host = await openGate(HOST);
    await host.message(publisherJoin(HOST));
    const outcome = await host.message(
      { request: "configure", audio: true, video: true },
      { type: "offer", sdp: OFFER },
    );
    const body = JSON.parse((outcome as { forward: string }).forward).body;
    expect(body).toMatchObject({
      record: true,
      secret: "room-secret",
      filename: `videoroom-${HOST.room}-user-${HOST.feedId}-1700000000000000`,
    });
    expect(host.parts).toEqual([{ janusSessionId: SESSION, handleId: HANDLE }]);

    const child = await openGate({ ...CHILD, recording: { roomSecret: "room-secret" } });
    await child.message(publisherJoin(CHILD));
    const childOutcome = await child.message(
      { request: "configure", audio: true, video: true },
      { type: "offer", sdp: OFFER },
    );
    expect(JSON.parse((childOutcome as { forward: string }).forward).body).not.toHaveProperty("record");
    expect(child.parts).toEqual([]);
  });

  it("lets an observer join but never send", async () => {
    const observer = { ...CHILD, role: "observer" as const };
    const { message } = await openGate(observer);
    expect(await message(publisherJoin(observer))).toHaveProperty("forward");
    expect(
      refusal(await message({ request: "configure", audio: true }, { type: "offer", sdp: OFFER })),
    ).toMatch(/observer/);
  });
});
