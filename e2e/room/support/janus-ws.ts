/**
 * A bare media-server join from inside a page, over the same WebSocket the room uses (the ticket's
 * `mediaServerUrl`, through the app's origin): create a session with the ticket's core token, attach the
 * VideoRoom, join the room as a publisher with a room token. What the media server itself answers — not
 * the app — is what the refusal tests check (a reused token is refused by Janus's allowed list).
 */
import type { Page } from "@playwright/test";
import type { RoomTicket } from "#shared/schemas/lesson-room.ts";

export type JoinAnswer = { joined: boolean; code: number | null; reason: string | null };

export function janusJoin(page: Page, ticket: RoomTicket, roomToken: string): Promise<JoinAnswer> {
  return page.evaluate(
    async ({ ticket, roomToken }) => {
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
        const transaction = String(message.transaction ?? "");
        waiting.get(transaction)?.(message);
      };
      let counter = 0;
      const send = (request: Record<string, unknown>) =>
        new Promise<Record<string, unknown>>((resolve, reject) => {
          const transaction = `t${++counter}`;
          const timer = setTimeout(() => reject(new Error(`no answer to ${String(request.janus)}`)), 8_000);
          waiting.set(transaction, (message) => {
            clearTimeout(timer);
            resolve(message);
          });
          socket.send(JSON.stringify({ ...request, transaction, token: ticket.token }));
        });
      const refused = (message: Record<string, unknown>) => {
        const error = message.error as { code: number; reason: string } | undefined;
        return { joined: false, code: error?.code ?? null, reason: error?.reason ?? null };
      };
      try {
        const created = await send({ janus: "create" });
        if (created.janus !== "success") return refused(created);
        const sessionId = (created.data as { id: number }).id;
        const attached = await send({
          janus: "attach",
          session_id: sessionId,
          plugin: "janus.plugin.videoroom",
        });
        if (attached.janus !== "success") return refused(attached);
        const handleId = (attached.data as { id: number }).id;
        const answer = await send({
          janus: "message",
          session_id: sessionId,
          handle_id: handleId,
          body: {
            request: "join",
            ptype: "publisher",
            room: ticket.room,
            id: ticket.feedId,
            display: String(ticket.participantId),
            token: roomToken,
          },
        });
        // The media server may also have ended the session itself (a reused ticket): its own error.
        if (answer.janus === "error") return refused(answer);
        const data = ((answer.plugindata as { data?: Record<string, unknown> } | undefined)?.data ?? {}) as {
          videoroom?: string;
          error_code?: number;
          error?: string;
        };
        await send({ janus: "destroy", session_id: sessionId }).catch(() => null);
        if (data.videoroom === "joined") return { joined: true, code: null, reason: null };
        return { joined: false, code: data.error_code ?? null, reason: data.error ?? null };
      } finally {
        socket.close();
      }
    },
    { ticket, roomToken },
  );
}
