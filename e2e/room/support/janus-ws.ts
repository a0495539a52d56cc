/**
 * A bare media-server join from inside a page, over the same WebSocket the room uses (the ticket's
 * `mediaServerUrl`, through the app's origin): create a session with the ticket's core token, attach the
 * VideoRoom, join the room as a publisher with a room token. What the media server itself answers — not
 * the app — is what the refusal tests check (a reused token is refused by Janus's allowed list).
 */
import type { Page } from "@playwright/test";
import type { RoomTicket } from "#shared/schemas/lesson-room.ts";

export type JoinAnswer = { joined: boolean; code: number | null; reason: string | null };

/** The room page's own publisher join for a ticket, as the page sends it. */
export const publisherJoin = (ticket: RoomTicket, roomToken: string | null) => ({
  request: "join",
  ptype: "publisher",
  room: ticket.room,
  id: ticket.feedId,
  display: String(ticket.participantId),
  token: roomToken,
});

export async function janusJoin(page: Page, ticket: RoomTicket, roomToken: string): Promise<JoinAnswer> {
  const [answer] = await janusExchange(page, ticket, [{ body: publisherJoin(ticket, roomToken) }]);
  if (answer?.videoroom === "joined") return { joined: true, code: null, reason: null };
  // The media server may also have ended the session itself (a reused ticket): its own error.
  return { joined: false, code: answer?.code ?? null, reason: answer?.reason ?? null };
}

/** One request a page sends on the media server's socket, after its session and one handle are open. */
export type ExchangeStep =
  | { core: Record<string, unknown> }
  | { body: Record<string, unknown>; offer?: "media" | "media-and-data" };

export type ExchangeAnswer = {
  janus: string;
  code: number | null;
  reason: string | null;
  videoroom: string | null;
};

/**
 * Opens the media server's socket from the page with the ticket's core token, attaches the VideoRoom and
 * sends each step (a VideoRoom body on that handle, with a real offer of the page's own when asked, or a
 * whole Janus request), answering what came back for each: the gate's or the media server's error, or the
 * VideoRoom's answer. A refused session answers one entry for `create`.
 */
export function janusExchange(
  page: Page,
  ticket: RoomTicket,
  steps: ExchangeStep[],
): Promise<ExchangeAnswer[]> {
  return page.evaluate(
    async ({ ticket, steps }) => {
      const base = new URL(ticket.mediaServerUrl, window.location.href);
      base.protocol = base.protocol === "https:" ? "wss:" : "ws:";
      const socket = new WebSocket(base.toString(), "janus-protocol");
      await new Promise((resolve, reject) => {
        socket.onopen = resolve;
        socket.onerror = () => reject(new Error("the media server's WebSocket did not open"));
      });
      const waiting = new Map<string, (message: Record<string, unknown>) => void>();
      socket.onmessage = (event) => {
        const message = JSON.parse(String(event.data)) as Record<string, unknown>;
        if (message.janus === "ack") return;
        waiting.get(String(message.transaction ?? ""))?.(message);
      };
      let counter = 0;
      const send = (request: Record<string, unknown>) =>
        new Promise<Record<string, unknown>>((resolve) => {
          const transaction = `x${++counter}`;
          const timer = setTimeout(() => resolve({ janus: "timeout" }), 8_000);
          waiting.set(transaction, (message) => {
            clearTimeout(timer);
            resolve(message);
          });
          socket.send(JSON.stringify({ token: ticket.token, ...request, transaction }));
        });
      const answerOf = (message: Record<string, unknown>) => {
        const error = message.error as { code: number; reason: string } | undefined;
        const data = ((message.plugindata as { data?: Record<string, unknown> } | undefined)?.data ?? {}) as {
          videoroom?: string;
          error_code?: number;
          error?: string;
        };
        return {
          janus: String(message.janus),
          code: error?.code ?? data.error_code ?? null,
          reason: error?.reason ?? data.error ?? null,
          videoroom: data.videoroom ?? null,
        };
      };
      const offerOf = async (withData: boolean) => {
        const peer = new RTCPeerConnection({ iceServers: [] });
        const stream = await navigator.mediaDevices.getUserMedia({ audio: true, video: true });
        for (const track of stream.getTracks()) peer.addTrack(track, stream);
        if (withData) peer.createDataChannel("talk");
        await peer.setLocalDescription(await peer.createOffer());
        const sdp = peer.localDescription!.sdp;
        peer.close();
        for (const track of stream.getTracks()) track.stop();
        return { type: "offer", sdp };
      };
      const answers = [];
      try {
        const created = await send({ janus: "create" });
        if (created.janus !== "success") return [answerOf(created)];
        const sessionId = (created.data as { id: number }).id;
        const attached = await send({
          janus: "attach",
          session_id: sessionId,
          plugin: "janus.plugin.videoroom",
        });
        if (attached.janus !== "success") return [answerOf(attached)];
        const handleId = (attached.data as { id: number }).id;
        for (const step of steps) {
          if ("core" in step) {
            answers.push(answerOf(await send({ session_id: sessionId, ...step.core })));
            continue;
          }
          const jsep = step.offer ? await offerOf(step.offer === "media-and-data") : undefined;
          const message = { janus: "message", session_id: sessionId, handle_id: handleId, body: step.body };
          answers.push(answerOf(await send(jsep ? { ...message, jsep } : message)));
        }
        await send({ janus: "destroy", session_id: sessionId });
        return answers;
      } finally {
        socket.close();
      }
    },
    { ticket, steps },
  );
}

/** How many of `count` media sockets the page could open at once (each closed, and its close awaited, at the end). */
export function openMediaSockets(page: Page, url: string, count: number): Promise<number> {
  return page.evaluate(
    async ({ url, count }) => {
      const address = new URL(url, window.location.href);
      address.protocol = address.protocol === "https:" ? "wss:" : "ws:";
      const sockets = await Promise.all(
        Array.from({ length: count }, async () => {
          const socket = new WebSocket(address.toString(), "janus-protocol");
          const opened = await new Promise<boolean>((resolve) => {
            socket.onopen = () => resolve(true);
            socket.onerror = () => resolve(false);
            setTimeout(() => resolve(false), 8_000);
          });
          return { socket, opened };
        }),
      );
      // Each opened socket is closed and its close awaited, so the server has let go of it on return.
      await Promise.all(
        sockets.map(
          ({ socket, opened }) =>
            new Promise<void>((resolve) => {
              if (!opened) return resolve();
              socket.onclose = () => resolve();
              socket.close();
              setTimeout(resolve, 5_000);
            }),
        ),
      );
      return sockets.filter((entry) => entry.opened).length;
    },
    { url, count },
  );
}
