import { afterEach, describe, expect, it, vi } from "vitest";
import {
  checkNetwork,
  classifyCandidates,
  type GatheredCandidate,
  type IceServer,
  networkWords,
  relayPorts,
  splitIceServers,
} from "../lib/network-check.ts";

/** The servers a ticket of the product's own relay carries (decision 061), with TLS. */
const relay: IceServer = {
  urls: [
    "turn:lessons.example:3478?transport=udp",
    "turn:lessons.example:3478?transport=tcp",
    "turns:lessons.example:443?transport=tcp",
  ],
  username: "1796669506:ticket",
  credential: "secret",
};
const stun: IceServer = { urls: "stun:stun.example:19302" };

const candidate = (type: string, over: "udp" | "tcp", protocol = "udp"): GatheredCandidate => ({
  type,
  protocol,
  over,
});

describe("the network check's rule", () => {
  it("splits the servers by the transport each address is reached over", () => {
    expect(splitIceServers([stun, relay])).toEqual({
      udp: [{ urls: [stun.urls] }, { ...relay, urls: ["turn:lessons.example:3478?transport=udp"] }],
      tcp: [
        {
          ...relay,
          urls: ["turn:lessons.example:3478?transport=tcp", "turns:lessons.example:443?transport=tcp"],
        },
      ],
    });
    expect(splitIceServers([{ urls: "turn:plain.example" }])).toEqual({
      udp: [{ urls: ["turn:plain.example"] }],
      tcp: [],
    });
  });

  it("says directly for a relay or server-reflexive candidate over UDP, whatever came over TCP", () => {
    const servers = { hasServers: true };
    expect(classifyCandidates([candidate("host", "udp"), candidate("relay", "udp")], servers)).toBe("direct");
    expect(classifyCandidates([candidate("srflx", "udp"), candidate("relay", "tcp")], servers)).toBe(
      "direct",
    );
  });

  it("says through the relay when only a relay over TCP or TLS was obtained", () => {
    const found = [candidate("host", "udp"), candidate("host", "tcp", "tcp"), candidate("relay", "tcp")];
    expect(classifyCandidates(found, { hasServers: true })).toBe("relay");
  });

  it("says not at all when no server answered, a host candidate proving nothing", () => {
    expect(classifyCandidates([candidate("host", "udp")], { hasServers: true })).toBe("none");
    expect(classifyCandidates([], { hasServers: true })).toBe("none");
  });

  it("takes a UDP host candidate as directly only when the ticket names no server to ask", () => {
    expect(classifyCandidates([candidate("host", "udp")], { hasServers: false })).toBe("direct");
    expect(classifyCandidates([candidate("host", "tcp", "tcp")], { hasServers: false })).toBe("none");
  });

  it("names the relay's ports for the IT team and what to do for each result", () => {
    expect(relayPorts([stun, relay])).toEqual([
      "lessons.example port 3478 over UDP and TCP",
      "lessons.example port 443 over TLS",
    ]);
    expect(networkWords("direct", [relay])).toEqual({
      result: "This network reaches the lesson directly.",
      advice: null,
    });
    expect(networkWords("relay", [relay]).advice).toContain(
      "allow UDP to the lesson's relay (lessons.example port 3478 over UDP and TCP; lessons.example port 443 over TLS)",
    );
    expect(networkWords("none", []).advice).toMatch(/Try another one .*allow video calls \(WebRTC\)\.$/);
  });
});

/**
 * A browser's peer connection reduced to gathering: each server address answers with the candidate given
 * for it after `delayMs` (none when absent), then gathering completes unless `hangs` says the address never
 * answers (UDP dropped: the browser keeps retrying).
 */
function fakePeerConnections(answers: Record<string, { type: string; delayMs: number } | "hangs">) {
  const made: Array<{ urls: string[]; closed: boolean }> = [];
  class FakePeerConnection {
    onicecandidate: ((event: { candidate: { type: string; protocol: string } | null }) => void) | null = null;
    onicegatheringstatechange: (() => void) | null = null;
    iceGatheringState = "new";
    record: { urls: string[]; closed: boolean };
    constructor({ iceServers }: { iceServers: IceServer[] }) {
      this.record = { urls: iceServers.flatMap((server) => [server.urls].flat()), closed: false };
      made.push(this.record);
    }
    createDataChannel() {}
    async createOffer() {
      return {};
    }
    async setLocalDescription() {
      const pending = this.record.urls.map((url) => answers[url]);
      let last = 0;
      for (const answer of pending) {
        if (answer === undefined || answer === "hangs") continue;
        last = Math.max(last, answer.delayMs);
        setTimeout(
          () => this.onicecandidate?.({ candidate: { type: answer.type, protocol: "udp" } }),
          answer.delayMs,
        );
      }
      if (!pending.includes("hangs")) setTimeout(() => this.onicecandidate?.({ candidate: null }), last + 1);
    }
    close() {
      this.record.closed = true;
    }
  }
  vi.stubGlobal("RTCPeerConnection", FakePeerConnection);
  return made;
}

describe("checking the network", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("answers directly as soon as UDP got out, and closes both connections", async () => {
    vi.useFakeTimers();
    const made = fakePeerConnections({
      "turn:lessons.example:3478?transport=udp": { type: "relay", delayMs: 100 },
      "turn:lessons.example:3478?transport=tcp": "hangs",
      "turns:lessons.example:443?transport=tcp": "hangs",
    });
    const result = checkNetwork([relay]);
    await vi.advanceTimersByTimeAsync(150);
    expect(await result).toBe("direct");
    expect(made).toHaveLength(2);
    expect(made.every((connection) => connection.closed)).toBe(true);
  });

  it("waits out UDP that never answers, then says through the relay", async () => {
    vi.useFakeTimers();
    const made = fakePeerConnections({
      "turn:lessons.example:3478?transport=udp": "hangs",
      "turn:lessons.example:3478?transport=tcp": { type: "relay", delayMs: 200 },
    });
    let answer: string | null = null;
    void checkNetwork([relay], { timeoutMs: 5_000 }).then((reach) => {
      answer = reach;
    });
    await vi.advanceTimersByTimeAsync(4_900);
    expect(answer).toBeNull();
    await vi.advanceTimersByTimeAsync(200);
    expect(answer).toBe("relay");
    expect(made.every((connection) => connection.closed)).toBe(true);
  });

  it("says not at all once every gathering completed empty, before the time is up", async () => {
    vi.useFakeTimers();
    fakePeerConnections({});
    const result = checkNetwork([relay]);
    await vi.advanceTimersByTimeAsync(10);
    expect(await result).toBe("none");
  });

  it("answers nothing in a browser without WebRTC", async () => {
    vi.stubGlobal("RTCPeerConnection", undefined);
    expect(await checkNetwork([relay])).toBeNull();
  });
});
