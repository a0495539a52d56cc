/**
 * Tutors schedule what families book (DECISIONS.md "Journeys that real use showed", decision
 * 050): a tutor's own group sessions and weekly series, changed alone or with every later occurrence, and a
 * family booking a child into every remaining session of a series at once.
 */
import { eq, inArray } from "drizzle-orm";
import { DateTime } from "luxon";
import { beforeAll, describe, expect, it } from "vitest";
import { seriesBookingSchema } from "#shared/schemas/bookings.ts";
import {
  portalSessionSchema,
  scheduledSessionSchema,
  sessionSeriesSchema,
} from "#shared/schemas/scheduled-sessions.ts";
import { z } from "#shared/zod.ts";
import { bookings, emailOutbox, scheduledSessions, students } from "../../db/schema.ts";
import { type SignedInUser, setupTestApp } from "../../test/test-app.ts";

const t = setupTestApp();
const LONDON = { zone: "Europe/London" };

let tutor: SignedInUser;
let otherTutor: SignedInUser;
let admin: SignedInUser;
let family: SignedInUser;
let otherFamily: SignedInUser;
let year8Child: number;
let year10Child: number;
let otherChild: number;

/** A London date-time `weeks` from now at 16:00 on a Tuesday, as ISO. */
function tuesdayAt16(weeksAhead: number) {
  const now = DateTime.now().setZone(LONDON.zone);
  const tuesday = now.plus({ weeks: weeksAhead }).set({ weekday: 2 });
  return tuesday.set({ hour: 16, minute: 0, second: 0, millisecond: 0 });
}

const session = (extra: object = {}) => ({
  title: "Year 8 fractions",
  description: "Adding and subtracting fractions with unlike denominators.",
  subject: "Mathematics",
  scheduledFor: tuesdayAt16(2).toISO()!,
  duration: 60,
  youtubeUrl: "",
  academicYear: "Year 8",
  capacity: 2,
  ...extra,
});

const series = (weeks: number, extra: object = {}) => {
  const { scheduledFor: _scheduledFor, ...fields } = session();
  return {
    ...fields,
    firstDate: tuesdayAt16(1).toISO()!,
    until: tuesdayAt16(weeks).toISODate()!,
    ...extra,
  };
};

beforeAll(async () => {
  tutor = await t.asRole("tutor", { fullName: "Ada Tutor" });
  otherTutor = await t.asRole("tutor", { fullName: "Ben Tutor" });
  admin = await t.asRole("admin");
  family = await t.asRole("parent", { fullName: "Kim Family" });
  otherFamily = await t.asRole("parent", { fullName: "Lee Family" });
  const rows = await t.db
    .insert(students)
    .values([
      { userId: family.user.id, firstName: "Noor", grade: "Year 8" },
      { userId: family.user.id, firstName: "Omar", grade: "Year 10" },
      { userId: otherFamily.user.id, firstName: "Pia", grade: "Year 8" },
    ])
    .returning({ id: students.id });
  [year8Child, year10Child, otherChild] = rows.map((row) => row.id) as [number, number, number];
});

