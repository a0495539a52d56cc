import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RoomTicket } from "#shared/schemas/lesson-room.ts";
import { connectRoom } from "../lib/janus-client.ts";
import { mediaServerAddress } from "../lib/room-connection.ts";

type Callbacks = Record<string, (...args: unknown[]) => void>;
type FakeHandle = {
  callbacks: Callbacks;
  sent: { message: Record<string, unknown>; jsep?: unknown }[];
  send: (message: { message: Record<string, unknown>; jsep?: unknown }) => void;
  createOffer: ReturnType<typeof vi.fn>;
  createAnswer: ReturnType<typeof vi.fn>;
  handleRemoteJsep: ReturnType<typeof vi.fn>;
};

/** A stand-in for janus.js that records what the client asks of it and lets a test answer as Janus would. */
const fake = vi.hoisted(() => {
  const state = {
    sessions: [] as { options: Callbacks & Record<string, unknown>; destroy: () => void }[],
    handles: [] as FakeHandle[],
  };
  class FakeJanus {
    static init({ callback }: { callback: () => void }) {
      callback();
    }
    static useDefaultDependencies(dependencies: unknown) {
      return dependencies;
    }
    destroy = vi.fn();
    constructor(readonly options: Callbacks & Record<string, unknown>) {
      state.sessions.push(this);
      queueMicrotask(() => options.success?.());
    }
    attach(callbacks: Callbacks) {
      const handle: FakeHandle = {
        callbacks,
        sent: [],
        send: (message) => handle.sent.push(message),
        createOffer: vi.fn(),
        createAnswer: vi.fn(({ success }: { success: (jsep: unknown) => void }) =>
          success({ type: "answer", sdp: "a" }),
        ),
        handleRemoteJsep: vi.fn(),
      };
      state.handles.push(handle);
      queueMicrotask(() => callbacks.success?.(handle));
    }
  }
  return { state, FakeJanus };
});

vi.mock("janus-gateway", () => ({ default: fake.FakeJanus }));
vi.mock("webrtc-adapter", () => ({ default: { browserDetails: {} } }));

class FakeMediaStream {
  constructor(readonly tracks: MediaStreamTrack[] = []) {}
  getTracks = () => this.tracks;
}

const ticket: RoomTicket = {
  sessionId: 31,
  participantId: 2,
  mediaServerUrl: "/api/media-server/ws",
  room: 77_001,
  token: "core-token",
  roomToken: "room-token",
  feedId: 602,
  displayName: "Ada",
  role: "participant",
  status: "admitted",
  expiresAt: "2026-11-27T16:00:00.000Z",
  iceServers: [],
};

const events = () => ({
  onLocalStream: vi.fn(),
  onRemoteStreams: vi.fn(),
  onDropped: vi.fn(),
  onScreenEnded: vi.fn(),
  isHostFeed: (feed: number) => feed === 601,
  onPicture: vi.fn(),
});
const lastSent = (handle: FakeHandle | undefined) => handle?.sent.at(-1)?.message;

beforeEach(() => {
  fake.state.sessions.length = 0;
  fake.state.handles.length = 0;
  vi.stubGlobal("MediaStream", FakeMediaStream);
});
afterEach(() => vi.unstubAllGlobals());

describe("the media-server address", () => {
  it("makes a path on this origin a WebSocket address and keeps a full address", () => {
    expect(mediaServerAddress("/api/media-server/ws", { protocol: "https:", host: "tuition.example" })).toBe(
      "wss://tuition.example/api/media-server/ws",
    );
    expect(mediaServerAddress("/ws", { protocol: "http:", host: "127.0.0.1:3000" })).toBe(
      "ws://127.0.0.1:3000/ws",
    );
    expect(mediaServerAddress("wss://media.example/janus", { protocol: "https:", host: "x" })).toBe(
      "wss://media.example/janus",
    );
  });
});

