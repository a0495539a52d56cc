import { and, asc, eq, ilike, inArray, isNotNull, lte, or, sql } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import { REMOVED_MESSAGE_TEXT } from "#shared/schemas/messages.ts";
import { ROOM_RECORDING_MESSAGES } from "#shared/schemas/room-recordings.ts";
import type { Database } from "../../db/client.ts";
import { attendance, bookings } from "../bookings/bookings.table.ts";
import { calendarFeeds } from "../calendar-feed/calendar-feed.table.ts";
import { companies } from "../companies/companies.table.ts";
import { roomChat, roomParticipants } from "../lesson-room/lesson-room.table.ts";
import { emailOutbox } from "../mail/outbox.table.ts";
import { messages, messageThreads } from "../messages/messages.table.ts";
import { rateLimitCounters } from "../rate-limits/rate-limits.table.ts";
import { recordedLessons, recordedLessonViews } from "../recorded-lessons/recorded-lessons.table.ts";
import { invitations } from "../registration/registration.table.ts";
import { scheduledSessions } from "../scheduled-sessions/scheduled-sessions.table.ts";
import { announceSessionChange } from "../session-changes/session-changes.service.ts";
import { students } from "../students/students.table.ts";
import { users } from "../users/users.table.ts";
import { accountErasures } from "./account-erasures.table.ts";

