/**
 * The own Janus's configuration, generated for each start into a private folder (docs/decisions/053,
 * STACK-NOTES-3): never the Debian package's /etc/janus, whose defaults are unsafe (every plugin, APIs on
 * every interface, a known admin secret, demo rooms). Pure: this file only writes text; janus-process.ts
 * puts it on disk.
 */
import { randomBytes } from "node:crypto";
import path from "node:path";

/** Where Debian's package puts Janus's modules. */
export const JANUS_MODULES_DIR = "/usr/lib/x86_64-linux-gnu/janus";

/**
 * The only modules loaded: each module folder is a private folder of symlinks to these,
 * so a later package adding a plugin or transport cannot widen what runs.
 */
export const JANUS_MODULES = {
  plugins: ["libjanus_videoroom.so"],
  transports: ["libjanus_http.so", "libjanus_websockets.so"],
  events: ["libjanus_sampleevh.so"],
  loggers: [],
} as const;

export type JanusSecrets = {
  /** The app's own calls to the Janus API (never sent to a browser). */
  apiSecret: string;
  adminSecret: string;
  /** token_auth_secret: signs the browsers' core and room tokens. */
  tokenSecret: string;
  /** VideoRoom admin_key: only the app creates rooms. */
  adminKey: string;
  /** The event handler's HTTP Basic password towards the app. */
  eventsPassword: string;
};

/** 32 random bytes each, base64url (no quotes or slashes to escape in the files). */
export function generateJanusSecrets(): JanusSecrets {
  const secret = () => randomBytes(32).toString("base64url");
  return {
    apiSecret: secret(),
    adminSecret: secret(),
    tokenSecret: secret(),
    adminKey: secret(),
    eventsPassword: secret(),
  };
}

/** The user name the event handler posts with (the password is the secret). */
export const JANUS_EVENTS_USER = "janus";

export type JanusConfigOptions = {
  /** The run's private folder (0700): config in `<dir>/etc`, module links in `<dir>/lib/<kind>`. */
  dir: string;
  httpPort: number;
  adminPort: number;
  wsPort: number;
  secrets: JanusSecrets;
  /** The app's events endpoint (on loopback), e.g. http://127.0.0.1:3000/api/media-server/events. */
  eventsUrl: string;
  rtpPorts: { min: number; max: number };
  /** The one address ICE candidates are gathered on; unset = Janus's choice. */
  iceInterface?: string;
  /** The public address announced behind NAT. */
  natMapping?: string;
  /** The only Origin whose browsers may open the WebSocket. */
  appOrigin: string;
  /** Where the real module files are (tests: Debian's folder). */
  modulesDir?: string;
  /** Where Janus may not write recordings (protectedFoldersFor); default PROTECTED_FOLDERS. */
  protectedFolders?: readonly string[];
};

export type JanusConfigFolder = {
  /** Files to write, by path (0600). */
  files: Record<string, string>;
  /** Symlinks to make: path → target. */
  links: Record<string, string>;
  /** Folders to make (0700), parents first. */
  folders: string[];
  /** The main configuration file (`janus -C`). */
  mainConfig: string;
  /** The configuration folder (`janus -F`). */
  configFolder: string;
};

/** Where Janus refuses to write recordings (its own defaults). */
export const PROTECTED_FOLDERS: readonly string[] = [
  "/bin",
  "/boot",
  "/dev",
  "/etc",
  "/initrd",
  "/lib",
  "/lib32",
  "/lib64",
  "/proc",
  "/sbin",
  "/sys",
  "/usr",
  "/var",
];

/**
 * The protected folders with a way through to the recordings folder (its real path): Janus refuses a
 * `rec_dir` whose path merely starts with a protected one (a string prefix, so "/lib" also stops
 * "/library"), and a DATA_DIR under /var (say /var/lib/tuition) is common. A protected folder that holds
 * the recordings folder is replaced by its other entries, level by level down to it, so everything else
 * there stays protected; one that is only a prefix of a name gets its slash. `/etc` and `/usr` are refused:
 * recordings are data, and the app's data never belongs there.
 */
export function protectedFoldersFor(recordingsDir: string, list: (folder: string) => string[]): string[] {
  if (!path.isAbsolute(recordingsDir))
    throw new Error(`The recordings folder must be absolute: ${recordingsDir}`);
  const target = path.normalize(recordingsDir);
  const within = (folder: string) => target === folder || target.startsWith(`${folder}/`);
  const refused = ["/etc", "/usr"].find(within);
  if (refused) {
    throw new Error(
      `Room recordings cannot be kept under ${refused} (${target}): set DATA_DIR to a data folder such as /var/lib/<app> or /srv/<app>.`,
    );
  }
  const folders: string[] = [];
  for (const folder of PROTECTED_FOLDERS) {
    if (!target.startsWith(folder)) folders.push(folder);
    else if (!within(folder)) folders.push(`${folder}/`);
    else {
      const parts = path.relative(folder, target).split(path.sep);
      let current = folder;
      for (const part of parts) {
        // Every other entry of this level stays protected, except names that start the way through.
        for (const entry of list(current))
          if (!part.startsWith(entry)) folders.push(path.join(current, entry));
        current = path.join(current, part);
      }
    }
  }
  return folders;
}

