/**
 * The family calendar feed's rules (decision 025): tokens made and stored as their SHA-256, the window of
 * sessions it lists, which children each event names, and the iCalendar document (RFC 5545) with its ETag;
 * and the service the routes call (`createCalendarFeedService`): turning a family's feed on and off, and
 * serving it to calendar programs.
 */
import { createHash, randomBytes } from "node:crypto";
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ical, { ICalEventStatus } from "ical-generator";
import { DateTime } from "luxon";
import { CALENDAR_FEED_TOKEN_PATTERN } from "#shared/schemas/calendar-feed.ts";
import type { SCHEDULED_SESSION_STATUSES } from "#shared/schemas/scheduled-sessions.ts";
import { familyStudentLabel } from "../students/students.rules.ts";
import { accountAccessEnded } from "../users/users.rules.ts";
import { calendarFeedNotFound } from "./calendar-feed.errors.ts";
import type { CalendarFeedRepository } from "./calendar-feed.repository.ts";

/** The zone every event is written in, with its VTIMEZONE: the school's clock. */
export const FEED_TIME_ZONE = "Europe/London";
/** How far back the feed reaches, so last month's sessions stay in the calendar. */
export const FEED_DAYS_BACK = 30;
/** How often calendar programs are asked to fetch again (REFRESH-INTERVAL, X-PUBLISHED-TTL), in seconds. */
export const FEED_REFRESH_SECONDS = 60 * 60;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A new feed token (32 random bytes, base64url) and the hash that alone is stored. */
export function newFeedToken() {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashFeedToken(token) };
}

