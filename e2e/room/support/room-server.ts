/**
 * The lesson room journeys' web server (playwright.room.config.ts), run inside the network namespace: a
 * throwaway PostgreSQL (its URL written to ROOM_DATABASE_URL_FILE so the specs can seed and adjust rows),
 * an SMTP server capturing mail, and the built app with its own Janus (`JANUS_MODE=auto`) gathering media
 * candidates on the namespace's address (`JANUS_ICE_INTERFACE`, set by scripts/netns-run.mjs).
 */
import { spawn } from "node:child_process";
import { appendFileSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { startPostgres } from "../../../server/src/test/cluster.ts";
import { assertInRoomNamespace } from "./assert-netns.ts";
import { ROOM_DATABASE_URL_FILE, ROOM_DIR, ROOM_MAIL_LOG, ROOM_PORT, ROOM_SMTP_PORT } from "./constants.ts";

assertInRoomNamespace();

const root = path.resolve(import.meta.dirname, "../../..");
rmSync(ROOM_DIR, { recursive: true, force: true });
mkdirSync(ROOM_DIR, { recursive: true });

const postgres = await startPostgres();
const databaseUrl = await postgres.createDatabase("room_journeys");
writeFileSync(ROOM_DATABASE_URL_FILE, databaseUrl);

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      const to = session.envelope.rcptTo.map((r) => r.address);
      appendFileSync(
        ROOM_MAIL_LOG,
        `${JSON.stringify({ to, raw: Buffer.concat(chunks).toString("utf8") })}\n`,
      );
      callback();
    });
  },
});
smtp.listen(ROOM_SMTP_PORT, "127.0.0.1");

const server = spawn(process.execPath, ["--import", "tsx", path.join(root, "server/src/server.ts")], {
  cwd: root,
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(ROOM_PORT),
    HOST: "127.0.0.1",
    DATA_DIR: path.join(ROOM_DIR, "data"),
    DATABASE_URL: databaseUrl,
    SEED_DEMO: "0",
    SMTP_URL: `smtp://127.0.0.1:${ROOM_SMTP_PORT}`,
    APP_URL: `http://127.0.0.1:${ROOM_PORT}`,
    RATE_LIMIT_MULTIPLIER: "1000",
    LOG_LEVEL: "warn",
    CLIENT_DIR: path.resolve(root, process.env.BUILD_DIR ?? "build", "client"),
    JANUS_MODE: "auto",
    JANUS_ICE_INTERFACE: process.env.JANUS_ICE_INTERFACE ?? "10.77.0.1",
  },
});

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  smtp.close();
  await postgres.close().catch(() => {});
  process.exit(code);
}
process.on("SIGTERM", () => server.kill("SIGTERM"));
process.on("SIGINT", () => server.kill("SIGTERM"));
server.on("exit", (code) => void stop(code ?? 0));
