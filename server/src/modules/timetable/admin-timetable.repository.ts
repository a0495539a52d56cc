/** The admin schedule tab's list of sessions (decision 048), searched, filtered and paged on the server. */
import { and, asc, desc, eq, getTableColumns, gt, ilike, lte, ne, or, sql } from "drizzle-orm";
import { encodePageCursor } from "#shared/schemas/library-page.ts";
import type { AdminSessionsFilter } from "#shared/schemas/scheduled-sessions.ts";
import type { Database } from "../../db/client.ts";
import { containsPattern, microsecondText } from "../../db/library-page.ts";
import { toScheduledSession } from "../scheduled-sessions/scheduled-sessions.rules.ts";
import { scheduledSessions } from "../scheduled-sessions/scheduled-sessions.table.ts";
import { users } from "../users/users.table.ts";
import { bookedCount } from "./portal-session-row.repository.ts";

/**
 * Every session with its teacher's name and seats taken, narrowed by `filter` — a view (upcoming: after
 * `now`, not cancelled; past: started, not cancelled; cancelled), a teacher, subject or year, every word of
 * `search` in the title, subject or teacher's name — soonest first, or latest first for the past, cancelled
 * and all views; with `limit`, one page after `cursor` and the next page's cursor (null on the last).
 */
export const listSessionsForAdmin =
  (db: Database) =>
  async (filter: AdminSessionsFilter, now = new Date()) => {
    const { view, limit, cursor } = filter;
    const latestFirst = view === "past" || view === "cancelled" || view === "all";
    const order = latestFirst ? desc : asc;
    const words = [...new Set(filter.search?.split(/\s+/).filter(Boolean) ?? [])];
    const notCancelled = ne(scheduledSessions.status, "cancelled");
    const where = and(
      view === "upcoming" ? and(gt(scheduledSessions.scheduledFor, now), notCancelled) : undefined,
      view === "past" ? and(lte(scheduledSessions.scheduledFor, now), notCancelled) : undefined,
      view === "cancelled" ? eq(scheduledSessions.status, "cancelled") : undefined,
      filter.tutorId === undefined ? undefined : eq(scheduledSessions.tutorId, filter.tutorId),
      filter.subject === null ? undefined : eq(scheduledSessions.subject, filter.subject),
      filter.academicYear === null ? undefined : eq(scheduledSessions.academicYear, filter.academicYear),
      ...words.map((word) => {
        const pattern = containsPattern(word);
        return or(
          ilike(scheduledSessions.title, pattern),
          ilike(scheduledSessions.subject, pattern),
          ilike(users.fullName, pattern),
        );
      }),
      cursor === undefined
        ? undefined
        : sql`(${scheduledSessions.scheduledFor}, ${scheduledSessions.id}) ${latestFirst ? sql`<` : sql`>`} (${cursor.after}::timestamptz, ${cursor.id}::int)`,
    );
    const query = db
      .select({
        session: getTableColumns(scheduledSessions),
        tutorName: users.fullName,
        bookedCount,
        sortAt: microsecondText(scheduledSessions.scheduledFor),
      })
      .from(scheduledSessions)
      .leftJoin(users, eq(users.id, scheduledSessions.tutorId))
      .where(where)
      .orderBy(order(scheduledSessions.scheduledFor), order(scheduledSessions.id));
    const rows = await (limit === undefined ? query : query.limit(limit + 1));
    const kept = limit === undefined ? rows : rows.slice(0, limit);
    const last = kept.at(-1);
    return {
      sessions: kept.map((row) => toScheduledSession(row.session, row.tutorName, row.bookedCount ?? 0)),
      nextCursor:
        limit !== undefined && rows.length > limit && last
          ? encodePageCursor(`${last.sortAt}|${last.session.id}`)
          : null,
    };
  };
