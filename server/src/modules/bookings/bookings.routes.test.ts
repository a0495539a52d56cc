import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  ATTENDANCE_MAX,
  BOOKING_MESSAGES,
  bookingSchema,
  familyBookingSchema,
  rosterEntrySchema,
} from "#shared/schemas/bookings.ts";
import { portalSessionSchema, scheduledSessionSchema } from "#shared/schemas/scheduled-sessions.ts";
import { z } from "#shared/zod.ts";
import { attendance, bookings, scheduledSessions, students } from "../../db/schema.ts";
import { expectError, mailsTo } from "../../test/api-helpers.ts";
import { type SignedInUser, setupTestApp } from "../../test/test-app.ts";

const t = setupTestApp();
const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR);

let tutor: SignedInUser;
let otherTutor: SignedInUser;
let admin: SignedInUser;
let companyId: number;

beforeAll(async () => {
  tutor = await t.asRole("tutor", { fullName: "Ada Tutor" });
  otherTutor = await t.asRole("tutor");
  admin = await t.asRole("admin");
  companyId = (await t.createCompany()).id;
});

/** A signed-in family of the company with one child in `grade`. */
async function familyWithChild(grade = "Year 7", firstName = "Mia") {
  const family = await t.asRole("parent", { companyId });
  const [child] = await t.db
    .insert(students)
    .values({ userId: family.user.id, grade, firstName })
    .returning();
  return { family, child: child! };
}

async function groupSession(values: Partial<typeof scheduledSessions.$inferInsert> = {}) {
  const [session] = await t.db
    .insert(scheduledSessions)
    .values({
      title: "Year 7 fractions",
      subject: "Mathematics",
      tutorId: tutor.user.id,
      scheduledFor: inHours(48),
      duration: 60,
      academicYear: "Year 7",
      ...values,
    })
    .returning();
  return session!;
}

const book = (who: SignedInUser, sessionId: number, studentId: number) =>
  who.inject({ method: "POST", url: "/api/bookings", payload: { sessionId, studentId } });

const seatsOf = async (sessionId: number) =>
  (await t.db.select().from(bookings).where(eq(bookings.sessionId, sessionId))).length;