/** What the export says of the session a booking or an attendance mark is for. */
const sessionFacts = {
  sessionTitle: scheduledSessions.title,
  subject: scheduledSessions.subject,
  scheduledFor: scheduledSessions.scheduledFor,
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** Every query of a family's data rights: what the export reads, and the erasure's one transaction. */
export function createAccountRepository(db: Database) {
  /** Accounts with their company's name (none for an account without a company). */
  const familiesWithCompany = <Columns extends SelectedFields>(columns: Columns) =>
    db.select(columns).from(users).leftJoin(companies, eq(companies.id, users.companyId));

  return {
    /** A family account with its company's name, or null (unknown id, or a tutor's or admin's). */
    async findFamily(userId: number) {
      const rows = await familiesWithCompany({ user: users, companyName: companies.name })
        .where(and(eq(users.id, userId), eq(users.role, "parent")))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Family accounts whose username, e-mail or name contains the text (the admin's search). */
    searchFamilies(text: string, limit: number) {
      const pattern = `%${escapeLike(text)}%`;
      return familiesWithCompany({
        id: users.id,
        fullName: users.fullName,
        username: users.username,
        email: users.email,
        companyName: companies.name,
        createdAt: users.createdAt,
      })
        .where(
          and(
            eq(users.role, "parent"),
            or(ilike(users.username, pattern), ilike(users.email, pattern), ilike(users.fullName, pattern)),
          ),
        )
        .orderBy(asc(users.fullName), asc(users.id))
        .limit(limit);
    },

    calendarFeedOf(userId: number) {
      return db
        .select({ createdAt: calendarFeeds.createdAt, lastFetchedAt: calendarFeeds.lastFetchedAt })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.userId, userId))
        .limit(1)
        .then((rows) => rows[0] ?? null);
    },

    childrenOf(userId: number) {
      return db
        .select({
          id: students.id,
          firstName: students.firstName,
          grade: students.grade,
          subjects: students.subjects,
          createdAt: students.createdAt,
        })
        .from(students)
        .where(eq(students.userId, userId))
        .orderBy(asc(students.id));
    },

    bookingsOf(userId: number) {
      return db
        .select({
          childId: bookings.studentId,
          ...sessionFacts,
          sessionStatus: scheduledSessions.status,
          bookedAt: bookings.createdAt,
        })
        .from(bookings)
        .innerJoin(scheduledSessions, eq(scheduledSessions.id, bookings.sessionId))
        .where(eq(bookings.userId, userId))
        .orderBy(asc(scheduledSessions.scheduledFor), asc(bookings.id));
    },

    attendanceOf(userId: number) {
      return db
        .select({
          childId: attendance.studentId,
          ...sessionFacts,
          present: attendance.present,
          markedAt: attendance.markedAt,
        })
        .from(attendance)
        .innerJoin(students, eq(students.id, attendance.studentId))
        .innerJoin(scheduledSessions, eq(scheduledSessions.id, attendance.sessionId))
        .where(eq(students.userId, userId))
        .orderBy(asc(scheduledSessions.scheduledFor), asc(attendance.id));
    },

    recordingViewsOf(userId: number) {
      return db
        .select({
          recordingTitle: recordedLessons.title,
          subject: recordedLessons.subject,
          viewedAt: recordedLessonViews.viewedAt,
        })
        .from(recordedLessonViews)
        .innerJoin(recordedLessons, eq(recordedLessons.id, recordedLessonViews.recordedLessonId))
        .where(eq(recordedLessonViews.userId, userId))
        .orderBy(asc(recordedLessonViews.viewedAt), asc(recordedLessonViews.id));
    },

    /** The family's threads with the tutor's name, and every message of them, oldest first. */
    async threadsOf(userId: number) {
      const threads = await db
        .select({ id: messageThreads.id, createdAt: messageThreads.createdAt, tutorName: users.fullName })
        .from(messageThreads)
        .leftJoin(users, eq(users.id, messageThreads.tutorId))
        .where(eq(messageThreads.familyUserId, userId))
        .orderBy(asc(messageThreads.createdAt), asc(messageThreads.id));
      const rows =
        threads.length === 0
          ? []
          : await db
              .select({ message: messages, senderName: users.fullName })
              .from(messages)
              .leftJoin(users, eq(users.id, messages.senderId))
              .where(
                inArray(
                  messages.threadId,
                  threads.map((thread) => thread.id),
                ),
              )
              .orderBy(asc(messages.id));
      return threads.map((thread) => ({
        ...thread,
        messages: rows.filter((row) => row.message.threadId === thread.id),
      }));
    },

    /**
     * Erases a family account in one transaction (decision 030): its threads' message bodies become
     * "Message removed" (so do its lesson-room chat messages, and its children's names in the rooms' join logs
     * read "Removed child"), bookings of sessions not yet started are cancelled, started ones and the register
     * keep their company but lose the child and the family, the calendar feed goes, e-mails to the family
     * and the message notices that named it go, so do rate-limit counters keyed by its username or
     * address, the account goes (its children, sessions, sign-in history and reset tokens with it) and the
     * erasure is recorded.
     */
    async erase(input: {
      userId: number;
      username: string;
      email: string;
      companyId: number | null;
      requestedBy: "self" | "admin";
      erasedBy: number | null;
      /** The subject of the notices the family's messages sent its tutors (it names the family). */
      messageNoticeSubject: string;
    }) {
      return db.transaction(async (tx) => {
        // The moments the employer's report counts the account by, kept without the account (decision 030).
        const [account] = await tx
          .select({ createdAt: users.createdAt, activatedAt: users.activatedAt })
          .from(users)
          .where(eq(users.id, input.userId));
        const childrenAdded = await tx
          .select({ createdAt: students.createdAt })
          .from(students)
          .where(eq(students.userId, input.userId));
        // Attended one-to-one sessions go with the child (decision 013): keep when they were, for the report.
        const oneToOneAttended = await tx
          .select({ scheduledFor: scheduledSessions.scheduledFor })
          .from(attendance)
          .innerJoin(scheduledSessions, eq(scheduledSessions.id, attendance.sessionId))
          .innerJoin(students, eq(students.id, scheduledSessions.studentId))
          .where(
            and(
              eq(students.userId, input.userId),
              eq(attendance.present, true),
              eq(attendance.studentId, students.id),
            ),
          );
        const threadIds = tx
          .select({ id: messageThreads.id })
          .from(messageThreads)
          .where(eq(messageThreads.familyUserId, input.userId));
        await tx
          .update(messages)
          .set({ body: REMOVED_MESSAGE_TEXT, removedAt: sql`coalesce(${messages.removedAt}, now())` })
          .where(inArray(messages.threadId, threadIds));
        // The lesson rooms' join logs and chats keep no name or text of the family (docs/decisions/054): its
        // people there (its children, entered by it) read "Removed child" and their messages "Message removed".
        const roomPeople = tx
          .select({ id: roomParticipants.id })
          .from(roomParticipants)
          .where(
            or(
              eq(roomParticipants.userId, input.userId),
              inArray(
                roomParticipants.studentId,
                tx.select({ id: students.id }).from(students).where(eq(students.userId, input.userId)),
              ),
            ),
          );
        await tx
          .update(roomChat)
          .set({ body: ROOM_RECORDING_MESSAGES.removedMessage })
          .where(inArray(roomChat.participantId, roomPeople));
        await tx
          .update(roomParticipants)
          .set({ displayName: ROOM_RECORDING_MESSAGES.removedChild })
          .where(inArray(roomParticipants.id, roomPeople));
        const started = tx
          .select({ id: scheduledSessions.id })
          .from(scheduledSessions)
          .where(lte(scheduledSessions.scheduledFor, sql`now()`));
        await tx
          .delete(bookings)
          .where(and(eq(bookings.userId, input.userId), sql`${bookings.sessionId} not in ${started}`));
        await tx
          .update(bookings)
          .set({ studentId: null, userId: null })
          .where(eq(bookings.userId, input.userId));
        const children = tx
          .select({ id: students.id })
          .from(students)
          .where(eq(students.userId, input.userId));
        await tx
          .update(attendance)
          .set({ studentId: null })
          .where(and(isNotNull(attendance.studentId), inArray(attendance.studentId, children)));
        await tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, input.userId));
        // E-mails kept for the address (booking notices name the children) go with the account.
        await tx.delete(emailOutbox).where(sql`lower(${emailOutbox.to}) = lower(${input.email})`);
        // So do the new-message notices it sent its tutors, whose subject and text name the family.
        const tutorsWrittenTo = tx
          .select({ email: users.email })
          .from(users)
          .innerJoin(messageThreads, eq(messageThreads.tutorId, users.id))
          .where(eq(messageThreads.familyUserId, input.userId));
        await tx
          .delete(emailOutbox)
          .where(
            and(
              eq(emailOutbox.kind, "new-message"),
              eq(emailOutbox.subject, input.messageNoticeSubject),
              inArray(emailOutbox.to, tutorsWrittenTo),
            ),
          );
        // The invitation the family registered with (or any other to its address) names it too.
        await tx
          .delete(invitations)
          .where(
            or(
              eq(invitations.usedByUserId, input.userId),
              sql`lower(${invitations.email}) = lower(${input.email})`,
            ),
          );
        // Rate-limit counters keyed by the username (sign-in) or the address (username recovery) name it too.
        const username = input.username.toLowerCase();
        await tx
          .delete(rateLimitCounters)
          .where(
            or(
              inArray(rateLimitCounters.key, [
                `attempt:login-user:${username}`,
                `attempt:recover-username:${input.email.toLowerCase()}`,
              ]),
              sql`starts_with(${rateLimitCounters.key}, ${`attempt:login-user-ip:${username}:`})`,
            ),
          );
        await tx.delete(users).where(eq(users.id, input.userId));
        await announceSessionChange(tx, { kind: "user", userId: input.userId });
        const rows = await tx
          .insert(accountErasures)
          .values({
            requestedBy: input.requestedBy,
            erasedBy: input.erasedBy,
            companyId: input.companyId,
            accountCreatedAt: account?.createdAt ?? null,
            accountActivatedAt: account?.activatedAt ?? null,
            childrenAddedAt: childrenAdded.map((child) => child.createdAt),
            oneToOneAttendedAt: oneToOneAttended.map((session) => session.scheduledFor),
          })
          .returning();
        return rows[0]!;
      });
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
