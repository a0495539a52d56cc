/** Login sessions (sign-ins, the `sessions` table): not the teaching sessions of `scheduled-sessions`. */
import { and, eq, gt, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import type { SessionUser } from "../../http/session-user.ts";
import { digestToken, newToken } from "../../lib/tokens.ts";
import { companies, companyAccessColumns } from "../companies/companies.table.ts";
import { announceSessionChange } from "../session-changes/session-changes.service.ts";
import { users } from "../users/users.table.ts";
import { SESSION_IDLE_MS, SESSION_MAX_MS } from "./login-sessions.rules.ts";
import { loginSessions } from "./login-sessions.table.ts";

/** lastSeenAt is refreshed at most this often, so reads do not each cost a write. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

/** The session lookup every signed-in request makes, built once (drizzle's query building is not free). */
function prepareFindActive(db: Database) {
  return db
    .select({
      session: loginSessions,
      user: users,
      ...companyAccessColumns,
    })
    .from(loginSessions)
    .innerJoin(users, eq(users.id, loginSessions.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(loginSessions.id, sql.placeholder("id")),
        gt(loginSessions.expiresAt, sql.placeholder("now")),
        gt(loginSessions.lastSeenAt, sql.placeholder("idleSince")),
      ),
    )
    .limit(1)
    .prepare("find_active_session");
}

export function createLoginSessionsRepository(db: Database) {
  let findActiveQuery: ReturnType<typeof prepareFindActive> | undefined;
  async function deleteSession(sessionId: string) {
    await db.delete(loginSessions).where(eq(loginSessions.id, sessionId));
    await announceSessionChange(db, { kind: "session", sessionId });
  }
  return {
    async create(userId: number) {
      const { token, digest } = newToken();
      const now = new Date();
      await db.insert(loginSessions).values({
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
        await db.update(loginSessions).set({ lastSeenAt: now }).where(eq(loginSessions.id, id));
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
        .delete(loginSessions)
        .where(
          exceptSessionId
            ? and(eq(loginSessions.userId, userId), ne(loginSessions.id, exceptSessionId))
            : eq(loginSessions.userId, userId),
        );
      // The kept session's cached copy goes too: its user (password, two-factor) has just changed.
      await announceSessionChange(db, { kind: "user", userId });
    },
  };
}

export type LoginSessionsRepository = ReturnType<typeof createLoginSessionsRepository>;