describe("a tutor's own group sessions", () => {
  it("schedules a bookable session of its own, whatever tutorId the body names", async () => {
    const response = await tutor.inject({
      method: "POST",
      url: "/api/scheduled-sessions",
      payload: session({ tutorId: otherTutor.user.id }),
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = scheduledSessionSchema.parse(response.json());
    expect(created).toMatchObject({
      tutorId: tutor.user.id,
      tutorName: "Ada Tutor",
      studentId: null,
      seriesId: null,
      capacity: 2,
      bookedCount: 0,
      status: "scheduled",
    });
    // The family of a Year 8 child sees it and books it.
    const seen = z
      .array(portalSessionSchema)
      .parse((await family.inject({ method: "GET", url: "/api/student/scheduled-sessions" })).json());
    expect(seen.map((row) => row.id)).toContain(created.id);
    const booked = await family.inject({
      method: "POST",
      url: "/api/bookings",
      payload: { sessionId: created.id, studentId: year8Child },
    });
    expect(booked.statusCode, booked.body).toBe(201);
  });

  it("answers the admin form's messages, and an admin must name an active teacher", async () => {
    const cases: Array<[object, string, string]> = [
      [{ title: "Hi" }, "title", "Title must be at least 5 characters"],
      [{ description: "Short" }, "description", "Description must be at least 10 characters"],
      [{ scheduledFor: "tomorrow" }, "scheduledFor", "Please select a date and time"],
      [{ capacity: 31 }, "capacity", "Capacity must be a whole number from 1 to 30"],
    ];
    for (const [extra, path, message] of cases) {
      const response = await tutor.inject({
        method: "POST",
        url: "/api/scheduled-sessions",
        payload: session(extra),
      });
      expect(response.statusCode, JSON.stringify(extra)).toBe(400);
      expect(response.json().issues).toContainEqual({ path, message });
    }
    const unnamed = await admin.inject({
      method: "POST",
      url: "/api/scheduled-sessions",
      payload: session(),
    });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().message).toBe("Please select a teacher");
    const named = await admin.inject({
      method: "POST",
      url: "/api/scheduled-sessions",
      payload: session({ tutorId: otherTutor.user.id }),
    });
    expect(named.statusCode).toBe(201);
    expect(named.json()).toMatchObject({ tutorId: otherTutor.user.id, tutorName: "Ben Tutor" });
  });

  it("edits and cancels its own session; another tutor's is 403, a missing one 404", async () => {
    const created = (
      await tutor.inject({ method: "POST", url: "/api/scheduled-sessions", payload: session() })
    ).json();
    await t.db
      .insert(bookings)
      .values({ sessionId: created.id, studentId: year8Child, userId: family.user.id });
    const put = (caller: SignedInUser, id: number, payload: object) =>
      caller.inject({ method: "PUT", url: `/api/scheduled-sessions/${id}`, payload });

    const edited = await put(tutor, created.id, {
      title: "Year 8 fractions (moved)",
      tutorId: otherTutor.user.id,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ title: "Year 8 fractions (moved)", tutorId: tutor.user.id });
    const other = await put(otherTutor, created.id, { title: "Hijacked session" });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe("You do not have permission to do that.");
    expect((await put(tutor, 999_999, { title: "Nothing here" })).statusCode).toBe(404);
    const roomier = await put(tutor, created.id, { capacity: 3 });
    expect(roomier.statusCode).toBe(200);
    await t.db
      .insert(bookings)
      .values({ sessionId: created.id, studentId: otherChild, userId: otherFamily.user.id });
    const tooSmall = await put(tutor, created.id, { capacity: 1 });
    expect(tooSmall.statusCode).toBe(409);
    expect(tooSmall.json().message).toBe(
      "2 seats are already booked, so the capacity cannot be lower than 2",
    );

    const cancelled = await put(tutor, created.id, { status: "cancelled" });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe("cancelled");
    await t.app.deps.mailer.flush();
    const mail = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, family.user.email));
    expect(mail.filter((row) => row.kind === "session-cancelled")).toHaveLength(1);
  });
});

