/**
 * Media seen from inside a page: every RTCPeerConnection the page made (collected by peer-connections.js)
 * and its inbound video's `framesDecoded`, read through `getStats()` (STACK-NOTES-3 "Testing the room").
 */
import { expect, type Page } from "@playwright/test";

type InboundVideo = {
  key: string;
  framesDecoded: number;
  freezeCount: number;
  totalFreezesDuration: number;
  frameWidth: number;
};

/** Each inbound video stream of the page (by connection and stream id) with its frames decoded so far. */
export function inboundVideo(page: Page): Promise<InboundVideo[]> {
  return page.evaluate(async () => {
    const peers = ((window as unknown as { __roomPeers?: RTCPeerConnection[] }).__roomPeers ?? []).filter(
      (peer) => peer.connectionState !== "closed",
    );
    const found: InboundVideo[] = [];
    for (const [index, peer] of peers.entries()) {
      const stats = await peer.getStats();
      stats.forEach((report: Record<string, unknown>) => {
        if (report.type !== "inbound-rtp" || report.kind !== "video") return;
        found.push({
          key: `${index}:${String(report.mid ?? report.id)}`,
          framesDecoded: Number(report.framesDecoded ?? 0),
          freezeCount: Number(report.freezeCount ?? 0),
          totalFreezesDuration: Number(report.totalFreezesDuration ?? 0),
          frameWidth: Number(report.frameWidth ?? 0),
        });
      });
    }
    return found;
  });
}

/** How many of the page's inbound videos decoded new frames over `windowMs`. */
export async function videosRising(page: Page, windowMs = 1_500) {
  const before = new Map((await inboundVideo(page)).map((video) => [video.key, video.framesDecoded]));
  await page.waitForTimeout(windowMs);
  const after = await inboundVideo(page);
  return after.filter((video) => video.framesDecoded > (before.get(video.key) ?? 0)).length;
}

/** Waits until the page decodes rising frames of at least `cameras` other cameras (the ones that are on). */
export async function expectFramesRising(page: Page, cameras: number, timeout = 20_000) {
  await expect
    .poll(() => videosRising(page), { timeout, intervals: [250], message: `frames of ${cameras} cameras` })
    .toBeGreaterThanOrEqual(cameras);
}

/** The page decodes no video at all (a waiting child: no media flows to or from it). */
export async function expectNoVideo(page: Page) {
  expect(await videosRising(page, 1_000)).toBe(0);
}

export type SelectedPair = { localType: string; relayProtocol: string | null; protocol: string };

/** The candidate pair each open connection of the page carries its media on (its local end's kind). */
export function selectedPairs(page: Page): Promise<SelectedPair[]> {
  return page.evaluate(async () => {
    const peers = ((window as unknown as { __roomPeers?: RTCPeerConnection[] }).__roomPeers ?? []).filter(
      (peer) => peer.connectionState === "connected",
    );
    const pairs: SelectedPair[] = [];
    for (const peer of peers) {
      const reports = new Map<string, Record<string, unknown>>();
      (await peer.getStats()).forEach((report: Record<string, unknown>) => {
        reports.set(String(report.id), report);
      });
      for (const report of reports.values()) {
        if (report.type !== "transport" || !report.selectedCandidatePairId) continue;
        const pair = reports.get(String(report.selectedCandidatePairId));
        const local = pair ? reports.get(String(pair.localCandidateId)) : undefined;
        if (!local) continue;
        pairs.push({
          localType: String(local.candidateType),
          relayProtocol: local.relayProtocol ? String(local.relayProtocol) : null,
          protocol: String(local.protocol),
        });
      }
    }
    return pairs;
  });
}

/** The page's sent videos by simulcast layer (`rid`), each with the width it is encoded at. */
export function outboundLayers(page: Page): Promise<{ rid: string; frameWidth: number }[]> {
  return page.evaluate(async () => {
    const peers = ((window as unknown as { __roomPeers?: RTCPeerConnection[] }).__roomPeers ?? []).filter(
      (peer) => peer.connectionState === "connected",
    );
    const layers: { rid: string; frameWidth: number }[] = [];
    for (const peer of peers)
      (await peer.getStats()).forEach((report: Record<string, unknown>) => {
        if (report.type === "outbound-rtp" && report.kind === "video" && report.rid)
          layers.push({ rid: String(report.rid), frameWidth: Number(report.frameWidth ?? 0) });
      });
    return layers;
  });
}

/**
 * Starts reading, every 100 ms, each inbound stream's counters: decoded frames and the browser's own freeze
 * count and total (video), received packets and concealed samples (sound).
 */
export function startCounting(page: Page) {
  return page.evaluate(() => {
    type Count = { at: number; value: number; stalled: number };
    const counts = new Map<string, Count[]>();
    (window as unknown as { __counts: Map<string, Count[]> }).__counts = counts;
    // One reading after another (never two at once on a busy page), each value timed by its own report;
    // an hour at most. (No named function inside: the benches' loader would wrap it in a helper the page
    // does not have.)
    void (async () => {
      for (let reading = 0; reading < 36_000; reading++) {
        const peers = ((window as unknown as { __roomPeers?: RTCPeerConnection[] }).__roomPeers ?? []).filter(
          (peer) => peer.connectionState !== "closed",
        );
        for (const [index, peer] of peers.entries())
          (await peer.getStats()).forEach((report: Record<string, unknown>) => {
            if (report.type !== "inbound-rtp") return;
            const video = report.kind === "video";
            const key = `${String(report.kind)} ${index}:${String(report.mid)}`;
            const list = counts.get(key) ?? [];
            list.push({
              at: Number(report.timestamp),
              value: Number(video ? report.framesDecoded : report.packetsReceived),
              // Seconds the stream stood still as the browser itself counts them: frozen video, concealed sound.
              stalled: video
                ? Number(report.totalFreezesDuration ?? 0)
                : Number(report.concealedSamples ?? 0) / 48_000,
            });
            counts.set(key, list);
          });
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
  });
}

/**
 * For each stream since counting began, in ms: `gap`, the longest time between two readings that saw its
 * count rise (a reading the busy page took late counts too), and `stall`, the most the browser's own
 * freeze (video) or concealment (sound) total grew between two readings: a bound on its longest
 * freeze that a late reading cannot lengthen.
 */
export function longestGaps(page: Page) {
  return page.evaluate(() => {
    const counts = (
      window as unknown as { __counts: Map<string, { at: number; value: number; stalled: number }[]> }
    ).__counts;
    const found: Record<string, { gap: number; stall: number }> = {};
    for (const [key, list] of counts) {
      let lastRise = list[0]?.at ?? 0;
      let gap = 0;
      let stall = 0;
      for (let index = 1; index < list.length; index++) {
        const [before, after] = [list[index - 1]!, list[index]!];
        if (after.value > before.value) {
          gap = Math.max(gap, after.at - lastRise);
          lastRise = after.at;
        }
        stall = Math.max(stall, (after.stalled - before.stalled) * 1000);
      }
      gap = Math.max(gap, (list.at(-1)?.at ?? lastRise) - lastRise);
      found[key] = { gap: Math.round(gap), stall: Math.round(stall) };
    }
    return found;
  });
}
