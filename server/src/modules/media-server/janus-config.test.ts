import { describe, expect, it } from "vitest";
import {
  generateJanusSecrets,
  JANUS_MODULES_DIR,
  janusConfigFolder,
  PROTECTED_FOLDERS,
  protectedFoldersFor,
} from "./janus-config.ts";

const secrets = generateJanusSecrets();
const folder = janusConfigFolder({
  dir: "/data/janus/run-1",
  httpPort: 21001,
  adminPort: 21002,
  wsPort: 21003,
  secrets,
  eventsUrl: "http://127.0.0.1:3000/api/media-server/events",
  rtpPorts: { min: 20000, max: 20199 },
  iceInterface: "10.77.0.1",
  natMapping: "203.0.113.7",
  appOrigin: "https://lessons.example/some/path",
});
const file = (name: string) => folder.files[`/data/janus/run-1/etc/${name}`]!;

describe("the own Janus's generated configuration", () => {
  it("writes the five files of the private folder and nothing else", () => {
    expect(Object.keys(folder.files).sort()).toEqual(
      [
        "janus.eventhandler.sampleevh.jcfg",
        "janus.jcfg",
        "janus.plugin.videoroom.jcfg",
        "janus.transport.http.jcfg",
        "janus.transport.websockets.jcfg",
      ].map((name) => `/data/janus/run-1/etc/${name}`),
    );
    expect(folder.mainConfig).toBe("/data/janus/run-1/etc/janus.jcfg");
    expect(folder.configFolder).toBe("/data/janus/run-1/etc");
  });

  it("loads only VideoRoom, the HTTP and WebSocket transports and the sample event handler", () => {
    expect(folder.links).toEqual({
      "/data/janus/run-1/lib/plugins/libjanus_videoroom.so": `${JANUS_MODULES_DIR}/plugins/libjanus_videoroom.so`,
      "/data/janus/run-1/lib/transports/libjanus_http.so": `${JANUS_MODULES_DIR}/transports/libjanus_http.so`,
      "/data/janus/run-1/lib/transports/libjanus_websockets.so": `${JANUS_MODULES_DIR}/transports/libjanus_websockets.so`,
      "/data/janus/run-1/lib/events/libjanus_sampleevh.so": `${JANUS_MODULES_DIR}/events/libjanus_sampleevh.so`,
    });
    const main = file("janus.jcfg");
    for (const kind of ["plugins", "transports", "events", "loggers"]) {
      expect(main).toContain(`${kind}_folder = "/data/janus/run-1/lib/${kind}"`);
    }
    expect(main).not.toContain("/usr/lib/x86_64-linux-gnu/janus");
    expect(folder.folders).toContain("/data/janus/run-1/lib/loggers");
  });

  it("binds the HTTP, admin and WebSocket APIs to loopback only", () => {
    const http = file("janus.transport.http.jcfg");
    expect(http).toContain('ip = "127.0.0.1"');
    expect(http).toContain("port = 21001");
    expect(http).toContain('admin_ip = "127.0.0.1"');
    expect(http).toContain("admin_port = 21002");
    expect(http).toContain("https = false");
    const ws = file("janus.transport.websockets.jcfg");
    expect(ws).toContain('ws_ip = "127.0.0.1"');
    expect(ws).toContain("ws_port = 21003");
    expect(ws).toContain("admin_ws = false");
  });

  it("lets only the app's origin open the WebSocket", () => {
    const ws = file("janus.transport.websockets.jcfg");
    expect(ws).toContain('allow_origin = "https://lessons.example"');
    expect(ws).toContain("enforce_cors = true");
  });

  it("uses random secrets of at least 32 bytes, signed tokens and an admin key, and no demo rooms", () => {
    const values = Object.values(secrets);
    expect(new Set(values).size).toBe(values.length);
    for (const value of values) expect(Buffer.from(value, "base64url").length).toBeGreaterThanOrEqual(32);
    expect(generateJanusSecrets().apiSecret).not.toBe(secrets.apiSecret);
    const main = file("janus.jcfg");
    expect(main).toContain(`api_secret = "${secrets.apiSecret}"`);
    expect(main).toContain(`admin_secret = "${secrets.adminSecret}"`);
    expect(main).toContain("token_auth = true");
    expect(main).toContain(`token_auth_secret = "${secrets.tokenSecret}"`);
    expect(main).not.toContain("janusoverlord");
    const videoroom = file("janus.plugin.videoroom.jcfg");
    expect(videoroom).toContain(`admin_key = "${secrets.adminKey}"`);
    expect(videoroom).toContain("lock_rtp_forward = true");
    expect(videoroom).not.toMatch(/room-\d+/);
    expect(videoroom).not.toContain("adminpwd");
  });

  it("gathers ICE on the given address only, announces the NAT mapping and asks no STUN server", () => {
    const main = file("janus.jcfg");
    expect(main).toContain('interface = "10.77.0.1"');
    expect(main).toContain('ice_enforce_list = "10.77.0.1"');
    expect(main).toContain('nat_1_1_mapping = "203.0.113.7"');
    expect(main).toContain('rtp_port_range = "20000-20199"');
    expect(main).not.toContain("stun_server");
    const plain = janusConfigFolder({
      dir: "/d",
      httpPort: 1,
      adminPort: 2,
      wsPort: 3,
      secrets,
      eventsUrl: "http://127.0.0.1:3000/e",
      rtpPorts: { min: 20000, max: 20010 },
      appOrigin: "http://127.0.0.1:3000",
    }).files["/d/etc/janus.jcfg"]!;
    expect(plain).not.toMatch(/interface|ice_enforce_list|nat_1_1_mapping/);
  });

  it("posts session, handle, plugin and core events to the app with HTTP Basic, without media stats", () => {
    const evh = file("janus.eventhandler.sampleevh.jcfg");
    expect(evh).toContain("enabled = true");
    expect(evh).toContain('events = "sessions,handles,plugins,core"');
    expect(evh).toContain("grouping = true");
    expect(evh).toContain('backend = "http://127.0.0.1:3000/api/media-server/events"');
    expect(evh).toContain('backend_user = "janus"');
    expect(evh).toContain(`backend_pwd = "${secrets.eventsPassword}"`);
    const main = file("janus.jcfg");
    expect(main).toContain("broadcast = true");
    expect(main).toContain("stats_period = 0");
  });

  it("refuses settings that would break the file or bind nothing", () => {
    const base = {
      dir: "/d",
      httpPort: 1,
      adminPort: 2,
      wsPort: 3,
      secrets,
      eventsUrl: "http://127.0.0.1:3000/e",
      rtpPorts: { min: 20000, max: 20010 },
      appOrigin: "http://127.0.0.1:3000",
    };
    expect(() => janusConfigFolder({ ...base, httpPort: 70_000 })).toThrow("not a port");
    expect(() => janusConfigFolder({ ...base, rtpPorts: { min: 20010, max: 20000 } })).toThrow("empty");
    expect(() => janusConfigFolder({ ...base, natMapping: "1.2.3.4\n}" })).toThrow("control characters");
    expect(janusConfigFolder({ ...base, natMapping: 'a"b' }).files["/d/etc/janus.jcfg"]).toContain(
      'nat_1_1_mapping = "a\\"b"',
    );
  });

  it("leaves Janus a way through its protected folders to the recordings folder, and only to it", () => {
    const tree: Record<string, string[]> = {
      "/var": ["backups", "cache", "li", "lib", "log", "spool"],
      "/var/lib": ["apt", "dpkg", "tuition"],
      "/var/lib/tuition": ["files", "janus", "room-recordings"],
    };
    const list = (folder: string) => tree[folder] ?? [];
    expect(protectedFoldersFor("/srv/tuition/room-recordings", list)).toEqual(PROTECTED_FOLDERS);

    const underVar = protectedFoldersFor("/var/lib/tuition/room-recordings", list);
    expect(underVar).not.toContain("/var");
    expect(underVar).not.toContain("/var/lib");
    for (const kept of ["/etc", "/usr", "/var/backups", "/var/log", "/var/lib/apt", "/var/lib/tuition/files"])
      expect(underVar).toContain(kept);
    // Janus compares by prefix: nothing left in the list may start the recordings folder's path.
    const target = "/var/lib/tuition/room-recordings/123";
    expect(underVar.filter((folder) => target.startsWith(folder))).toEqual([]);
    expect(underVar.filter((folder) => "/var/lib/tuition/janus/x".startsWith(folder))).toEqual([
      "/var/lib/tuition/janus",
    ]);

    // "/lib" is only a prefix of "/library": it keeps protecting /lib itself.
    const library = protectedFoldersFor("/library/tuition/room-recordings", list);
    expect(library).toContain("/lib/");
    expect(library.filter((folder) => "/library/tuition/room-recordings/1".startsWith(folder))).toEqual([]);

    expect(() => protectedFoldersFor("/etc/tuition/room-recordings", list)).toThrow(
      "Room recordings cannot be kept under /etc",
    );
    expect(() => protectedFoldersFor("/usr/local/tuition", list)).toThrow("under /usr");
    expect(() => protectedFoldersFor("data/room-recordings", list)).toThrow("must be absolute");
  });

  it("writes the protected folders it is given", () => {
    const folder = janusConfigFolder({
      dir: "/d",
      httpPort: 1,
      adminPort: 2,
      wsPort: 3,
      secrets,
      eventsUrl: "http://127.0.0.1:3000/e",
      rtpPorts: { min: 20000, max: 20010 },
      appOrigin: "http://127.0.0.1:3000",
      protectedFolders: ["/etc", "/var/log"],
    });
    expect(folder.files["/d/etc/janus.jcfg"]).toContain('protected_folders = [ "/etc", "/var/log" ]');
  });
});
