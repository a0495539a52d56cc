import path from "node:path";

/** Port of the app under test; override with E2E_PORT to run several suites side by side. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 5125);
/** E2E_PORT + 1 unless E2E_SMTP_PORT is set (suites on neighbouring ports would otherwise collide). */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? E2E_PORT + 1);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_DIR = path.resolve(import.meta.dirname, `../../.tmp/e2e-${E2E_PORT}`);
export const E2E_MAIL_LOG = path.join(E2E_DIR, "mail.jsonl");

/** Chromium's launch arguments for the end-to-end suite and the browser benchmarks (a container without a GPU). */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];
/** Debian's Chromium, unless CHROMIUM_PATH names another. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
