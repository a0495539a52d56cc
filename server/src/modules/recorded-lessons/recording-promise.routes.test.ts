/**
 * The 24-hour recording promise (decision 027): a recording names its session, sessions say when their
 * recording is due, admins list the overdue ones, and families whose booked child missed the session get one
 * catch-up e-mail.
 */
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  overdueRecordingSchema,
  recordedLessonSchema,
  sessionToRecordSchema,
} from "#shared/schemas/recorded-lessons.ts";
import { portalSessionSchema } from "#shared/schemas/scheduled-sessions.ts";
import { z } from "#shared/zod.ts";
import { bookings, emailOutbox, recordedLessons, scheduledSessions, students } from "../../db/schema.ts";
import { type SignedInUser, setupPortalUsers, setupTestApp } from "../../test/test-app.ts";

const t = setupTestApp();
const { admin, tutor, otherTutor, family } = setupPortalUsers(t);

const HOUR = 60 * 60 * 1000;

/** A group session of `tutorId` that started `hoursAgo` hours ago (negative: in the future), 60 minutes long. */
async function session(
  tutorId: number,
  hoursAgo: number,
  values: Partial<typeof scheduledSessions.$inferInsert> = {},
) {
  const rows = await t.db
    .insert(scheduledSessions)
    .values({
      title: `Session ${Math.random().toString(36).slice(2, 8)}`,
      subject: "Mathematics",
      tutorId,
      scheduledFor: new Date(Date.now() - hoursAgo * HOUR),
      duration: 60,
      academicYear: "Year 10",
      status: "scheduled",
      ...values,
    })
    .returning();
  return rows[0]!;
}

const recording = (sessionId?: number) => ({
  title: "Simultaneous Equations (recording)",
  subject: "Mathematics",
  duration: 55,
  videoUrl: "https://www.youtube.com/watch?v=abcdefghijk",
  ...(sessionId === undefined ? {} : { sessionId }),
});

const publish = (as: SignedInUser, payload: object) =>
  as.inject({ method: "POST", url: "/api/recorded-lessons", payload });

describe("a recorded lesson names its session", () => {
  it("lets a tutor name their own ended session, and answers it back", async () => {
    const ended = await session(tutor.user.id, 3);
    const response = await publish(tutor, recording(ended.id));
    expect(response.statusCode).toBe(201);
    expect(recordedLessonSchema.parse(response.json()).sessionId).toBe(ended.id);
  });

  it("refuses another tutor's session (403), an unknown one (404) and a second recording (409)", async () => {
    const theirs = await session(otherTutor.user.id, 3);
    const refused = await publish(tutor, recording(theirs.id));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: "You can only name your own sessions." });

    const unknown = await publish(tutor, recording(2_000_000_000));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: "Session not found" });

    const mine = await session(tutor.user.id, 5);
    expect((await publish(tutor, recording(mine.id))).statusCode).toBe(201);
    const second = await publish(tutor, recording(mine.id));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      message: "This session already has a recording.",
      code: "LESSON_SESSION_TAKEN",
    });
    // An admin is refused the same way, through the admin's form too.
    const asAdmin = await admin.inject({
      method: "POST",
      url: "/api/admin/recorded-lessons",
      payload: { ...recording(mine.id), tutorId: tutor.user.id },
    });
    expect(asAdmin.statusCode).toBe(409);
    const rows = await t.db.select().from(recordedLessons).where(eq(recordedLessons.sessionId, mine.id));
    expect(rows).toHaveLength(1);
  });

  it("makes one recording of a session under simultaneous writes; the others answer 409", async () => {
    const ended = await session(tutor.user.id, 7);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, n) => publish(tutor, { ...recording(ended.id), title: `Take ${n}` })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    const rows = await t.db.select().from(recordedLessons).where(eq(recordedLessons.sessionId, ended.id));
    expect(rows).toHaveLength(1);
  });

  it("refuses a session that has not ended or was cancelled (400), and a malformed id (400)", async () => {
    const upcoming = await session(tutor.user.id, -2);
    const early = await publish(tutor, recording(upcoming.id));
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ message: "Choose a session that has ended and was not cancelled." });
    const cancelled = await session(tutor.user.id, 4, { status: "cancelled" });
    expect((await publish(tutor, recording(cancelled.id))).statusCode).toBe(400);
    for (const sessionId of ["7", -1, 1.5, 99_999_999_999]) {
      const bad = await publish(tutor, { ...recording(), sessionId });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ message: "Please choose a session from the list" });
    }
  });

  it("lets a lesson keep its own session when edited, lets an admin name any session, and frees it on delete", async () => {
    const ended = await session(tutor.user.id, 6);
    const created = recordedLessonSchema.parse((await publish(tutor, recording(ended.id))).json());
    const kept = await tutor.inject({
      method: "PUT",
      url: `/api/recorded-lessons/${created.id}`,
      payload: { ...recording(ended.id), title: "Renamed recording" },
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ title: "Renamed recording", sessionId: ended.id });

    const theirs = await session(otherTutor.user.id, 6);
    const byAdmin = await admin.inject({
      method: "PUT",
      url: `/api/recorded-lessons/${created.id}`,
      payload: recording(theirs.id),
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toMatchObject({ sessionId: theirs.id });

    const removed = await admin.inject({ method: "DELETE", url: `/api/recorded-lessons/${created.id}` });
    expect(removed.statusCode).toBe(204);
    const again = await publish(otherTutor, recording(theirs.id));
    expect(again.statusCode).toBe(201);
  });

  it("offers the writer's ended sessions without a recording in the Session select", async () => {
    const open = await session(tutor.user.id, 8, { title: "Open for a recording" });
    const recorded = await session(tutor.user.id, 9, { title: "Already recorded" });
    const lesson = recordedLessonSchema.parse((await publish(tutor, recording(recorded.id))).json());
    const future = await session(tutor.user.id, -3, { title: "Not yet taught" });
    const theirs = await session(otherTutor.user.id, 8, { title: "Another tutor's" });

    const mine = await tutor.inject({ method: "GET", url: "/api/recorded-lessons/sessions-to-record" });
    expect(mine.statusCode).toBe(200);
    const ids = z
      .array(sessionToRecordSchema)
      .parse(mine.json())
      .map((row) => row.id);
    expect(ids).toContain(open.id);
    expect(ids).not.toContain(recorded.id);
    expect(ids).not.toContain(future.id);
    expect(ids).not.toContain(theirs.id);

    const editing = await tutor.inject({
      method: "GET",
      url: `/api/recorded-lessons/sessions-to-record?lessonId=${lesson.id}`,
    });
    expect(editing.json().map((row: { id: number }) => row.id)).toContain(recorded.id);

    const everyone = await admin.inject({ method: "GET", url: "/api/recorded-lessons/sessions-to-record" });
    expect(everyone.json().map((row: { id: number }) => row.id)).toEqual(
      expect.arrayContaining([open.id, theirs.id]),
    );

    expect(
      (await family.inject({ method: "GET", url: "/api/recorded-lessons/sessions-to-record" })).statusCode,
    ).toBe(403);
  });
});

