/**
 * The configuration of the product's own TURN server (coturn, Debian's package `coturn`), generated for
 * each start like Janus's and never `/etc/turnserver.conf` (STACK-NOTES-4): short-lived credentials only
 * (`use-auth-secret` with a secret generated for the run), no command line interface, relaying only to the
 * media server's own addresses (every private, loopback, link-local and multicast peer is refused, the
 * media server's addresses allowed back), its user database and log in the run folder, TLS only when a
 * certificate is given.
 */
import path from "node:path";

export type TurnConfigOptions = {
  /** The run folder (0700): log, pid file and user database go here. */
  dir: string;
  /** Addresses coturn listens on (empty: every interface). */
  listeningIps: string[];
  /** The address relayed media leaves from toward the media server. */
  relayIp?: string;
  port: number;
  /** TLS (and DTLS) on this port when a certificate and key are given. */
  tls?: { port: number; cert: string; key: string } | null;
  secret: string;
  realm: string;
  /** The media servers' addresses: the only peers relayed to. */
  mediaServerIps: string[];
  /** The UDP ports relays are allocated from. */
  relayPorts: { min: number; max: number };
  /** Drop root to this user after binding (`proc-user`), when started as root. */
  procUser?: string;
};

/** Peers no relay may reach (STACK-NOTES-4): the media servers' own addresses are allowed back. */
export const DENIED_PEERS = [
  "0.0.0.0-0.255.255.255",
  "10.0.0.0-10.255.255.255",
  "100.64.0.0-100.127.255.255",
  "127.0.0.0-127.255.255.255",
  "169.254.0.0-169.254.255.255",
  "172.16.0.0-172.31.255.255",
  "192.0.0.0-192.0.0.255",
  "192.168.0.0-192.168.255.255",
  "198.18.0.0-198.19.255.255",
  "::1",
  "64:ff9b::-64:ff9b::ffff:ffff",
  "::ffff:0.0.0.0-::ffff:255.255.255.255",
  "fc00::-fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff",
  "fe80::-febf:ffff:ffff:ffff:ffff:ffff:ffff:ffff",
];

const checkLine = (name: string, value: string) => {
  if (/[\r\n]/.test(value)) throw new Error(`The TURN setting ${name} cannot hold a line break.`);
  return value;
};

export function turnConfigFile(options: TurnConfigOptions) {
  const file = path.join(options.dir, "turnserver.conf");
  const lines = [
    `listening-port=${options.port}`,
    ...options.listeningIps.map((ip) => `listening-ip=${checkLine("listening-ip", ip)}`),
    ...(options.relayIp ? [`relay-ip=${checkLine("relay-ip", options.relayIp)}`] : []),
    `min-port=${options.relayPorts.min}`,
    `max-port=${options.relayPorts.max}`,
    "fingerprint",
    "use-auth-secret",
    `static-auth-secret=${checkLine("secret", options.secret)}`,
    `realm=${checkLine("realm", options.realm)}`,
    "no-cli",
    "no-multicast-peers",
    "no-software-attribute",
    "no-rfc5780",
    "no-stun-backward-compatibility",
    ...DENIED_PEERS.map((range) => `denied-peer-ip=${range}`),
    ...options.mediaServerIps.map((ip) => `allowed-peer-ip=${checkLine("allowed-peer-ip", ip)}`),
    `userdb=${path.join(options.dir, "turndb")}`,
    `log-file=${path.join(options.dir, "turn.log")}`,
    "simple-log",
    `pidfile=${path.join(options.dir, "turnserver.pid")}`,
    ...(options.tls
      ? [
          `tls-listening-port=${options.tls.port}`,
          `cert=${checkLine("cert", options.tls.cert)}`,
          `pkey=${checkLine("pkey", options.tls.key)}`,
        ]
      : ["no-tls", "no-dtls"]),
    ...(options.procUser ? [`proc-user=${options.procUser}`, `proc-group=${options.procUser}`] : []),
  ];
  return { file, text: `${lines.join("\n")}\n` };
}