describe("POST /api/bookings", () => {
  it("books the family's child into a group session of its year, copying the company, and e-mails the family", async () => {
    const { family, child } = await familyWithChild();
    const session = await groupSession();
    const response = await book(family, session.id, child.id);
    expect(response.statusCode, response.body).toBe(201);
    const booking = bookingSchema.parse(response.json());
    expect(booking).toMatchObject({ sessionId: session.id, studentId: child.id, status: "booked" });
    const [stored] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(stored).toMatchObject({ userId: family.user.id, companyId, studentId: child.id });
    const [mail] = await mailsTo(t, family.user.email, "booking-confirmed");
    expect(mail?.text).toContain("Mia has a seat in Year 7 fractions");
    expect(mail?.text).toContain(`/student/session/${session.id}`);
  });

  it("makes exactly N bookings out of 3N simultaneous ones by different families", async () => {
    const capacity = 4;
    const session = await groupSession({ capacity, title: "Popular group" });
    const families = await Promise.all(Array.from({ length: 3 * capacity }, () => familyWithChild()));
    const answers = await Promise.all(
      families.map(({ family, child }) => book(family, session.id, child.id)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(capacity);
    expect(statuses.filter((status) => status === 409)).toHaveLength(2 * capacity);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expectError(answer, 409, BOOKING_MESSAGES.full);
    }
    expect(await seatsOf(session.id)).toBe(capacity);
  });

  it("refuses a second booking of the same child, even sent twice at once", async () => {
    const { family, child } = await familyWithChild();
    const session = await groupSession();
    const [first, second] = await Promise.all([
      book(family, session.id, child.id),
      book(family, session.id, child.id),
    ]);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([201, 409]);
    expectError(await book(family, session.id, child.id), 409, BOOKING_MESSAGES.alreadyBooked);
    expect(await seatsOf(session.id)).toBe(1);
  });

  it("refuses another year's session, a started one and a cancelled one with a clear message", async () => {
    const { family, child } = await familyWithChild("Year 7");
    // The family has a Year 10 child too, so it may see the Year 10 session, but Mia is in Year 7.
    await t.db.insert(students).values({ userId: family.user.id, grade: "Year 10", firstName: "Leo" });
    const otherYear = await groupSession({ academicYear: "Year 10" });
    expectError(await book(family, otherYear.id, child.id), 400, BOOKING_MESSAGES.otherYear);
    const started = await groupSession({ scheduledFor: inHours(-0.25) });
    expectError(await book(family, started.id, child.id), 400, BOOKING_MESSAGES.started);
    const cancelled = await groupSession({ status: "cancelled" });
    expectError(await book(family, cancelled.id, child.id), 400, BOOKING_MESSAGES.cancelled);
    const oneToOne = await groupSession({ academicYear: null, studentId: child.id });
    expectError(await book(family, oneToOne.id, child.id), 400, BOOKING_MESSAGES.notGroup);
    for (const session of [otherYear, started, cancelled, oneToOne])
      expect(await seatsOf(session.id)).toBe(0);
  });

  it("lets any child book a group session of no year", async () => {
    const { family, child } = await familyWithChild("Year 11");
    const anyYear = await groupSession({ academicYear: null });
    expect((await book(family, anyYear.id, child.id)).statusCode).toBe(201);
  });

  it("answers 404 for another family's child and for a session the family may not see", async () => {
    const { family, child } = await familyWithChild();
    const stranger = await familyWithChild();
    const session = await groupSession();
    expectError(await book(family, session.id, stranger.child.id), 404, BOOKING_MESSAGES.childNotFound);
    const strangersOwn = await groupSession({ academicYear: null, studentId: stranger.child.id });
    expectError(await book(family, strangersOwn.id, child.id), 404, "Session not found");
    const notTheirYear = await groupSession({ academicYear: "Year 9" });
    expectError(await book(family, notTheirYear.id, child.id), 404, "Session not found");
    expect(await seatsOf(session.id)).toBe(0);
  });

  it("is for family accounts only and checks its body", async () => {
    const session = await groupSession();
    expect(
      (
        await tutor.inject({
          method: "POST",
          url: "/api/bookings",
          payload: { sessionId: session.id, studentId: 1 },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/bookings",
          payload: { sessionId: session.id, studentId: 1 },
        })
      ).statusCode,
    ).toBe(401);
    const { family } = await familyWithChild();
    expectError(
      await family.inject({ method: "POST", url: "/api/bookings", payload: { sessionId: session.id } }),
      400,
      BOOKING_MESSAGES.childRequired,
    );
  });
});

describe("GET and DELETE /api/bookings", () => {
  it("lists the family's own bookings with session and child, and cancelling frees the seat", async () => {
    const session = await groupSession({ capacity: 1, title: "One seat" });
    const first = await familyWithChild("Year 7", "Ava");
    const second = await familyWithChild();
    const booked = bookingSchema.parse((await book(first.family, session.id, first.child.id)).json());
    expectError(await book(second.family, session.id, second.child.id), 409, BOOKING_MESSAGES.full);

    const list = z
      .array(familyBookingSchema)
      .parse((await first.family.inject({ method: "GET", url: "/api/bookings" })).json());
    expect(list).toEqual([
      expect.objectContaining({
        id: booked.id,
        title: "One seat",
        subject: "Mathematics",
        studentLabel: "Ava",
        status: "booked",
      }),
    ]);
    expect((await second.family.inject({ method: "GET", url: "/api/bookings" })).json()).toEqual([]);

    // Another family's booking is 404, and stays.
    const foreign = await second.family.inject({ method: "DELETE", url: `/api/bookings/${booked.id}` });
    expectError(foreign, 404, BOOKING_MESSAGES.bookingNotFound);
    expect(await seatsOf(session.id)).toBe(1);

    const cancelled = await first.family.inject({ method: "DELETE", url: `/api/bookings/${booked.id}` });
    expect(cancelled.statusCode).toBe(204);
    expect(await seatsOf(session.id)).toBe(0);
    expect((await book(second.family, session.id, second.child.id)).statusCode).toBe(201);
  });

  it("refuses to cancel once the session has started", async () => {
    const { family, child } = await familyWithChild();
    const session = await groupSession();
    const booked = bookingSchema.parse((await book(family, session.id, child.id)).json());
    await t.db
      .update(scheduledSessions)
      .set({ scheduledFor: inHours(-0.1) })
      .where(eq(scheduledSessions.id, session.id));
    expectError(
      await family.inject({ method: "DELETE", url: `/api/bookings/${booked.id}` }),
      400,
      BOOKING_MESSAGES.cancelAfterStart,
    );
    expect(await seatsOf(session.id)).toBe(1);
  });
});

describe("scheduled-session answers", () => {
  it("carry capacity and seats taken, and for a family its own booked children and their marks only", async () => {
    const session = await groupSession({ capacity: 5, title: "Counted" });
    const mine = await familyWithChild("Year 7", "Noah");
    const theirs = await familyWithChild();
    await book(mine.family, session.id, mine.child.id);
    await book(theirs.family, session.id, theirs.child.id);
    const read = async (who: SignedInUser) =>
      portalSessionSchema.parse(
        (await who.inject({ method: "GET", url: `/api/scheduled-sessions/${session.id}` })).json(),
      );
    expect(await read(mine.family)).toMatchObject({
      capacity: 5,
      bookedCount: 2,
      bookedStudentIds: [mine.child.id],
      attendance: [],
    });
    const tutorView = await read(tutor);
    expect(tutorView).toMatchObject({ capacity: 5, bookedCount: 2 });
    expect(tutorView.bookedStudentIds).toBeUndefined();

    await t.db
      .update(scheduledSessions)
      .set({ scheduledFor: inHours(-2) })
      .where(eq(scheduledSessions.id, session.id));
    await tutor.inject({
      method: "PUT",
      url: `/api/scheduled-sessions/${session.id}/attendance`,
      payload: {
        attendance: [
          { studentId: mine.child.id, present: true },
          { studentId: theirs.child.id, present: false },
        ],
      },
    });
    const list = z
      .array(portalSessionSchema)
      .parse((await mine.family.inject({ method: "GET", url: "/api/student/scheduled-sessions" })).json());
    expect(list.find((s) => s.id === session.id)?.attendance).toEqual([
      { studentId: mine.child.id, present: true },
    ]);
  });
});

describe("roster and attendance", () => {
  async function bookedSession() {
    const session = await groupSession({ title: "Register" });
    const a = await familyWithChild("Year 7", "Ava");
    const b = await familyWithChild("Year 7", "Ben");
    await book(a.family, session.id, a.child.id);
    await book(b.family, session.id, b.child.id);
    return { session, a, b };
  }
  const register = (who: SignedInUser, id: number, marks: Array<{ studentId: number; present: boolean }>) =>
    who.inject({
      method: "PUT",
      url: `/api/scheduled-sessions/${id}/attendance`,
      payload: { attendance: marks },
    });

  it("gives the session's tutor and an admin the roster, and nobody else", async () => {
    const { session, a } = await bookedSession();
    const response = await tutor.inject({
      method: "GET",
      url: `/api/scheduled-sessions/${session.id}/roster`,
    });
    expect(response.statusCode).toBe(200);
    const roster = z.array(rosterEntrySchema).parse(response.json());
    expect(roster.map((entry) => entry.studentLabel).sort()).toEqual(["Ava", "Ben"]);
    expect(roster.find((entry) => entry.studentId === a.child.id)).toEqual({
      studentId: a.child.id,
      studentLabel: "Ava",
      grade: "Year 7",
      familyName: a.family.user.fullName,
      present: null,
    });
    expect(
      (await admin.inject({ method: "GET", url: `/api/scheduled-sessions/${session.id}/roster` })).statusCode,
    ).toBe(200);
    expect(
      (await otherTutor.inject({ method: "GET", url: `/api/scheduled-sessions/${session.id}/roster` }))
        .statusCode,
    ).toBe(403);
    expect(
      (await a.family.inject({ method: "GET", url: `/api/scheduled-sessions/${session.id}/roster` }))
        .statusCode,
    ).toBe(403);
    expect(
      (await tutor.inject({ method: "GET", url: "/api/scheduled-sessions/999999/roster" })).statusCode,
    ).toBe(404);
  });

  it("lists the child of a one-to-one session", async () => {
    const { child } = await familyWithChild("Year 9", "Zoe");
    const session = await groupSession({ academicYear: null, studentId: child.id });
    const roster = (
      await tutor.inject({ method: "GET", url: `/api/scheduled-sessions/${session.id}/roster` })
    ).json();
    expect(roster).toEqual([
      expect.objectContaining({ studentId: child.id, studentLabel: "Zoe", grade: "Year 9" }),
    ]);
  });

  it("takes the register only once the session has started, by its tutor or an admin, in one call", async () => {
    const { session, a, b } = await bookedSession();
    const marks = [
      { studentId: a.child.id, present: true },
      { studentId: b.child.id, present: false },
    ];
    expectError(await register(tutor, session.id, marks), 400, BOOKING_MESSAGES.registerBeforeStart);
    await t.db
      .update(scheduledSessions)
      .set({ scheduledFor: inHours(-1) })
      .where(eq(scheduledSessions.id, session.id));
    expect((await register(otherTutor, session.id, marks)).statusCode).toBe(403);
    expect((await register(a.family, session.id, marks)).statusCode).toBe(403);
    expect((await register(tutor, 999999, marks)).statusCode).toBe(404);

    const saved = await register(tutor, session.id, marks);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      z
        .array(rosterEntrySchema)
        .parse(saved.json())
        .map((e) => [e.studentLabel, e.present])
        .sort(),
    ).toEqual([
      ["Ava", true],
      ["Ben", false],
    ]);
    const rows = await t.db.select().from(attendance).where(eq(attendance.sessionId, session.id));
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.companyId === companyId && row.markedBy === tutor.user.id)).toBe(true);

    // An admin corrects a mark: the row is replaced, not doubled.
    expect((await register(admin, session.id, [{ studentId: b.child.id, present: true }])).statusCode).toBe(
      200,
    );
    const ben = await t.db
      .select()
      .from(attendance)
      .where(and(eq(attendance.sessionId, session.id), eq(attendance.studentId, b.child.id)));
    expect(ben).toEqual([expect.objectContaining({ present: true, markedBy: admin.user.id })]);
  });

  it("refuses children who are not on the roster", async () => {
    const { session, a } = await bookedSession();
    const outsider = await familyWithChild();
    await t.db
      .update(scheduledSessions)
      .set({ scheduledFor: inHours(-1) })
      .where(eq(scheduledSessions.id, session.id));
    expectError(
      await register(tutor, session.id, [
        { studentId: a.child.id, present: true },
        { studentId: outsider.child.id, present: true },
      ]),
      400,
      BOOKING_MESSAGES.notOnRoster,
    );
    expect(await t.db.select().from(attendance).where(eq(attendance.sessionId, session.id))).toEqual([]);
  });

  it("refuses a register longer than any roster with a message that says so", async () => {
    const { session } = await bookedSession();
    await t.db
      .update(scheduledSessions)
      .set({ scheduledFor: inHours(-1) })
      .where(eq(scheduledSessions.id, session.id));
    const tooMany = Array.from({ length: ATTENDANCE_MAX + 1 }, (_, i) => ({
      studentId: i + 1,
      present: true,
    }));
    expectError(await register(tutor, session.id, tooMany), 400, BOOKING_MESSAGES.attendanceTooMany);
    expect(await t.db.select().from(attendance).where(eq(attendance.sessionId, session.id))).toEqual([]);
  });
});