describe("weekly series", () => {
  it("makes one session a week at the same London time across a change of the clocks, less the skipped dates", async () => {
    const skipped = tuesdayAt16(3).toISODate()!;
    const response = await tutor.inject({
      method: "POST",
      url: "/api/scheduled-sessions/series",
      payload: series(40, { skipDates: [skipped] }),
    });
    expect(response.statusCode, response.body).toBe(201);
    const made = sessionSeriesSchema.parse(response.json());
    expect(made.sessions).toHaveLength(39);
    const starts = made.sessions.map((row) => DateTime.fromISO(row.scheduledFor, LONDON));
    for (const start of starts) {
      expect(start.weekday).toBe(2);
      expect(start.toFormat("HH:mm")).toBe("16:00");
      expect(start.toISODate()).not.toBe(skipped);
    }
    // 40 weeks always cross a change of London's clocks: the UTC hour differs, the local time does not.
    expect(new Set(made.sessions.map((row) => new Date(row.scheduledFor).getUTCHours())).size).toBe(2);
    for (const row of made.sessions) {
      expect(row).toMatchObject({ seriesId: made.seriesId, tutorId: tutor.user.id, capacity: 2 });
    }
  });

  it("refuses a series past 52 sessions, ending before it starts, all skipped, or skipping a date not in it", async () => {
    const refusals: Array<[object, string]> = [
      [series(60), "A series can have at most 52 sessions; choose an earlier last date"],
      [
        series(1, { until: tuesdayAt16(0).minus({ days: 1 }).toISODate() }),
        "The series must end on or after the date of its first session",
      ],
      [
        series(1, { skipDates: [tuesdayAt16(1).toISODate()] }),
        "Every date of the series is skipped; keep at least one",
      ],
      [
        series(4, { skipDates: [tuesdayAt16(2).plus({ days: 1 }).toISODate()] }),
        "Each date to skip must be one of the series' dates",
      ],
    ];
    const before = await t.db.select({ id: scheduledSessions.id }).from(scheduledSessions);
    for (const [payload, message] of refusals) {
      const response = await tutor.inject({ method: "POST", url: "/api/scheduled-sessions/series", payload });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const badDate = await tutor.inject({
      method: "POST",
      url: "/api/scheduled-sessions/series",
      payload: series(4, { until: "2027-02-30" }),
    });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().issues).toContainEqual({
      path: "until",
      message: "Please choose the last date of the series",
    });
    expect(await t.db.select({ id: scheduledSessions.id }).from(scheduledSessions)).toHaveLength(
      before.length,
    );
    // 52 is allowed, and an admin names the teacher.
    const full = await admin.inject({
      method: "POST",
      url: "/api/scheduled-sessions/series",
      payload: series(52, { tutorId: otherTutor.user.id }),
    });
    expect(full.statusCode, full.body).toBe(201);
    expect(full.json().sessions).toHaveLength(52);
    expect(full.json().sessions[0].tutorName).toBe("Ben Tutor");
  });

  it("a term's timetable, 15 lessons a week for 39 weeks, is 15 calls", async () => {
    const teacher = await t.asRole("tutor");
    for (let lesson = 0; lesson < 15; lesson++) {
      const response = await teacher.inject({
        method: "POST",
        url: "/api/scheduled-sessions/series",
        payload: series(39, {
          title: `Timetabled lesson ${lesson + 1}`,
          firstDate: tuesdayAt16(1)
            .set({ hour: 9 + (lesson % 8) })
            .toISO(),
        }),
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    const rows = await t.db
      .select({ id: scheduledSessions.id })
      .from(scheduledSessions)
      .where(eq(scheduledSessions.tutorId, teacher.user.id));
    expect(rows).toHaveLength(15 * 39);
  });

  it("changes one occurrence alone, or it and every later one alike", async () => {
    const made = sessionSeriesSchema.parse(
      (
        await tutor.inject({ method: "POST", url: "/api/scheduled-sessions/series", payload: series(6) })
      ).json(),
    );
    const ids = made.sessions.map((row) => row.id);
    const put = (id: number, payload: object) =>
      tutor.inject({ method: "PUT", url: `/api/scheduled-sessions/${id}`, payload });
    expect((await put(ids[1]!, { title: "Just this one" })).statusCode).toBe(200);
    const third = DateTime.fromISO(made.sessions[2]!.scheduledFor, LONDON);
    const moved = await put(ids[2]!, {
      applyTo: "following",
      title: "Moved to Wednesdays",
      scheduledFor: third.plus({ days: 1 }).set({ hour: 17, minute: 30 }).toISO(),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const rows = await t.db.select().from(scheduledSessions).where(inArray(scheduledSessions.id, ids));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(ids.map((id) => byId.get(id)!.title)).toEqual([
      "Year 8 fractions",
      "Just this one",
      "Moved to Wednesdays",
      "Moved to Wednesdays",
      "Moved to Wednesdays",
      "Moved to Wednesdays",
    ]);
    for (const id of ids.slice(2)) {
      const start = DateTime.fromJSDate(byId.get(id)!.scheduledFor, LONDON);
      expect([start.weekday, start.toFormat("HH:mm")]).toEqual([3, "17:30"]);
    }
    expect(DateTime.fromJSDate(byId.get(ids[0]!)!.scheduledFor, LONDON).weekday).toBe(2);

    // Cancelling from the fifth on: one e-mail to each booked family, naming each cancelled date.
    await t.db
      .insert(bookings)
      .values(
        ids.slice(3).map((sessionId) => ({ sessionId, studentId: otherChild, userId: otherFamily.user.id })),
      );
    const cancelled = await put(ids[4]!, { applyTo: "following", status: "cancelled" });
    expect(cancelled.statusCode).toBe(200);
    const statuses = await t.db
      .select({ id: scheduledSessions.id, status: scheduledSessions.status })
      .from(scheduledSessions)
      .where(inArray(scheduledSessions.id, ids));
    const statusOf = new Map(statuses.map((row) => [row.id, row.status]));
    expect(ids.map((id) => statusOf.get(id))).toEqual([
      "scheduled",
      "scheduled",
      "scheduled",
      "scheduled",
      "cancelled",
      "cancelled",
    ]);
    await t.app.deps.mailer.flush();
    const mail = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, otherFamily.user.email));
    const seriesMail = mail.filter((row) => row.kind === "series-cancelled");
    expect(seriesMail).toHaveLength(1);
    expect(seriesMail[0]!.subject).toBe("Cancelled: 2 sessions of Moved to Wednesdays");
    expect(seriesMail[0]!.text).toContain("booked for Pia");
    // Another tutor may not change the series.
    expect(
      (
        await otherTutor.inject({
          method: "PUT",
          url: `/api/scheduled-sessions/${ids[0]}`,
          payload: { applyTo: "following", status: "cancelled" },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe("booking a child into a series", () => {
  it("books every remaining session at once, lists the full ones, and counts each seat as a single booking", async () => {
    const made = sessionSeriesSchema.parse(
      (
        await tutor.inject({ method: "POST", url: "/api/scheduled-sessions/series", payload: series(5) })
      ).json(),
    );
    const [first, second, third, fourth, fifth] = made.sessions.map((row) => row.id) as number[];
    // The first has started; the second is full (capacity 2); the third already has this child.
    await t.db
      .update(scheduledSessions)
      .set({ scheduledFor: new Date(Date.now() - 60_000) })
      .where(eq(scheduledSessions.id, first!));
    const filler = await t.db
      .insert(students)
      .values([
        { userId: otherFamily.user.id, firstName: "Q", grade: "Year 8" },
        { userId: otherFamily.user.id, firstName: "R", grade: "Year 8" },
      ])
      .returning({ id: students.id });
    await t.db
      .insert(bookings)
      .values([
        ...filler.map((child) => ({ sessionId: second!, studentId: child.id, userId: otherFamily.user.id })),
        { sessionId: third!, studentId: year8Child, userId: family.user.id },
      ]);
    const book = (payload: object, as = family) =>
      as.inject({ method: "POST", url: "/api/bookings/series", payload });

    const response = await book({ seriesId: made.seriesId, studentId: year8Child });
    expect(response.statusCode, response.body).toBe(201);
    expect(seriesBookingSchema.parse(response.json())).toEqual({
      booked: [third, fourth, fifth],
      full: [second],
    });
    const seats = await t.db
      .select({ sessionId: bookings.sessionId })
      .from(bookings)
      .where(eq(bookings.studentId, year8Child));
    expect(seats.map((row) => row.sessionId)).toEqual(expect.arrayContaining([third, fourth, fifth]));
    expect(seats.map((row) => row.sessionId)).not.toContain(first);
    expect(seats.map((row) => row.sessionId)).not.toContain(second);

    // Again: nothing new to book (200), the same answer.
    const again = await book({ seriesId: made.seriesId, studentId: year8Child });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ booked: [third, fourth, fifth], full: [second] });

    await t.app.deps.mailer.flush();
    const mail = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, family.user.email));
    const booked = mail.filter((row) => row.kind === "series-booked");
    expect(booked).toHaveLength(1);
    expect(booked[0]!.subject).toBe("Booked: 2 sessions of Year 8 fractions");
    expect(booked[0]!.text).toContain("1 session was already full");

    // Another year's child, another family's child, an unknown series.
    const otherYear = await book({ seriesId: made.seriesId, studentId: year10Child });
    expect(otherYear.statusCode).toBe(400);
    expect(otherYear.json().message).toBe("This session is for another year group than this child's");
    const notTheirs = await book({ seriesId: made.seriesId, studentId: otherChild });
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().message).toBe("Child not found");
    const unknown = await book({ seriesId: 999_999, studentId: year8Child });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Session not found");
  });
});
