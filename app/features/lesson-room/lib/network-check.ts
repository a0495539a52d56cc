/**
 * Whether this network reaches the lesson (the check before entering, decision 062): the browser gathers
 * ICE candidates with the ticket's own STUN/TURN servers, asking the servers reached over UDP and those
 * reached over TCP or TLS in two connections, so what came over which transport never depends on a
 * browser filling in `relayProtocol` (Chromium leaves it empty for a UDP relay).
 */
import type { RoomTicket } from "#shared/schemas/lesson-room.ts";

export type IceServer = RoomTicket["iceServers"][number];

/** directly (UDP gets out), through the relay (only TCP/TLS to the relay), or not at all. */
export type NetworkReach = "direct" | "relay" | "none";

/** One gathered candidate and the transport of the servers it was asked of. */
export type GatheredCandidate = { type: string | null; protocol: string | null; over: "udp" | "tcp" };

/** How long the check may take before it says what it found. */
export const NETWORK_CHECK_MS = 5_000;

/** `turns:` and `?transport=tcp` reach the server over TCP; `stun:` and other `turn:` addresses over UDP. */
const overTcp = (url: string) => url.startsWith("turns:") || /[?&]transport=tcp\b/i.test(url);

/** The ticket's servers split by the transport each address is reached over. */
export function splitIceServers(servers: readonly IceServer[]): { udp: IceServer[]; tcp: IceServer[] } {
  const udp: IceServer[] = [];
  const tcp: IceServer[] = [];
  for (const server of servers) {
    const urls = [server.urls].flat();
    const byUdp = urls.filter((url) => !overTcp(url));
    const byTcp = urls.filter(overTcp);
    if (byUdp.length > 0) udp.push({ ...server, urls: byUdp });
    if (byTcp.length > 0) tcp.push({ ...server, urls: byTcp });
  }
  return { udp, tcp };
}

/**
 * The rule: a server-reflexive or relay candidate obtained over UDP means the network lets the lesson's
 * UDP out (directly); otherwise a relay candidate over TCP or TLS means through the relay; nothing means not
 * at all. A ticket without any server (a room run on this machine) has nothing to ask: a UDP host candidate
 * is then as much as can be known, and counts as directly.
 */
export function classifyCandidates(
  candidates: readonly GatheredCandidate[],
  { hasServers }: { hasServers: boolean },
): NetworkReach {
  const seen = (over: "udp" | "tcp", types: readonly string[]) =>
    candidates.some((candidate) => candidate.over === over && types.includes(candidate.type ?? ""));
  if (seen("udp", ["srflx", "relay"])) return "direct";
  if (!hasServers && candidates.some((c) => c.type === "host" && c.protocol === "udp")) return "direct";
  if (seen("tcp", ["relay"])) return "relay";
  return "none";
}

/** The relay's addresses in words an IT team can act on (`host port 3478 over UDP and TCP`). */
export function relayPorts(servers: readonly IceServer[]): string[] {
  const ports = new Map<string, Set<string>>();
  for (const url of servers.flatMap((server) => [server.urls].flat())) {
    const found = /^turns?:([^?]+?)(?::(\d+))?(?:\?|$)/i.exec(url);
    if (!found?.[1]) continue;
    const secure = url.startsWith("turns:");
    const place = `${found[1]} port ${found[2] ?? (secure ? "5349" : "3478")}`;
    const transport = secure ? "TLS" : overTcp(url) ? "TCP" : "UDP";
    ports.set(place, (ports.get(place) ?? new Set()).add(transport));
  }
  return [...ports].map(([place, transports]) => `${place} over ${[...transports].join(" and ")}`);
}

/** Gathers candidates from one set of servers until gathering completes; `close` ends it early. */
function gather(servers: IceServer[], over: "udp" | "tcp", found: (candidate: GatheredCandidate) => void) {
  let connection: RTCPeerConnection | null = null;
  const complete = new Promise<void>((resolve) => {
    try {
      connection = new RTCPeerConnection({ iceServers: servers });
    } catch {
      // An address the browser cannot use: nothing to gather from it.
      return resolve();
    }
    const pc = connection;
    pc.onicecandidate = (event) => {
      if (!event.candidate) return resolve();
      found({ type: event.candidate.type, protocol: event.candidate.protocol, over });
    };
    pc.onicegatheringstatechange = () => pc.iceGatheringState === "complete" && resolve();
    pc.createDataChannel("check");
    pc.createOffer()
      .then((offer) => pc.setLocalDescription(offer))
      .catch(() => resolve());
  });
  return { complete, close: () => connection?.close() };
}

/**
 * Runs the check: resolves as soon as UDP is seen to get out, otherwise once both gatherings completed or
 * `timeoutMs` passed, and closes its connections either way. Null when this browser has no WebRTC.
 */
export async function checkNetwork(
  servers: readonly IceServer[],
  { timeoutMs = NETWORK_CHECK_MS, signal }: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<NetworkReach | null> {
  if (typeof RTCPeerConnection === "undefined") return null;
  const { udp, tcp } = splitIceServers(servers);
  const hasServers = servers.length > 0;
  const candidates: GatheredCandidate[] = [];
  let udpGotOut: () => void = () => {};
  const directly = new Promise<void>((resolve) => {
    udpGotOut = resolve;
  });
  const onCandidate = (candidate: GatheredCandidate) => {
    candidates.push(candidate);
    if (classifyCandidates(candidates, { hasServers }) === "direct") udpGotOut();
  };
  const runs = [gather(udp, "udp", onCandidate)];
  if (tcp.length > 0) runs.push(gather(tcp, "tcp", onCandidate));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stopped = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
    signal?.addEventListener("abort", () => resolve(), { once: true });
  });
  try {
    await Promise.race([directly, stopped, Promise.all(runs.map((run) => run.complete))]);
  } finally {
    clearTimeout(timer);
    for (const run of runs) run.close();
  }
  return classifyCandidates(candidates, { hasServers });
}

/** What the check says: the result (a status) and, when the lesson will not come through directly, what to do. */
export function networkWords(
  state: NetworkReach | "checking" | "unsupported",
  servers: readonly IceServer[],
): { result: string; advice: string | null } {
  const ports = relayPorts(servers);
  const allow = ports.length > 0 ? `the lesson's relay (${ports.join("; ")})` : "video calls (WebRTC)";
  switch (state) {
    case "checking":
      return { result: "Checking whether this network reaches the lesson…", advice: null };
    case "direct":
      return { result: "This network reaches the lesson directly.", advice: null };
    case "relay":
      return {
        result: "This network reaches the lesson through the relay.",
        advice: `This network lets only web traffic out, so sound and picture go through the lesson's relay. The lesson works, sometimes with a little more delay. If it stutters, ask the school's or office's IT team to allow UDP to ${allow}, or try another network.`,
      };
    case "none":
      return {
        result: "This network does not reach the lesson at all.",
        advice: `Sound and picture cannot get through from this network. Try another one (home Wi-Fi, or a phone's mobile data), or ask the school's or office's IT team to allow ${allow}.`,
      };
    case "unsupported":
      return {
        result: "This browser cannot join the lesson's sound and picture.",
        advice: "Open the lesson in a recent Chrome, Edge, Firefox or Safari.",
      };
  }
}
