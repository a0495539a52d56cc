import { and, eq, gt, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import type { SessionUser } from "../../http/session-user.ts";
import { companies, companyAccessColumns } from "../companies/companies.table.ts";
import { users } from "../users/users.table.ts";
import {
  applySessionChangeLocally,
  encodeSessionChange,
  SESSION_CHANGES_CHANNEL,
  type SessionChange,
} from "./session-changes.ts";
import { sessions } from "./sessions.table.ts";
import { digestToken, newToken } from "./tokens.ts";

export const SESSION_IDLE_MS = 14 * 24 * 60 * 60 * 1000;
export const SESSION_MAX_MS = 30 * 24 * 60 * 60 * 1000;
/** lastSeenAt is refreshed at most this often, so reads do not each cost a write. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Tells every server that `change` ended sessions or changed what they know of a user (decision 034):
 * a NOTIFY on `db` — inside a transaction it goes out only if, and when, the transaction commits — and,
 * during a request, this server's own cache at once. Every write to sessions, to a user's row or to a
 * company's access calls it.
 */
export async function announceSessionChange(db: Database, change: SessionChange) {
  applySessionChangeLocally(change);
  await db.execute(sql`select pg_notify(${SESSION_CHANGES_CHANNEL}, ${encodeSessionChange(change)})`);
}

/** The session lookup every signed-in request makes, built once (drizzle's query building is not free). */
function prepareFindActive(db: Database) {
  return db
    .select({
      session: sessions,
      user: users,
      ...companyAccessColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(sessions.id, sql.placeholder("id")),
        gt(sessions.expiresAt, sql.placeholder("now")),
        gt(sessions.lastSeenAt, sql.placeholder("idleSince")),
      ),
    )
    .limit(1)
    .prepare("find_active_session");
}

export function createSessionsRepository(db: Database) {
  let findActiveQuery: ReturnType<typeof prepareFindActive> | undefined;
  async function deleteSession(sessionId: string) {
    await db.delete(sessions).where(eq(sessions.id, sessionId));
    await announceSessionChange(db, { kind: "session", sessionId });
  }
  return {
    async create(userId: number) {
      const { token, digest } = newToken();
      const now = new Date();
      await db.insert(sessions).values({
        id: digest,
        userId,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + SESSION_MAX_MS),
      });
      return { token, sessionId: digest };
    },

    /**
     * The live session for a cookie token, with its user and the moment it would end if not used again
     * (expiry or idle limit); refreshes lastSeenAt now and then.
     */
    async findActive(
      token: string,
    ): Promise<{ sessionId: string; user: SessionUser; validUntil: Date } | null> {
      const id = digestToken(token);
      const now = new Date();
      findActiveQuery ??= prepareFindActive(db);
      const rows = await findActiveQuery.execute({
        id,
        now,
        idleSince: new Date(now.getTime() - SESSION_IDLE_MS),
      });
      const row = rows[0];
      if (!row) return null;
      let lastSeenAt = row.session.lastSeenAt;
      if (now.getTime() - lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
        lastSeenAt = now;
      }
      const idleEnd = lastSeenAt.getTime() + SESSION_IDLE_MS;
      return {
        sessionId: id,
        validUntil: new Date(Math.min(row.session.expiresAt.getTime(), idleEnd)),
        user: {
          ...row.user,
          companyStatus: row.companyStatus,
          companySubscriptionEndDate: row.companySubscriptionEndDate,
        },
      };
    },

    delete: deleteSession,

    async deleteByToken(token: string) {
      await deleteSession(digestToken(token));
    },

    async deleteAllForUser(userId: number, exceptSessionId?: string) {
      await db
        .delete(sessions)
        .where(
          exceptSessionId
            ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId))
            : eq(sessions.userId, userId),
        );
      // The kept session's cached copy goes too: its user (password, two-factor) has just changed.
      await announceSessionChange(db, { kind: "user", userId });
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