describe("a session says when its recording is due", () => {
  it("carries recordingDueBy only for ended, not cancelled sessions without a recording, and the recording once published", async () => {
    const ended = await session(tutor.user.id, 2);
    const future = await session(tutor.user.id, -5);
    const cancelled = await session(tutor.user.id, 2, { status: "cancelled" });
    const read = async (id: number) => {
      const response = await family.inject({ method: "GET", url: `/api/scheduled-sessions/${id}` });
      expect(response.statusCode).toBe(200);
      return portalSessionSchema.parse(response.json());
    };

    const due = await read(ended.id);
    const end = ended.scheduledFor.getTime() + 60 * 60_000;
    expect(due.recording).toBeNull();
    expect(Date.parse(due.recordingDueBy!)).toBe(end + 24 * HOUR);
    expect((await read(future.id)).recordingDueBy).toBeNull();
    expect((await read(cancelled.id)).recordingDueBy).toBeNull();

    const lesson = recordedLessonSchema.parse((await publish(tutor, recording(ended.id))).json());
    const published = await read(ended.id);
    expect(published.recordingDueBy).toBeNull();
    expect(published.recording).toEqual({ id: lesson.id, title: lesson.title });

    // The tutor's own lists say the same.
    const list = await tutor.inject({ method: "GET", url: "/api/student/scheduled-sessions" });
    const mine = z.array(portalSessionSchema).parse(list.json());
    expect(mine.find((row) => row.id === ended.id)?.recording).toEqual({
      id: lesson.id,
      title: lesson.title,
    });
  });
});

describe("GET /api/admin/recordings/overdue", () => {
  it("lists sessions ended more than 24 hours ago without a recording, to admins only", async () => {
    const overdue = await session(otherTutor.user.id, 30, { title: "Overdue lesson" });
    const recent = await session(otherTutor.user.id, 5, { title: "Recently ended" });
    const recorded = await session(otherTutor.user.id, 40, { title: "Recorded in time" });
    const cancelled = await session(otherTutor.user.id, 40, { status: "cancelled" });
    expect((await publish(otherTutor, recording(recorded.id))).statusCode).toBe(201);

    const response = await admin.inject({ method: "GET", url: "/api/admin/recordings/overdue" });
    expect(response.statusCode).toBe(200);
    const list = z.array(overdueRecordingSchema).parse(response.json());
    const ids = list.map((row) => row.sessionId);
    expect(ids).toContain(overdue.id);
    expect(ids).not.toContain(recent.id);
    expect(ids).not.toContain(recorded.id);
    expect(ids).not.toContain(cancelled.id);
    const row = list.find((item) => item.sessionId === overdue.id)!;
    expect(row).toMatchObject({ title: "Overdue lesson", subject: "Mathematics", tutorName: "James Patel" });
    expect(Date.parse(row.endedAt)).toBe(overdue.scheduledFor.getTime() + 60 * 60_000);
    expect(Date.parse(row.dueBy)).toBe(Date.parse(row.endedAt) + 24 * HOUR);

    for (const caller of [tutor, family]) {
      expect((await caller.inject({ method: "GET", url: "/api/admin/recordings/overdue" })).statusCode).toBe(
        403,
      );
    }
    expect((await t.app.inject({ method: "GET", url: "/api/admin/recordings/overdue" })).statusCode).toBe(
      401,
    );
  });
});