describe("connecting to the room", () => {
  it("opens the session with the ticket's token and ICE servers, and joins as a publisher with its feed id", async () => {
    const connection = await connectRoom(ticket, events());
    const session = fake.state.sessions[0];
    expect(session?.options).toMatchObject({ token: "core-token", iceServers: [] });
    expect(session?.options.server).toBe(mediaServerAddress(ticket.mediaServerUrl, window.location));
    const publisher = fake.state.handles[0];
    const joined = connection.join("room-token");
    expect(lastSent(publisher)).toEqual({
      request: "join",
      ptype: "publisher",
      room: 77_001,
      id: 602,
      display: "2",
      token: "room-token",
    });
    publisher?.callbacks.onmessage?.({ videoroom: "joined", private_id: 9, publishers: [] });
    await joined;
    // Nobody publishes yet: no subscriber handle.
    expect(fake.state.handles).toHaveLength(1);
  });

  it("subscribes to a publisher only once it is listed, with the private id and the room token", async () => {
    const listener = events();
    const connection = await connectRoom(ticket, listener);
    const publisher = fake.state.handles[0];
    const joined = connection.join("room-token");
    publisher?.callbacks.onmessage?.({ videoroom: "joined", private_id: 9, publishers: [{ id: 602 }] });
    await joined;
    expect(fake.state.handles).toHaveLength(1);

    publisher?.callbacks.onmessage?.({ videoroom: "event", publishers: [{ id: 501 }] });
    await vi.waitFor(() => expect(fake.state.handles).toHaveLength(2));
    const subscriber = fake.state.handles[1];
    await vi.waitFor(() =>
      expect(lastSent(subscriber)).toEqual({
        request: "join",
        ptype: "subscriber",
        room: 77_001,
        private_id: 9,
        token: "room-token",
        streams: [{ feed: 501 }],
      }),
    );
    subscriber?.callbacks.onmessage?.(
      { videoroom: "attached", streams: [{ mid: "0", feed_id: 501 }] },
      { type: "offer", sdp: "o" },
    );
    expect(subscriber?.sent.at(-1)).toEqual({
      message: { request: "start", room: 77_001 },
      jsep: { type: "answer", sdp: "a" },
    });

    const track = { id: "t1", kind: "video" } as MediaStreamTrack;
    subscriber?.callbacks.onremotetrack?.(track, "0", true, { reason: "created" });
    const streams = listener.onRemoteStreams.mock.lastCall?.[0] as Map<number, FakeMediaStream>;
    expect([...streams.keys()]).toEqual([501]);
    expect(streams.get(501)?.tracks).toEqual([track]);

    publisher?.callbacks.onmessage?.({ videoroom: "event", unpublished: 501 });
    expect(listener.onRemoteStreams).toHaveBeenLastCalledWith(new Map());
  });

  it("publishes the microphone on demand and reports a lost connection as dropped", async () => {
    const listener = events();
    const connection = await connectRoom(ticket, listener);
    const publisher = fake.state.handles[0];
    const joined = connection.join("room-token");
    publisher?.callbacks.onmessage?.({ videoroom: "joined", private_id: 9, publishers: [] });
    await joined;

    const sending = connection.setMedia({ microphone: true, camera: false, screen: false });
    await vi.waitFor(() => expect(publisher?.createOffer).toHaveBeenCalled());
    const offer = publisher?.createOffer.mock.lastCall?.[0] as {
      tracks: unknown[];
      success: (jsep: unknown) => void;
    };
    expect(offer.tracks).toEqual([{ type: "audio", capture: true, recv: false }]);
    offer.success({ type: "offer", sdp: "o" });
    expect(publisher?.sent.at(-1)).toEqual({
      message: { request: "configure", audio: true, video: false },
      jsep: { type: "offer", sdp: "o" },
    });
    publisher?.callbacks.onmessage?.({ videoroom: "event", configured: "ok" });
    await sending;

    // Sharing the screen too; stopping it from the browser's own control is reported.
    const sharing = connection.setMedia({ microphone: true, camera: false, screen: true });
    await vi.waitFor(() => expect(lastSent(publisher)).toEqual({ request: "unpublish" }));
    publisher?.callbacks.onmessage?.({ videoroom: "event", unpublished: "ok" });
    publisher?.callbacks.oncleanup?.();
    await vi.waitFor(() => expect(publisher?.createOffer).toHaveBeenCalledTimes(2));
    const second = publisher?.createOffer.mock.lastCall?.[0] as {
      tracks: unknown[];
      success: (jsep: unknown) => void;
    };
    expect(second.tracks).toEqual([
      { type: "audio", capture: true, recv: false },
      { type: "screen", capture: true, recv: false },
    ]);
    const sdp = [
      "v=0",
      "m=audio 9 UDP/TLS/RTP/SAVPF 111",
      "a=mid:0",
      "m=video 9 UDP/TLS/RTP/SAVPF 96",
      "a=mid:1",
    ];
    second.success({ type: "offer", sdp: sdp.join("\r\n") });
    // The screen's mid is described as such: Janus writes it into the recording's header (decision 054).
    expect(lastSent(publisher)).toEqual({
      request: "configure",
      audio: true,
      video: true,
      descriptions: [{ mid: "1", description: "screen" }],
    });
    publisher?.callbacks.onmessage?.({ videoroom: "event", configured: "ok" });
    await sharing;
    const screenTrack = { id: "s1", kind: "video", getSettings: () => ({ displaySurface: "monitor" }) };
    publisher?.callbacks.onlocaltrack?.(screenTrack, true);
    publisher?.callbacks.onlocaltrack?.(screenTrack, false);
    expect(listener.onScreenEnded).toHaveBeenCalledTimes(1);

    fake.state.sessions[0]?.options.error?.("Lost connection to the server (is it down?)");
    expect(listener.onDropped).toHaveBeenCalledWith("Lost connection to the server (is it down?)");
    connection.close();
    expect(fake.state.sessions[0]?.destroy).toHaveBeenCalled();
  });
});
