/**
 * What ends a login session or changes what a request knows about its user (decision 034): the words
 * servers send each other on PostgreSQL's `session_changes` channel, the request-scoped hook through which
 * the server that made the change drops its own cached copies at once, and `announceSessionChange`, which
 * does both. An infrastructure module (decision 052): the users, companies, account and auth repositories
 * all announce, so it sits below every one of them.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { Database } from "../../db/client.ts";
import { notify } from "../../db/notify.ts";

export const SESSION_CHANGES_CHANNEL = "session_changes";

export type SessionChange =
  | { kind: "session"; sessionId: string }
  | { kind: "user"; userId: number }
  | { kind: "company"; companyId: number }
  | { kind: "all" };

export function encodeSessionChange(change: SessionChange): string {
  switch (change.kind) {
    case "session":
      return `session:${change.sessionId}`;
    case "user":
      return `user:${change.userId}`;
    case "company":
      return `company:${change.companyId}`;
    case "all":
      return "all";
  }
}

/** The change a payload names; anything unreadable counts as "everything changed". */
export function decodeSessionChange(payload: string): SessionChange {
  const [kind, value = ""] = payload.split(":", 2);
  if (kind === "session" && /^[0-9a-f]{64}$/.test(value)) return { kind: "session", sessionId: value };
  const id = /^[0-9]{1,15}$/.test(value) ? Number(value) : null;
  if (kind === "user" && id !== null) return { kind: "user", userId: id };
  if (kind === "company" && id !== null) return { kind: "company", companyId: id };
  return { kind: "all" };
}

/** The request being handled: where its session changes go on this server. */
const requestScope = new AsyncLocalStorage<(change: SessionChange) => void>();

/** Runs `next` (the rest of a request) so that the changes it announces reach `apply` at once. */
export function runWithLocalSessionChanges(apply: (change: SessionChange) => void, next: () => void) {
  requestScope.run(apply, next);
}

/** Hands `change` to this server's session cache when announced while handling a request. */
export function applySessionChangeLocally(change: SessionChange) {
  requestScope.getStore()?.(change);
}

/**
 * Tells every server that `change` ended login sessions or changed what they know of a user: a NOTIFY on
 * `db` — inside a transaction it goes out only if, and when, the transaction commits — and, during a
 * request, this server's own cache at once. Every write to login sessions, to a user's row or to a
 * company's access calls it.
 */
export async function announceSessionChange(db: Database, change: SessionChange) {
  applySessionChangeLocally(change);
  await notify(db, SESSION_CHANGES_CHANNEL, encodeSessionChange(change));
}
