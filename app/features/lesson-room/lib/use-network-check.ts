import { useEffect, useState } from "react";
import { checkNetwork, type IceServer, type NetworkReach } from "./network-check.ts";

/** "checking" while it runs; "unsupported" in a browser without WebRTC, which cannot join at all. */
export type NetworkCheckState = NetworkReach | "checking" | "unsupported";

const hasWebRtc = () => typeof RTCPeerConnection !== "undefined";

/** Checks the network with the ticket's servers on arrival and again on `again`; stops when unmounted. */
export function useNetworkCheck(servers: readonly IceServer[]) {
  const [state, setState] = useState<NetworkCheckState>(() => (hasWebRtc() ? "checking" : "unsupported"));
  const [round, setRound] = useState(0);
  // The ticket is renewed with the same servers and fresh credentials: check again only when the servers change.
  const serversKey = JSON.stringify([...servers].map((server) => server.urls));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the servers are read through their key
  useEffect(() => {
    if (!hasWebRtc()) return;
    const abort = new AbortController();
    setState("checking");
    void checkNetwork(servers, { signal: abort.signal }).then((reach) => {
      if (!abort.signal.aborted) setState(reach ?? "unsupported");
    });
    return () => abort.abort();
  }, [serversKey, round]);
  return { state, again: () => setRound((count) => count + 1) };
}
