/**
 * Tutors' notes stay with tutors (DECISIONS.md "Safeguarding and security", decision 044): a child
 * a tutor added with notes and no first name is 'Student #{id}' in everything its family sees (children,
 * bookings, sessions, e-mails, the export), while the tutor's and admin's screens keep the notes as its label.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { attendance, bookings, emailOutbox, scheduledSessions, students } from "../../db/schema.ts";
import { type SignedInUser, setupTestApp } from "../../test/test-app.ts";

const t = setupTestApp();
const HOUR = 3_600_000;
const NOTE = "Private: finds reading hard, parents separating";

let tutor: SignedInUser;
let admin: SignedInUser;
let family: SignedInUser;
let childId: number;

const mailTo = (email: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));

async function groupSession(title: string, startsInHours: number) {
  const [row] = await t.db
    .insert(scheduledSessions)
    .values({
      title,
      subject: "English",
      tutorId: tutor.user.id,
      scheduledFor: new Date(Date.now() + startsInHours * HOUR),
      duration: 60,
      academicYear: "Year 6",
    })
    .returning({ id: scheduledSessions.id });
  return row!.id;
}

beforeAll(async () => {
  tutor = await t.asRole("tutor", { fullName: "Ada Tutor" });
  admin = await t.asRole("admin");
  family = await t.asRole("parent", { fullName: "Kim Family" });
  const created = await tutor.inject({
    method: "POST",
    url: "/api/students",
    payload: { userId: family.user.id, grade: "Year 6", notes: NOTE },
  });
  // The tutor may add the child only once it teaches the family: an admin adds it, naming the tutor.
  expect(created.statusCode).toBe(404);
  const byAdmin = await admin.inject({
    method: "POST",
    url: "/api/students",
    payload: { userId: family.user.id, grade: "Year 6", notes: NOTE, tutorId: tutor.user.id },
  });
  expect(byAdmin.statusCode, byAdmin.body).toBe(201);
  childId = byAdmin.json().id;
});

describe("a child without a first name, as its family sees it", () => {
  const label = () => `Student #${childId}`;

  it("is its number on /account, in its bookings and sessions, and in the booking e-mail", async () => {
    const upcoming = await groupSession("Reading group", 48);
    const booked = await family.inject({
      method: "POST",
      url: "/api/bookings",
      payload: { sessionId: upcoming, studentId: childId },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    await t.db.insert(scheduledSessions).values({
      title: "One-to-one",
      subject: "English",
      tutorId: tutor.user.id,
      studentId: childId,
      scheduledFor: new Date(Date.now() + 72 * HOUR),
    });
    await t.app.deps.mailer.flush();

    const reads = [
      "/api/family/children",
      "/api/bookings",
      "/api/student/scheduled-sessions",
      "/api/scheduled-sessions/upcoming",
      `/api/scheduled-sessions/student/${childId}`,
      `/api/scheduled-sessions/student/${family.user.id}`,
    ];
    for (const url of reads) {
      const response = await family.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain("finds reading hard");
    }
    const children = (await family.inject({ method: "GET", url: "/api/family/children" })).json();
    expect(children).toEqual([expect.objectContaining({ id: childId, label: label() })]);
    const list = (await family.inject({ method: "GET", url: "/api/bookings" })).json();
    expect(list).toEqual([expect.objectContaining({ studentId: childId, studentLabel: label() })]);
    const sessions = (await family.inject({ method: "GET", url: "/api/student/scheduled-sessions" })).json();
    expect(sessions.find((s: { studentId: number | null }) => s.studentId === childId).studentLabel).toBe(
      label(),
    );
    const mail = await mailTo(family.user.email);
    expect(mail.map((row) => row.kind)).toContain("booking-confirmed");
    for (const row of mail) expect(`${row.subject}\n${row.text}\n${row.html}`).not.toContain("reading hard");
    expect(mail.find((row) => row.kind === "booking-confirmed")!.text).toContain(label());

    const exported = await family.inject({ method: "GET", url: "/api/account/export" });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).not.toContain("finds reading hard");
  });

  it("is its number in the e-mail of a cancelled session and in the catch-up e-mail", async () => {
    const cancelledLater = await groupSession("Cancelled reading group", 24);
    const ended = await groupSession("Ended reading group", -3);
    await t.db.insert(bookings).values([
      { sessionId: cancelledLater, studentId: childId, userId: family.user.id },
      { sessionId: ended, studentId: childId, userId: family.user.id },
    ]);
    await t.db.insert(attendance).values({ sessionId: ended, studentId: childId, present: false });
    const cancel = await admin.inject({
      method: "PUT",
      url: `/api/admin/scheduled-sessions/${cancelledLater}`,
      payload: { status: "cancelled" },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const published = await tutor.inject({
      method: "POST",
      url: "/api/recorded-lessons",
      payload: {
        title: "Ended reading group (recording)",
        subject: "English",
        duration: 55,
        videoUrl: "https://www.youtube.com/watch?v=abcdefghijk",
        sessionId: ended,
      },
    });
    expect(published.statusCode, published.body).toBe(201);
    await t.app.deps.mailer.flush();
    const mail = await mailTo(family.user.email);
    const kinds = mail.map((row) => row.kind);
    expect(kinds).toEqual(expect.arrayContaining(["session-cancelled", "catch-up-recording"]));
    for (const row of mail) {
      expect(`${row.subject}\n${row.text}\n${row.html}`).not.toContain("reading hard");
    }
    expect(mail.find((row) => row.kind === "session-cancelled")!.text).toContain(label());
    expect(mail.find((row) => row.kind === "catch-up-recording")!.text).toContain(label());
  });
});

describe("the same child on the tutor's and admin's screens", () => {
  it("keeps the notes as its label in the students list and the roster", async () => {
    for (const caller of [tutor, admin]) {
      const listed = (await caller.inject({ method: "GET", url: "/api/students" })).json();
      expect(listed.find((s: { id: number }) => s.id === childId).label).toBe(NOTE);
    }
    const [session] = await t.db
      .select({ id: bookings.sessionId })
      .from(bookings)
      .where(eq(bookings.studentId, childId))
      .limit(1);
    const roster = await tutor.inject({
      method: "GET",
      url: `/api/scheduled-sessions/${session!.id}/roster`,
    });
    expect(roster.statusCode, roster.body).toBe(200);
    expect(roster.json()).toEqual([expect.objectContaining({ studentId: childId, studentLabel: NOTE })]);
    expect(await t.db.select().from(students).where(eq(students.id, childId))).toHaveLength(1);
  });
});