describe("the catch-up e-mail", () => {
  /** A family account with one Year 10 child. */
  async function familyWithChild(name: string) {
    const { user } = await t.createUser("parent", { fullName: `${name} Family` });
    const rows = await t.db
      .insert(students)
      .values({ userId: user.id, firstName: name, grade: "Year 10" })
      .returning();
    return { user, child: rows[0]! };
  }

  const mailTo = (email: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));

  it("goes once, only to the families whose booked child was marked absent", async () => {
    const ended = await session(tutor.user.id, 3, { title: "Quadratic Graphs" });
    const absent = await familyWithChild("Amira");
    const present = await familyWithChild("Ben");
    const unbooked = await familyWithChild("Chloe");
    // Seats booked before the session (POST /api/bookings refuses a started session, so written here).
    await t.db.insert(bookings).values([
      { sessionId: ended.id, studentId: absent.child.id, userId: absent.user.id },
      { sessionId: ended.id, studentId: present.child.id, userId: present.user.id },
    ]);
    // The tutor takes the register through the bookings module's call (the session has started).
    const register = await tutor.inject({
      method: "PUT",
      url: `/api/scheduled-sessions/${ended.id}/attendance`,
      payload: {
        attendance: [
          { studentId: absent.child.id, present: false },
          { studentId: present.child.id, present: true },
        ],
      },
    });
    expect(register.statusCode).toBe(200);

    const created = recordedLessonSchema.parse((await publish(tutor, recording(ended.id))).json());
    await t.app.deps.mailer.flush();

    const mail = await mailTo(absent.user.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.kind).toBe("catch-up-recording");
    expect(mail[0]!.text).toContain("Amira missed Quadratic Graphs");
    expect(mail[0]!.text).toContain(`http://localhost:5000/student/lesson/${ended.id}`);
    expect(await mailTo(present.user.email)).toHaveLength(0);
    expect(await mailTo(unbooked.user.email)).toHaveLength(0);
    const [row] = await t.db.select().from(recordedLessons).where(eq(recordedLessons.id, created.id));
    expect(row!.catchUpSentAt).toBeInstanceOf(Date);

    // Saving the recording again sends nothing more.
    const edited = await tutor.inject({
      method: "PUT",
      url: `/api/recorded-lessons/${created.id}`,
      payload: { ...recording(ended.id), title: "Quadratic Graphs (edited)" },
    });
    expect(edited.statusCode).toBe(200);
    await t.app.deps.mailer.flush();
    expect(await mailTo(absent.user.email)).toHaveLength(1);
  });

  it("goes when a recording is updated to name the session, and not for a recording without one", async () => {
    const ended = await session(tutor.user.id, 4, { title: "Circle Theorems" });
    const absent = await familyWithChild("Dev");
    await t.db
      .insert(bookings)
      .values({ sessionId: ended.id, studentId: absent.child.id, userId: absent.user.id });
    const register = await tutor.inject({
      method: "PUT",
      url: `/api/scheduled-sessions/${ended.id}/attendance`,
      payload: { attendance: [{ studentId: absent.child.id, present: false }] },
    });
    expect(register.statusCode).toBe(200);

    const plain = recordedLessonSchema.parse((await publish(tutor, recording())).json());
    await t.app.deps.mailer.flush();
    expect(await mailTo(absent.user.email)).toHaveLength(0);

    const named = await admin.inject({
      method: "PUT",
      url: `/api/admin/recorded-lessons/${plain.id}`,
      payload: { ...recording(ended.id), tutorId: tutor.user.id },
    });
    expect(named.statusCode).toBe(200);
    await t.app.deps.mailer.flush();
    expect(await mailTo(absent.user.email)).toHaveLength(1);
  });
});

describe("a family sees only its own sessions' recordings", () => {
  it("answers 404 for another family's one-to-one session, recording or not", async () => {
    const other = await t.createUser("parent");
    const [child] = await t.db
      .insert(students)
      .values({ userId: other.user.id, firstName: "Eve", grade: "Year 10" })
      .returning();
    const private1 = await session(tutor.user.id, 3, { studentId: child!.id });
    expect((await publish(tutor, recording(private1.id))).statusCode).toBe(201);
    const response = await family.inject({ method: "GET", url: `/api/scheduled-sessions/${private1.id}` });
    expect(response.statusCode).toBe(404);
    const list = await family.inject({ method: "GET", url: "/api/student/scheduled-sessions" });
    const ids = z
      .array(portalSessionSchema)
      .parse(list.json())
      .map((row) => row.id);
    expect(ids).not.toContain(private1.id);
    await t.db.delete(recordedLessons).where(inArray(recordedLessons.sessionId, [private1.id]));
  });
});