describe("PUT and DELETE /api/admin/scheduled-sessions/{id}", () => {
  const put = (id: number, payload: object) =>
    admin.inject({ method: "PUT", url: `/api/admin/scheduled-sessions/${id}`, payload });

  it("changes a session's fields and capacity, raising its sequence each time", async () => {
    const session = await groupSession();
    const response = await put(session.id, { title: "Renamed fractions", capacity: 20 });
    expect(response.statusCode, response.body).toBe(200);
    expect(scheduledSessionSchema.parse(response.json())).toMatchObject({
      title: "Renamed fractions",
      capacity: 20,
      bookedCount: 0,
    });
    await put(session.id, { duration: 90 });
    const [row] = await t.db.select().from(scheduledSessions).where(eq(scheduledSessions.id, session.id));
    expect(row).toMatchObject({ sequence: 2, duration: 90 });
    expect(row!.updatedAt.getTime()).toBeGreaterThan(session.updatedAt.getTime());
    expectError(await put(session.id, { capacity: 31 }), 400, BOOKING_MESSAGES.capacity);
    expect((await put(999999, { title: "Nobody's session" })).statusCode).toBe(404);
    expect(
      (
        await tutor.inject({
          method: "PUT",
          url: `/api/admin/scheduled-sessions/${session.id}`,
          payload: { capacity: 5 },
        })
      ).statusCode,
    ).toBe(403);
  });

  it("refuses a capacity below the seats booked", async () => {
    const session = await groupSession();
    for (const { family, child } of await Promise.all([
      familyWithChild(),
      familyWithChild(),
      familyWithChild(),
    ])) {
      await book(family, session.id, child.id);
    }
    expectError(
      await put(session.id, { capacity: 2 }),
      409,
      "3 seats are already booked, so the capacity cannot be lower than 3",
    );
    expect((await put(session.id, { capacity: 3 })).statusCode).toBe(200);
  });

  it("cancelling e-mails each booked family once and refuses further bookings", async () => {
    const session = await groupSession({ title: "Cancelled by school" });
    const twoChildren = await familyWithChild("Year 7", "Ava");
    const [sibling] = await t.db
      .insert(students)
      .values({ userId: twoChildren.family.user.id, grade: "Year 7", firstName: "Ben" })
      .returning();
    const other = await familyWithChild("Year 7", "Cal");
    const unbooked = await familyWithChild("Year 7", "Dee");
    await book(twoChildren.family, session.id, twoChildren.child.id);
    await book(twoChildren.family, session.id, sibling!.id);
    await book(other.family, session.id, other.child.id);

    expect((await put(session.id, { status: "cancelled" })).json()).toMatchObject({ status: "cancelled" });
    const mails = await mailsTo(t, twoChildren.family.user.email, "session-cancelled");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("booked for Ava and Ben, has been cancelled");
    expect(await mailsTo(t, other.family.user.email, "session-cancelled")).toHaveLength(1);
    expect(await mailsTo(t, unbooked.family.user.email, "session-cancelled")).toHaveLength(0);

    // Saving it cancelled again sends nothing more.
    await put(session.id, { status: "cancelled", notes: "Tutor unwell" });
    expect(await mailsTo(t, twoChildren.family.user.email, "session-cancelled")).toHaveLength(1);
    expectError(await book(unbooked.family, session.id, unbooked.child.id), 400, BOOKING_MESSAGES.cancelled);
  });

  it("deletes a session without bookings, and answers 409 while it has some", async () => {
    const session = await groupSession();
    const { family, child } = await familyWithChild();
    await book(family, session.id, child.id);
    const refused = await admin.inject({
      method: "DELETE",
      url: `/api/admin/scheduled-sessions/${session.id}`,
    });
    expectError(refused, 409, BOOKING_MESSAGES.hasBookings);
    const empty = await groupSession();
    expect(
      (await admin.inject({ method: "DELETE", url: `/api/admin/scheduled-sessions/${empty.id}` })).statusCode,
    ).toBe(204);
    expect(await t.db.select().from(scheduledSessions).where(eq(scheduledSessions.id, empty.id))).toEqual([]);
    expect(
      (await admin.inject({ method: "DELETE", url: `/api/admin/scheduled-sessions/${empty.id}` })).statusCode,
    ).toBe(404);
  });

  it("schedules with a capacity, 12 by default", async () => {
    const body = {
      title: "Algebra revision",
      description: "Factorising quadratics and solving equations.",
      subject: "Mathematics",
      tutorId: tutor.user.id,
      scheduledFor: "2031-03-04T14:00:00.000Z",
      duration: 60,
      youtubeUrl: "",
      academicYear: "Year 10",
    };
    const byDefault = await admin.inject({
      method: "POST",
      url: "/api/admin/scheduled-sessions",
      payload: body,
    });
    expect(byDefault.json()).toMatchObject({ capacity: 12, bookedCount: 0 });
    const eight = await admin.inject({
      method: "POST",
      url: "/api/admin/scheduled-sessions",
      payload: { ...body, capacity: 8 },
    });
    expect(eight.json()).toMatchObject({ capacity: 8 });
    expectError(
      await admin.inject({
        method: "POST",
        url: "/api/admin/scheduled-sessions",
        payload: { ...body, capacity: 0 },
      }),
      400,
      BOOKING_MESSAGES.capacity,
    );
  });
});
