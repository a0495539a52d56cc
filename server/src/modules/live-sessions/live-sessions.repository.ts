import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { encodePageCursor, type PageCursor } from "#shared/schemas/library-page.ts";
import type { Database } from "../../db/client.ts";
import {
  isoTimestamp,
  jsonArrayOf,
  jsonArraySql,
  jsonFields,
  jsonPageOf,
  jsonPageSql,
} from "../../db/json-rows.ts";
import { tutorNameOf } from "../../db/owned-rows.ts";
import { runShaped } from "../../db/statement-shapes.ts";
import { users } from "../users/users.table.ts";
import { liveSessions, visibleToFamily } from "./live-sessions.table.ts";

type LiveSessionRow = typeof liveSessions.$inferSelect;
type LiveSessionValues = Pick<
  typeof liveSessions.$inferInsert,
  "title" | "description" | "youtubeUrl" | "scheduledFor" | "duration" | "subject" | "academicYear" | "status"
>;
type NewLiveSession = LiveSessionValues & { tutorId: number };

/** Whose sessions a write may touch: any (admin), or one tutor's own. */
export type LiveSessionOwner = { tutorId: number } | "any";

function toLiveSession(row: LiveSessionRow, tutorName: string | null) {
  return {
    ...row,
    tutorName,
    scheduledFor: row.scheduledFor.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A live session in a list, field for field as `liveSessionSchema` names them. The teacher's name is read
 * per listed row, so a page's statement reads names only for the rows it keeps (PostgreSQL puts off such
 * a subquery until after the sort and the limit) rather than joining every matching row first.
 */
const liveSessionJsonFields = {
  id: liveSessions.id,
  title: liveSessions.title,
  description: liveSessions.description,
  subject: liveSessions.subject,
  tutorId: liveSessions.tutorId,
  tutorName: sql`(select ${users.fullName} from ${users} where ${users.id} = ${liveSessions.tutorId})`,
  scheduledFor: isoTimestamp(liveSessions.scheduledFor),
  duration: liveSessions.duration,
  youtubeUrl: liveSessions.youtubeUrl,
  academicYear: liveSessions.academicYear,
  status: liveSessions.status,
  createdAt: isoTimestamp(liveSessions.createdAt),
};

/**
 * What a live-session list reads (decision 040): only the Upcoming tab's sessions (scheduled or live,
 * soonest first) when `upcoming`; only those of `academicYear` or of no year; a page of `limit` rows after
 * `cursor`. Each narrows the account's own scope inside the SQL, never widens it.
 */
export type LiveSessionListFilter = {
  upcoming?: boolean;
  academicYear?: string;
  limit?: number;
  cursor?: PageCursor;
};

/** The page cursor's sort time: `scheduledFor` as UTC text to the microsecond (decision 039's cursors). */
const scheduledForKey = sql`to_char(${liveSessions.scheduledFor} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Whose live sessions a list reads: everyone's (an admin), one tutor's own, or what a family sees. */
type LiveSessionScope = { kind: "everyone" } | { kind: "tutor"; id: number } | { kind: "family"; id: number };

export function createLiveSessionsRepository(db: Database) {
  /**
   * A list narrowed by `filter` as JSON text with the next page's cursor (null on the last page or without
   * `limit`). Without any filter it is the whole list, most recently scheduled first. The statement is built
   * once per shape: the scope's kind and which filters are given (decision 042).
   */
  async function listFiltered(scope: LiveSessionScope, filter: LiveSessionListFilter = {}) {
    const { upcoming = false, academicYear, limit, cursor } = filter;
    const paged = upcoming || limit !== undefined || cursor !== undefined;
    const shape = [
      "live-sessions",
      scope.kind,
      upcoming ? "upcoming" : "any-status",
      academicYear === undefined ? "any-year" : "year",
      paged ? "paged" : "whole",
      limit === undefined ? "unlimited" : "limit",
      cursor === undefined ? "first" : "after",
    ].join(":");
    const values = {
      viewerId: scope.kind === "everyone" ? undefined : scope.id,
      academicYear,
      limit,
      limitAndOne: limit === undefined ? undefined : limit + 1,
      after: cursor?.after,
      afterId: cursor?.id,
    };
    const result = await runShaped(db, shape, values, (bound) => {
      const where = and(
        scope.kind === "everyone"
          ? undefined
          : scope.kind === "tutor"
            ? eq(liveSessions.tutorId, bound.viewerId)
            : visibleToFamily(db, bound.viewerId),
        upcoming ? inArray(liveSessions.status, ["scheduled", "live"]) : undefined,
        academicYear === undefined
          ? undefined
          : or(isNull(liveSessions.academicYear), eq(liveSessions.academicYear, bound.academicYear)),
      );
      if (!paged) {
        const rows = db.select(jsonFields(liveSessionJsonFields)).from(liveSessions).where(where);
        return jsonArraySql(rows, sql`"scheduledFor" desc, "id" desc`);
      }
      // The Upcoming tab reads soonest first; the whole list most recently scheduled first.
      const direction = upcoming ? sql`asc` : sql`desc`;
      const after =
        cursor === undefined
          ? undefined
          : upcoming
            ? sql`(${liveSessions.scheduledFor}, ${liveSessions.id}) > (${bound.after}::timestamptz, ${bound.afterId}::int)`
            : sql`(${liveSessions.scheduledFor}, ${liveSessions.id}) < (${bound.after}::timestamptz, ${bound.afterId}::int)`;
      const order = sql`${liveSessions.scheduledFor} ${direction}, ${liveSessions.id} ${direction}`;
      const matching = db
        .select({ id: liveSessions.id })
        .from(liveSessions)
        .where(and(where, after))
        .orderBy(order);
      // The page's rows are picked by id first, so their fields are written for the page alone.
      const rows = db
        .select({ ...jsonFields(liveSessionJsonFields), sortAt: scheduledForKey.as("sortAt") })
        .from(liveSessions)
        .where(inArray(liveSessions.id, limit === undefined ? matching : matching.limit(bound.limitAndOne)))
        .orderBy(order);
      return jsonPageSql({
        rows,
        fieldNames: Object.keys(liveSessionJsonFields),
        orderBy: sql`"sortAt" ${direction}, "id" ${direction}`,
        key: sql`page."sortAt" || '|' || page."id"`,
        limit: limit === undefined ? undefined : bound.limit,
      });
    });
    if (!paged) return { json: jsonArrayOf(result), nextCursor: null };
    const { json, nextKey } = jsonPageOf(result);
    return { json, nextCursor: nextKey === null ? null : encodePageCursor(nextKey) };
  }

  async function withTutorName(row: LiveSessionRow) {
    return toLiveSession(row, await tutorNameOf(db, row.tutorId));
  }

  const owned = (id: number, owner: LiveSessionOwner) =>
    owner === "any"
      ? eq(liveSessions.id, id)
      : and(eq(liveSessions.id, id), eq(liveSessions.tutorId, owner.tutorId));

  return {
    /** Every live session, most recently scheduled first (JSON text, as every list here). */
    list: async () => (await listFiltered({ kind: "everyone" })).json,

    /** Every live session narrowed by `filter` (decision 040), as JSON text and the next page's cursor. */
    listAllFiltered: (filter: LiveSessionListFilter) => listFiltered({ kind: "everyone" }, filter),

    /** The tutor's own live sessions (most recently scheduled first without a filter), and the next cursor. */
    listForTutor: (tutorId: number, filter: LiveSessionListFilter = {}) =>
      listFiltered({ kind: "tutor", id: tutorId }, filter),

    /**
     * What a family sees (DECISIONS.md): sessions with no academic year and those of its children's
     * years; a family with no children sees every session. Narrowed by `filter`, with the next cursor.
     */
    listForFamily(userId: number, filter: LiveSessionListFilter = {}) {
      return listFiltered({ kind: "family", id: userId }, filter);
    },

    /** True when a live session has this id, whoever owns it. */
    async exists(id: number) {
      const rows = await db
        .select({ id: liveSessions.id })
        .from(liveSessions)
        .where(eq(liveSessions.id, id))
        .limit(1);
      return rows.length > 0;
    },

    async create(values: NewLiveSession) {
      const rows = await db.insert(liveSessions).values(values).returning();
      return withTutorName(rows[0]!);
    },

    /** The updated session, or null when the owner has no session with this id. */
    async update(id: number, owner: LiveSessionOwner, values: LiveSessionValues) {
      const rows = await db.update(liveSessions).set(values).where(owned(id, owner)).returning();
      return rows[0] ? withTutorName(rows[0]) : null;
    },

    /** True when the owner's session with this id was deleted. */
    async delete(id: number, owner: LiveSessionOwner) {
      const rows = await db.delete(liveSessions).where(owned(id, owner)).returning({ id: liveSessions.id });
      return rows.length > 0;
    },
  };
}

export type LiveSessionsRepository = ReturnType<typeof createLiveSessionsRepository>;
