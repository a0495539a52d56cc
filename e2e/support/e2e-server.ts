/**
 * The server for end-to-end tests: a fresh data folder with demo data, and an SMTP server on loopback
 * that captures every e-mail into .tmp/e2e/mail.jsonl so tests can follow links they were sent.
 */
import { spawn } from "node:child_process";
import { appendFileSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { E2E_DIR, E2E_MAIL_LOG, E2E_PORT, E2E_SMTP_PORT } from "./constants.ts";

const root = path.resolve(import.meta.dirname, "../..");
const e2eDir = E2E_DIR;
rmSync(e2eDir, { recursive: true, force: true });
mkdirSync(e2eDir, { recursive: true });

/** Addresses at this domain are refused for good (550) on their first try, accepted after (mail-delivery.spec.ts). */
const REFUSED_ONCE_DOMAIN = "@refused-once.example";
const refusedOnce = new Set<string>();

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  onRcptTo(address, _session, callback) {
    const to = address.address.toLowerCase();
    if (!to.endsWith(REFUSED_ONCE_DOMAIN) || refusedOnce.has(to)) return callback();
    refusedOnce.add(to);
    callback(Object.assign(new Error("No such mailbox here (yet)"), { responseCode: 550 }));
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const to = session.envelope.rcptTo.map((r) => r.address);
      appendFileSync(E2E_MAIL_LOG, `${JSON.stringify({ to, raw })}\n`);
      callback();
    });
  },
});
smtp.listen(E2E_SMTP_PORT, "127.0.0.1");

const server = spawn(process.execPath, ["--import", "tsx", path.join(root, "server/src/server.ts")], {
  cwd: root,
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(E2E_PORT),
    HOST: "127.0.0.1",
    DATA_DIR: path.join(e2eDir, "data"),
    DATABASE_URL: "",
    SEED_DEMO: "1",
    SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
    APP_URL: `http://127.0.0.1:${E2E_PORT}`,
    RATE_LIMIT_MULTIPLIER: "1000",
    // The single sign-on journeys' identity provider runs on loopback (e2e/sso.spec.ts).
    SSO_ALLOW_PRIVATE_ISSUERS: "1",
    LOG_LEVEL: "warn",
    // The main end-to-end run has no lesson room: no Janus starts outside a network namespace.
    JANUS_MODE: "off",
    CLIENT_DIR: path.resolve(root, process.env.BUILD_DIR ?? "build", "client"),
  },
});
const stop = () => {
  server.kill("SIGTERM");
  smtp.close();
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", (code) => {
  smtp.close();
  process.exit(code ?? 0);
});
