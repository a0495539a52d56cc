/**
 * What the room's page reads of the media server's VideoRoom messages: each step's answer waited for, and
 * the descriptions of the videos a publisher sends. Apart from janus.js itself (lib/janus-client.ts).
 */
import type { JanusJS } from "janus-gateway";

/** How long a step of the media server's answer is waited for before the connection counts as dropped. */
export const ANSWER_TIMEOUT_MS = 10_000;

/**
 * Each video sent, by its mid in the offer, described as the camera or the screen: Janus writes it into
 * the recording's file header, which is how a recording tells the tutor's screen from the camera
 * (decision 054). The offer's video sections come in the order their tracks were asked for.
 */
export function videoDescriptions(sdp: string | undefined, tracks: JanusJS.TrackOption[]) {
  const kinds = tracks.flatMap((track) =>
    track.type === "screen" ? ["screen"] : track.type === "video" ? ["camera"] : [],
  );
  const mids = (sdp ?? "")
    .split(/\r?\nm=/)
    .filter((section) => section.startsWith("video"))
    .map((section) => /\na=mid:(\S+)/.exec(section)?.[1]);
  return mids.flatMap((mid, index) => (mid && kinds[index] ? [{ mid, description: kinds[index] }] : []));
}

export type VideoRoomMessage = JanusJS.Message & {
  videoroom?: string;
  private_id?: number;
  publishers?: { id: number; streams?: { type?: string; mid?: string; disabled?: boolean }[] }[];
  unpublished?: number | "ok";
  leaving?: number | "ok";
  configured?: "ok";
  streams?: { mid?: string; feed_id?: number; type?: string }[];
  error_code?: number;
};

type Waiter = {
  test: (message: VideoRoomMessage) => boolean;
  resolve: () => void;
  reject: (e: Error) => void;
};

/** Resolves on the first message `test` accepts, rejects on a plugin error or after the timeout. */
export function waiterList() {
  const waiters = new Set<Waiter>();
  return {
    wait(test: Waiter["test"]): Promise<void> {
      return new Promise<void>((resolve, reject) => {
        const settle = (then: () => void) => () => {
          clearTimeout(timer);
          waiters.delete(waiter);
          then();
        };
        const waiter: Waiter = {
          test,
          resolve: settle(resolve),
          reject: (error) => settle(() => reject(error))(),
        };
        const timer = setTimeout(
          () => waiter.reject(new Error("The media server did not answer.")),
          ANSWER_TIMEOUT_MS,
        );
        waiters.add(waiter);
      });
    },
    deliver(message: VideoRoomMessage) {
      for (const waiter of [...waiters]) {
        if (message.error) waiter.reject(new Error(message.error));
        else if (waiter.test(message)) waiter.resolve();
      }
    },
  };
}
