/**
 * The room's media through the media server (Janus's VideoRoom, decision 053): the only file that touches
 * janus.js. The library and its WebRTC adapter are loaded with `import()` the first time a room connects,
 * so no other page's bundle carries them.
 *
 * One connection is one media-server session opened with the ticket's core token; once a room token
 * exists the person joins as a publisher (`id` = the ticket's feed id, `display` = the participant id, the
 * room token as `token`; the observer joins too and never publishes, since joining gives the `private_id`
 * subscriptions need), and one multistream subscriber handle follows the other publishers.
 */
import type { JanusJS } from "janus-gateway";
import { isNarrowScreen } from "./picture-quality.ts";
import { watchPicture } from "./picture-watch.ts";
import { type ConnectRoom, type LocalMedia, mediaServerAddress, NO_MEDIA } from "./room-connection.ts";
import { tracksToSend } from "./send-tracks.ts";
import {
  ANSWER_TIMEOUT_MS,
  type VideoRoomMessage,
  videoDescriptions,
  waiterList,
} from "./videoroom-messages.ts";

const PLUGIN = "janus.plugin.videoroom";

type JanusClass = typeof import("janus-gateway").default;

let janusLoaded: Promise<JanusClass> | null = null;

/** janus.js wants its adapter handed in (else it looks for a global `adapter`), and `init` once a page. */
function loadJanus(): Promise<JanusClass> {
  janusLoaded ??= Promise.all([import("janus-gateway"), import("webrtc-adapter")]).then(
    ([{ default: Janus }, { default: adapter }]) =>
      new Promise<JanusClass>((resolve) =>
        Janus.init({
          debug: false,
          dependencies: Janus.useDefaultDependencies({ adapter }),
          callback: () => resolve(Janus),
        }),
      ),
  );
  return janusLoaded;
}