export function hashFeedToken(token: string) {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * The sessions the feed lists start in [from, to): from 30 days back to the end of 31 December, or of
 * 31 August when the academic year in progress ends later (September to December), London time.
 */
export function feedWindow(now: Date) {
  const london = DateTime.fromJSDate(now, { zone: FEED_TIME_ZONE });
  const yearEnd = london.endOf("year");
  const academicYearEnd = (london.month >= 9 ? london.plus({ years: 1 }) : london)
    .set({ month: 8, day: 31 })
    .endOf("day");
  const end = academicYearEnd > yearEnd ? academicYearEnd : yearEnd;
  return {
    from: new Date(now.getTime() - FEED_DAYS_BACK * DAY_MS),
    to: end.plus({ milliseconds: 1 }).toJSDate(),
  };
}

/** One session as the feed writes it. */
export type FeedSession = {
  id: number;
  title: string;
  subject: string;
  description: string | null;
  scheduledFor: Date | string;
  duration: number;
  youtubeUrl: string | null;
  status: (typeof SCHEDULED_SESSION_STATUSES)[number];
  sequence: number;
  updatedAt: Date | string;
  studentId: number | null;
  academicYear: string | null;
  tutorName: string | null;
  /** The family's children it names, and whether they are booked into it. */
  children: string[];
  booked: boolean;
};

type Child = { id: number; firstName: string | null };

/** "Mia", "Mia and Leo", "Mia, Leo and Ava". */
export function namesList(names: string[]) {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/**
 * The sessions of one family's feed: those its children are on (their one-to-one sessions and the group
 * sessions booked for them; no longer the open sessions it may see but has not booked), each
 * once, naming the family's children in it by their labels as families see them (never the tutor's
 * notes): a one-to-one session's child, else the children booked into it (decision 044).
 */
export async function loadFeedSessions(
  feeds: CalendarFeedRepository,
  userId: number,
  now: Date,
): Promise<FeedSession[]> {
  const window = feedWindow(now);
  const [sessions, booked, children] = await Promise.all([
    feeds.listChildrenSessionsInRange(userId, window),
    feeds.listBookingsInRange(userId, window),
    feeds.listChildren(userId),
  ]);
  const childById = new Map<number, Child>(children.map((child) => [child.id, child]));
  const bookedBySession = new Map<number, number[]>();
  for (const row of booked) {
    if (row.studentId === null) continue;
    bookedBySession.set(row.sessionId, [...(bookedBySession.get(row.sessionId) ?? []), row.studentId]);
  }
  const byIds = (list: number[]) => list.flatMap((id) => childById.get(id) ?? []);
  const labels = (list: Child[]) => list.map((child) => familyStudentLabel(child));
  return sessions
    .map((session) => {
      const bookedIds = bookedBySession.get(session.id) ?? [];
      const named = byIds(session.studentId !== null ? [session.studentId] : bookedIds);
      return {
        id: session.id,
        title: session.title,
        subject: session.subject,
        description: session.description,
        scheduledFor: session.scheduledFor,
        duration: session.duration,
        youtubeUrl: session.youtubeUrl,
        status: session.status,
        sequence: session.sequence,
        updatedAt: session.updatedAt,
        studentId: session.studentId,
        academicYear: session.academicYear,
        tutorName: session.tutorName,
        children: labels(named),
        booked: bookedIds.length > 0,
      };
    })
    .sort((a, b) => new Date(a.scheduledFor).getTime() - new Date(b.scheduledFor).getTime() || a.id - b.id);
}

/** The words under an event's title: who it is for, the teacher, how to join, the session's page. */
function eventDescription(session: FeedSession, sessionUrl: string) {
  const lines: string[] = [];
  if (session.status === "cancelled") lines.push("This session has been cancelled.");
  if (session.children.length > 0) {
    lines.push(`${session.booked ? "Booked for" : "For"} ${namesList(session.children)}`);
  }
  if (session.tutorName) lines.push(`Teacher: ${session.tutorName}`);
  if (session.youtubeUrl && session.status !== "cancelled") lines.push(`Join: ${session.youtubeUrl}`);
  lines.push(`Session page: ${sessionUrl}`);
  if (session.description) lines.push("", session.description);
  return lines.join("\n");
}

/**
 * The feed as an iCalendar document: one VEVENT per session with a UID stable across fetches and edits,
 * start and end in Europe/London with its VTIMEZONE (luxon DateTimes: ical-generator writes a native Date's
 * wall clock in the process's zone), SEQUENCE from the session, and DTSTAMP/LAST-MODIFIED at its last
 * change, so the same sessions always give the same bytes (and the same ETag).
 */
export function feedDocument(
  sessions: FeedSession[],
  site: { name: string; host: string; sessionUrl: (id: number) => string },
) {
  const calendar = ical({
    name: `${site.name} sessions`,
    prodId: { company: site.name, product: "Sessions", language: "EN" },
    ttl: FEED_REFRESH_SECONDS,
  });
  // `name: null`: the VTIMEZONE is written, while DTSTAMP stays in UTC as RFC 5545 requires.
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  for (const session of sessions) {
    const start = DateTime.fromJSDate(new Date(session.scheduledFor), { zone: FEED_TIME_ZONE });
    const modified = DateTime.fromJSDate(new Date(session.updatedAt), { zone: "utc" });
    const url = site.sessionUrl(session.id);
    calendar.createEvent({
      id: `session-${session.id}@${site.host}`,
      start,
      end: start.plus({ minutes: session.duration }),
      timezone: FEED_TIME_ZONE,
      summary: `${session.subject}: ${session.title}`,
      description: eventDescription(session, url),
      url,
      sequence: session.sequence,
      status: session.status === "cancelled" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      stamp: modified,
      lastModified: modified,
    });
  }
  return calendar.toString();
}

/**
 * Raise when the document's writing changes (its fields, words or library), so calendar programs holding
 * an ETag of the old writing fetch the new one.
 */
const FEED_FORMAT_VERSION = 1;

type FeedSite = Parameters<typeof feedDocument>[1];

/**
 * The feed's ETag, from what the document is written from (its sessions, names, site and writing), not from
 * its bytes: the same inputs always give the same bytes, and a revalidation (304) is decided without
 * writing the document, which costs far more than the queries (ical-generator folds lines one character at a
 * time).
 */
export function feedEtag(sessions: FeedSession[], site: FeedSite) {
  const inputs = JSON.stringify({
    version: FEED_FORMAT_VERSION,
    site: { name: site.name, host: site.host, sessionUrl: site.sessionUrl(0) },
    sessions,
  });
  return `"${createHash("sha256").update(inputs).digest("base64url").slice(0, 32)}"`;
}

/** Documents already written, by ETag: a calendar program fetching an unchanged feed whole gets them again. */
export function createFeedDocumentCache(size: number) {
  const documents = new Map<string, string>();
  return (etag: string, write: () => string) => {
    const kept = documents.get(etag);
    if (kept !== undefined) {
      // Most recently used last, so the oldest is the first to go.
      documents.delete(etag);
      documents.set(etag, kept);
      return kept;
    }
    const written = write();
    documents.set(etag, written);
    if (documents.size > size) documents.delete(documents.keys().next().value!);
    return written;
  };
}

/** Whether an If-None-Match header names this ETag (or `*`); weak forms compare equal (RFC 9110 §13.1.2). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === "*" || tag === etag);
}

/** Feeds kept written (about 100 KB each for 200 sessions), per app process. */
const DOCUMENT_CACHE_SIZE = 200;

/** What the calendar feed's service uses, each named (decision 052). */
export type CalendarFeedServiceDeps = {
  feedsRepo: CalendarFeedRepository;
  /** The site the events link to and are named after. */
  site: FeedSite;
  /** The feed's address for a token, shown to the family once. */
  feedUrl: (token: string) => string;
};

export function createCalendarFeedService({ feedsRepo, site, feedUrl }: CalendarFeedServiceDeps) {
  const cachedDocument = createFeedDocumentCache(DOCUMENT_CACHE_SIZE);

  return {
    /** Whether the family's feed is on, since when, and when a calendar program last fetched it. */
    async status(userId: number) {
      const feed = await feedsRepo.findForUser(userId);
      return {
        enabled: feed !== null,
        createdAt: feed?.createdAt.toISOString() ?? null,
        lastFetchedAt: feed?.lastFetchedAt?.toISOString() ?? null,
      };
    },

    /** Turns the family's feed on with a new address (replacing any earlier one), answered this once. */
    async turnOn(userId: number) {
      const { token, tokenHash } = newFeedToken();
      await feedsRepo.replace(userId, tokenHash);
      return { url: feedUrl(token) };
    },

    /** Turns the family's feed off: its address answers 404 from now on. */
    turnOff: (userId: number) => feedsRepo.remove(userId),

    /**
     * The feed a token opens, noting the fetch: its ETag, and its document unless `ifNoneMatch` names
     * that ETag (null: the caller's copy is current). 404 for a malformed, unknown, replaced or turned-off
     * token, and for a family account no longer served (inactive, its organisation's access ended, or its
     * leaving date come).
     */
    async fetch(token: string, ifNoneMatch: string | undefined, now = new Date()) {
      if (!CALENDAR_FEED_TOKEN_PATTERN.test(token)) throw calendarFeedNotFound();
      const owner = await feedsRepo.findOwnerByTokenHash(hashFeedToken(token));
      if (owner?.role !== "parent" || !owner.isActive || accountAccessEnded(owner)) {
        throw calendarFeedNotFound();
      }
      const [list] = await Promise.all([
        loadFeedSessions(feedsRepo, owner.userId, now),
        feedsRepo.markFetched(owner.userId, now),
      ]);
      const etag = feedEtag(list, site);
      if (etagMatches(ifNoneMatch, etag)) return { etag, document: null };
      return { etag, document: cachedDocument(etag, () => feedDocument(list, site)) };
    },
  };
}

export type CalendarFeedService = ReturnType<typeof createCalendarFeedService>;
