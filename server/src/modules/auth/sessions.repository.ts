import { and, eq, gt, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { companies, companyAccessColumns } from "../companies/companies.table.ts";
import { users } from "../users/users.table.ts";
import { sessions } from "./sessions.table.ts";
import { digestToken, newToken } from "./tokens.ts";

export const SESSION_IDLE_MS = 14 * 24 * 60 * 60 * 1000;
export const SESSION_MAX_MS = 30 * 24 * 60 * 60 * 1000;
/** lastSeenAt is refreshed at most this often, so reads do not each cost a write. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

export type SessionUser = typeof users.$inferSelect & {
  companyStatus: string | null;
  companySubscriptionEndDate: Date | null;
};

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

    /** The live session for a cookie token, with its user; refreshes lastSeenAt now and then. */
    async findActive(token: string): Promise<{ sessionId: string; user: SessionUser } | null> {
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
      if (now.getTime() - row.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
      }
      return {
        sessionId: id,
        user: {
          ...row.user,
          companyStatus: row.companyStatus,
          companySubscriptionEndDate: row.companySubscriptionEndDate,
        },
      };
    },

    async delete(sessionId: string) {
      await db.delete(sessions).where(eq(sessions.id, sessionId));
    },

    async deleteByToken(token: string) {
      await db.delete(sessions).where(eq(sessions.id, digestToken(token)));
    },

    async deleteAllForUser(userId: number, exceptSessionId?: string) {
      await db
        .delete(sessions)
        .where(
          exceptSessionId
            ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId))
            : eq(sessions.userId, userId),
        );
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