export const connectRoom: ConnectRoom = async (ticket, events) => {
  const Janus = await loadJanus();
  let closed = false;
  const dropped = (reason: string) => {
    if (!closed) events.onDropped(reason);
  };
  const session = await new Promise<JanusJS.Janus>((resolve, reject) => {
    let opened = false;
    const janus: JanusJS.Janus = new Janus({
      server: mediaServerAddress(ticket.mediaServerUrl, window.location),
      token: ticket.token,
      // Explicitly, even when empty: janus.js otherwise uses a public STUN server.
      iceServers: ticket.iceServers,
      destroyOnUnload: true,
      success: () => {
        opened = true;
        resolve(janus);
      },
      error: (cause: unknown) => (opened ? dropped(String(cause)) : reject(new Error(String(cause)))),
    });
  });
  const attach = (callbacks: Omit<JanusJS.PluginOptions, "plugin" | "success" | "error">) =>
    new Promise<JanusJS.PluginHandle>((resolve, reject) =>
      session.attach({ plugin: PLUGIN, ...callbacks, success: resolve, error: (e) => reject(new Error(e)) }),
    );
  const iceState = (state: string) => {
    if (state === "failed") dropped("The media connection failed.");
  };

  let roomToken: string | null = null;
  let privateId: number | null = null;
  let sent: LocalMedia = NO_MEDIA;
  let mediaQueue: Promise<void> = Promise.resolve();
  const localTracks = new Map<string, MediaStreamTrack>();
  const publisherAnswers = waiterList();
  let cleanedUp: (() => void) | null = null;
  let unpublishing = false;

  /* Other publishers: the feeds to follow, those the subscriber asked for, and their tracks by mid. */
  const wanted = new Set<number>();
  const subscribed = new Set<number>();
  const feedOfMid = new Map<string, number>();
  const typeOfMid = new Map<string, string>();
  /** What each other publisher sends, by its own mids (a phone takes only children's sound). */
  const streamsOfFeed = new Map<number, { type: string; mid: string }[]>();
  /* A child's page on a phone's screen takes no children's cameras; the tutor's page takes them all. */
  const narrow = ticket.role !== "host" && isNarrowScreen({ width: window.innerWidth });
  const remoteTracks = new Map<number, Map<string, MediaStreamTrack>>();
  const subscriberAnswers = waiterList();
  let subscriber: JanusJS.PluginHandle | null = null;
  let subscriberJoined = false;
  let subscribing = false;

  const emitRemote = () => {
    const streams = new Map<number, MediaStream>();
    for (const [feed, tracks] of remoteTracks)
      if (tracks.size > 0) streams.set(feed, new MediaStream([...tracks.values()]));
    events.onRemoteStreams(streams);
  };
  const emitLocal = () => {
    const video = [...localTracks.values()].filter((track) => track.kind === "video");
    events.onLocalStream(video.length > 0 ? new MediaStream(video) : null);
  };

  const publisher = await attach({
    iceState,
    onlocaltrack: (track, on) => {
      if (on) localTracks.set(track.id, track);
      else localTracks.delete(track.id);
      emitLocal();
      // The browser's own "Stop sharing" ends the screen's track (a screen's settings name its surface).
      if (!on && !unpublishing && sent.screen && "displaySurface" in track.getSettings())
        events.onScreenEnded();
    },
    oncleanup: () => {
      localTracks.clear();
      emitLocal();
      cleanedUp?.();
    },
    onmessage: (message: VideoRoomMessage, jsep) => {
      if (jsep) publisher.handleRemoteJsep({ jsep });
      if (message.videoroom === "joined") privateId = message.private_id ?? null;
      // A publisher is followed only once the media server lists it as publishing ("No such feed" otherwise).
      for (const feed of message.publishers ?? []) {
        if (feed.id === ticket.feedId) continue;
        streamsOfFeed.set(
          feed.id,
          (feed.streams ?? []).flatMap((stream) =>
            stream.type && stream.mid !== undefined && !stream.disabled
              ? [{ type: stream.type, mid: stream.mid }]
              : [],
          ),
        );
        wanted.add(feed.id);
      }
      for (const gone of [message.unpublished, message.leaving])
        if (typeof gone === "number") forgetFeed(gone);
      if (message.leaving === "ok") dropped("You left the room on the media server.");
      publisherAnswers.deliver(message);
      void followPublishers();
    },
  });

  function forgetFeed(feed: number) {
    wanted.delete(feed);
    streamsOfFeed.delete(feed);
    subscribed.delete(feed);
    remoteTracks.delete(feed);
    emitRemote();
  }

  /** Asks the subscriber handle for the feeds not yet followed, one renegotiation at a time. */
  async function followPublishers(): Promise<void> {
    if (subscribing || closed || privateId === null || roomToken === null) return;
    const feeds = [...wanted].filter((feed) => !subscribed.has(feed));
    if (feeds.length === 0) return;
    const streams = feeds.flatMap((feed) => streamsToTake(feed));
    if (streams.length === 0) {
      for (const feed of feeds) subscribed.add(feed);
      return;
    }
    subscribing = true;
    try {
      for (const feed of feeds) subscribed.add(feed);
      const answered = subscriberAnswers.wait((message) => message.videoroom !== undefined);
      // A join that failed (its feed went away meanwhile) leaves the handle out of the room: join again.
      if (!subscriberJoined) {
        subscriber ??= await attach(subscriberCallbacks());
        subscriber.send({
          message: {
            request: "join",
            ptype: "subscriber",
            room: ticket.room,
            private_id: privateId,
            token: roomToken,
            streams,
          },
        });
      } else subscriber?.send({ message: { request: "subscribe", streams } });
      await answered;
      subscriberJoined = true;
      picture.check();
    } catch {
      // The feed went away meanwhile (or the answer was lost): ask again on its next `publishers` event.
      for (const feed of feeds) subscribed.delete(feed);
    } finally {
      subscribing = false;
    }
    if (!closed) void followPublishers();
  }

  /** The tutor's whole feed; a child's whole feed, or on a phone's screen its sound alone. */
  function streamsToTake(feed: number): { feed: number; mid?: string }[] {
    if (!narrow || events.isHostFeed(feed)) return [{ feed }];
    return (streamsOfFeed.get(feed) ?? [])
      .filter((stream) => stream.type === "audio")
      .map((stream) => ({ feed, mid: stream.mid }));
  }

  const picture = watchPicture({
    narrow,
    connection: () => (subscriberJoined ? (subscriber?.webrtcStuff?.pc ?? null) : null),
    tutorVideoMids: () =>
      [...feedOfMid]
        .filter(([mid, feed]) => typeOfMid.get(mid) === "video" && events.isHostFeed(feed))
        .map(([mid]) => mid),
    ask: (streams) => subscriber?.send({ message: { request: "configure", streams } }),
    onPicture: events.onPicture,
  });

  function subscriberCallbacks(): Omit<JanusJS.PluginOptions, "plugin" | "success" | "error"> {
    return {
      iceState,
      onmessage: (message: VideoRoomMessage, jsep) => {
        for (const stream of message.streams ?? [])
          if (stream.mid !== undefined && stream.feed_id !== undefined) {
            feedOfMid.set(stream.mid, stream.feed_id);
            if (stream.type) typeOfMid.set(stream.mid, stream.type);
          }
        if (!jsep) return subscriberAnswers.deliver(message);
        subscriber?.createAnswer({
          jsep,
          tracks: [{ type: "data", capture: false }],
          success: (answer) => {
            subscriber?.send({ message: { request: "start", room: ticket.room }, jsep: answer });
            subscriberAnswers.deliver(message);
          },
          error: (error) => subscriberAnswers.deliver({ ...message, error: String(error) }),
        });
      },
      onremotetrack: (track, mid, on, metadata) => {
        const feed = feedOfMid.get(mid);
        // A muted track stays (the publisher may be quiet); an ended one goes.
        if (feed === undefined || metadata?.reason === "mute") return;
        const tracks = remoteTracks.get(feed) ?? new Map<string, MediaStreamTrack>();
        if (on) tracks.set(mid, track);
        else tracks.delete(mid);
        remoteTracks.set(feed, tracks);
        emitRemote();
      },
    };
  }

  const publish = (media: LocalMedia) =>
    new Promise<void>((resolve, reject) => {
      const tracks = tracksToSend(media, ticket.role === "host");
      publisher.createOffer({
        tracks,
        success: (jsep) => {
          const configured = publisherAnswers.wait((message) => message.configured === "ok");
          const descriptions = videoDescriptions(jsep.sdp, tracks);
          publisher.send({
            message: {
              request: "configure",
              audio: media.microphone,
              video: media.camera || media.screen,
              ...(descriptions.length > 0 ? { descriptions } : {}),
            },
            jsep,
          });
          configured.then(resolve, reject);
        },
        error: (error) => reject(error instanceof Error ? error : new Error(String(error))),
      });
    });

  /** Stops sending and waits for janus.js to close the old PeerConnection before a new offer. */
  const unpublish = async () => {
    unpublishing = true;
    const cleaned = new Promise<void>((resolve) => {
      cleanedUp = resolve;
      setTimeout(resolve, ANSWER_TIMEOUT_MS);
    });
    const done = publisherAnswers.wait((message) => message.unpublished === "ok");
    publisher.send({ message: { request: "unpublish" } });
    await done;
    await cleaned;
    cleanedUp = null;
    unpublishing = false;
  };

  /*
   * A change of what is sent unpublishes and publishes again with the new tracks (as Janus's own demos
   * do): simpler and sturdier than renegotiating single tracks, and a camera turned off really stops.
   */
  const applyMedia = async (media: LocalMedia) => {
    if (closed || privateId === null) return;
    if (media.microphone === sent.microphone && media.camera === sent.camera && media.screen === sent.screen)
      return;
    if (sent.microphone || sent.camera || sent.screen) await unpublish();
    sent = NO_MEDIA;
    if (media.microphone || media.camera || media.screen) await publish(media);
    sent = media;
  };

  return {
    async join(token) {
      roomToken = token;
      const joined = publisherAnswers.wait((message) => message.videoroom === "joined");
      publisher.send({
        message: {
          request: "join",
          ptype: "publisher",
          room: ticket.room,
          id: ticket.feedId,
          display: String(ticket.participantId),
          token,
        },
      });
      await joined;
      void followPublishers();
    },
    setMedia(media) {
      const next = mediaQueue.then(() => applyMedia(media));
      mediaQueue = next.catch(() => {});
      return next;
    },
    close() {
      if (closed) return;
      closed = true;
      picture.stop();
      session.destroy({ cleanupHandles: true, notifyDestroyed: false });
    },
  };
};