/** A jcfg (libconfig) string literal. */
function quote(value: string): string {
  if ([...value].some((character) => character.charCodeAt(0) < 0x20))
    throw new Error("A Janus setting cannot hold control characters.");
  return `"${value.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`;
}

type Setting = string | number | boolean | readonly string[];

function section(name: string, settings: Record<string, Setting | undefined>): string {
  const lines = Object.entries(settings)
    .filter((entry): entry is [string, Setting] => entry[1] !== undefined)
    .map(([key, value]) => {
      const text =
        typeof value === "string"
          ? quote(value)
          : Array.isArray(value)
            ? `[ ${value.map(quote).join(", ")} ]`
            : String(value);
      return `\t${key} = ${text}`;
    });
  return `${name}: {\n${lines.join("\n")}\n}\n`;
}

function checkPort(name: string, port: number): void {
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`${name} is not a port: ${port}`);
}

/** Every file, link and folder of one run's private Janus configuration. */
export function janusConfigFolder(options: JanusConfigOptions): JanusConfigFolder {
  const { dir, secrets } = options;
  for (const [name, port] of Object.entries({
    httpPort: options.httpPort,
    adminPort: options.adminPort,
    wsPort: options.wsPort,
    rtpMin: options.rtpPorts.min,
    rtpMax: options.rtpPorts.max,
  })) {
    checkPort(name, port);
  }
  if (options.rtpPorts.min > options.rtpPorts.max) throw new Error("The RTP port range is empty.");
  const origin = new URL(options.appOrigin).origin;
  const events = new URL(options.eventsUrl);
  const etc = path.join(dir, "etc");
  const lib = path.join(dir, "lib");
  const modulesDir = options.modulesDir ?? JANUS_MODULES_DIR;
  const folders = [etc, lib, ...Object.keys(JANUS_MODULES).map((kind) => path.join(lib, kind))];
  const links: Record<string, string> = {};
  for (const [kind, names] of Object.entries(JANUS_MODULES)) {
    for (const name of names) links[path.join(lib, kind, name)] = path.join(modulesDir, kind, name);
  }

  const main = [
    section("general", {
      configs_folder: etc,
      plugins_folder: path.join(lib, "plugins"),
      transports_folder: path.join(lib, "transports"),
      events_folder: path.join(lib, "events"),
      loggers_folder: path.join(lib, "loggers"),
      interface: options.iceInterface,
      debug_level: 4,
      server_name: "lesson-room",
      session_timeout: 60,
      api_secret: secrets.apiSecret,
      token_auth: true,
      token_auth_secret: secrets.tokenSecret,
      admin_secret: secrets.adminSecret,
      protected_folders: options.protectedFolders ?? PROTECTED_FOLDERS,
    }),
    section("certificates", {}),
    section("media", { rtp_port_range: `${options.rtpPorts.min}-${options.rtpPorts.max}` }),
    // No STUN: the own Janus announces the address it is told (or the NAT mapping), nothing it looks up.
    section("nat", {
      ice_enforce_list: options.iceInterface,
      nat_1_1_mapping: options.natMapping,
      ignore_mdns: true,
    }),
    section("plugins", {}),
    section("transports", {}),
    section("loggers", {}),
    section("events", { broadcast: true, stats_period: 0 }),
  ].join("\n");

  const files: Record<string, string> = {
    [path.join(etc, "janus.jcfg")]: main,
    [path.join(etc, "janus.plugin.videoroom.jcfg")]: section("general", {
      admin_key: secrets.adminKey,
      lock_rtp_forward: true,
      string_ids: false,
      events: true,
    }),
    [path.join(etc, "janus.transport.http.jcfg")]: [
      section("general", {
        json: "compact",
        base_path: "/janus",
        http: true,
        port: options.httpPort,
        ip: "127.0.0.1",
        https: false,
      }),
      section("admin", {
        admin_base_path: "/admin",
        admin_http: true,
        admin_port: options.adminPort,
        admin_ip: "127.0.0.1",
        admin_https: false,
      }),
      section("cors", {}),
    ].join("\n"),
    [path.join(etc, "janus.transport.websockets.jcfg")]: [
      section("general", {
        json: "compact",
        ws: true,
        ws_port: options.wsPort,
        ws_ip: "127.0.0.1",
        wss: false,
      }),
      section("admin", { admin_ws: false, admin_wss: false }),
      section("cors", { allow_origin: origin, enforce_cors: true }),
    ].join("\n"),
    [path.join(etc, "janus.eventhandler.sampleevh.jcfg")]: section("general", {
      enabled: true,
      events: "sessions,handles,plugins,core",
      grouping: true,
      json: "compact",
      backend: `${events.origin}${events.pathname}${events.search}`,
      backend_user: JANUS_EVENTS_USER,
      backend_pwd: secrets.eventsPassword,
      max_retransmissions: 5,
      retransmissions_backoff: 100,
    }),
  };
  return { files, links, folders, mainConfig: path.join(etc, "janus.jcfg"), configFolder: etc };
}
