import { and, eq, exists, inArray, isNull, not, or, type SQL, sql } from "drizzle-orm";
import { encodePageCursor, type PageCursor } from "#shared/schemas/library-page.ts";
import type { Database } from "../../db/client.ts";
import { isoTimestamp, jsonArrayText, jsonFields, jsonPageText } from "../../db/json-rows.ts";
import { tutorNameOf } from "../../db/owned-rows.ts";
import { students } from "../students/students.table.ts";
import { users } from "../users/users.table.ts";
import { liveSessions } from "./live-sessions.table.ts";

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
 * What a family sees (DECISIONS.md): sessions with no academic year and those of its children's years; a
 * family with no children sees every session.
 */
function visibleToFamily(db: Database, userId: number): SQL | undefined {
  const children = db.select({ grade: students.grade }).from(students).where(eq(students.userId, userId));
  return or(
    isNull(liveSessions.academicYear),
    inArray(liveSessions.academicYear, children),
    not(exists(db.select({ id: students.id }).from(students).where(eq(students.userId, userId)))),
  );
}

/** The tutors of the live sessions a family sees, as a subquery (the tutors it may write to, decision 028). */
export function tutorsOfLiveSessionsVisibleToFamily(db: Database, userId: number) {
  return db
    .selectDistinct({ tutorId: liveSessions.tutorId })
    .from(liveSessions)
    .where(visibleToFamily(db, userId));
}

/** A live session in a list, field for field as `liveSessionSchema` names them. */
const liveSessionJsonFields = {
  id: liveSessions.id,
  title: liveSessions.title,
  description: liveSessions.description,
  subject: liveSessions.subject,
  tutorId: liveSessions.tutorId,
  tutorName: users.fullName,
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

export function createLiveSessionsRepository(db: Database) {
  /**
   * A list narrowed by `filter` as JSON text with the next page's cursor (null on the last page or without
   * `limit`). Without any filter it is `listWhere`'s answer, byte for byte.
   */
  async function listFiltered(scope: SQL | undefined, filter: LiveSessionListFilter) {
    const { upcoming = false, academicYear, limit, cursor } = filter;
    const narrowed = and(
      scope,
      upcoming ? inArray(liveSessions.status, ["scheduled", "live"]) : undefined,
      academicYear === undefined
        ? undefined
        : or(isNull(liveSessions.academicYear), eq(liveSessions.academicYear, academicYear)),
    );
    if (!upcoming && limit === undefined && cursor === undefined) {
      return { json: await listWhere(narrowed), nextCursor: null };
    }
    // The Upcoming tab reads soonest first; the whole list most recently scheduled first.
    const direction = upcoming ? sql`asc` : sql`desc`;
    const after = cursor
      ? upcoming
        ? sql`(${liveSessions.scheduledFor}, ${liveSessions.id}) > (${cursor.after}::timestamptz, ${cursor.id})`
        : sql`(${liveSessions.scheduledFor}, ${liveSessions.id}) < (${cursor.after}::timestamptz, ${cursor.id})`
      : undefined;
    const rows = db
      .select({ ...jsonFields(liveSessionJsonFields), sortAt: scheduledForKey.as("sortAt") })
      .from(liveSessions)
      .leftJoin(users, eq(users.id, liveSessions.tutorId))
      .where(and(narrowed, after))
      .orderBy(sql`${liveSessions.scheduledFor} ${direction}, ${liveSessions.id} ${direction}`);
    const { json, nextKey } = await jsonPageText(db, {
      rows: limit === undefined ? rows : rows.limit(limit + 1),
      fieldNames: Object.keys(liveSessionJsonFields),
      orderBy: sql`"sortAt" ${direction}, "id" ${direction}`,
      key: sql`page."sortAt" || '|' || page."id"`,
      limit,
    });
    return { json, nextCursor: nextKey === null ? null : encodePageCursor(nextKey) };
  }

  /**
   * The sessions `where` selects with their teachers' names, most recently scheduled first, as one JSON
   * array text PostgreSQL builds (decision 038).
   */
  function listWhere(where?: SQL): Promise<string> {
    const rows = db
      .select(jsonFields(liveSessionJsonFields))
      .from(liveSessions)
      .leftJoin(users, eq(users.id, liveSessions.tutorId))
      .where(where);
    return jsonArrayText(db, rows, sql`"scheduledFor" desc, "id" desc`);
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
    list: () => listWhere(),

    /** Every live session narrowed by `filter` (decision 040), as JSON text and the next page's cursor. */
    listAllFiltered: (filter: LiveSessionListFilter) => listFiltered(undefined, filter),

    /** The tutor's own live sessions (most recently scheduled first without a filter), and the next cursor. */
    listForTutor: (tutorId: number, filter: LiveSessionListFilter = {}) =>
      listFiltered(eq(liveSessions.tutorId, tutorId), filter),

    /**
     * What a family sees (DECISIONS.md): sessions with no academic year and those of its children's
     * years; a family with no children sees every session. Narrowed by `filter`, with the next cursor.
     */
    listForFamily(userId: number, filter: LiveSessionListFilter = {}) {
      return listFiltered(visibleToFamily(db, userId), filter);
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
