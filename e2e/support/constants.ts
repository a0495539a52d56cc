import path from "node:path";

export const E2E_PORT = 5125;
export const E2E_SMTP_PORT = 5126;
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_MAIL_LOG = path.resolve(import.meta.dirname, "../../.tmp/e2e/mail.jsonl");
