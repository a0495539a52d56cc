import { describe, expect, it } from "vitest";
import { scheduledSessionSchema } from "#shared/schemas/scheduled-sessions.ts";
import { z } from "#shared/zod.ts";
import { scheduledSessions } from "../../db/schema.ts";
import { setupAdminTestApp } from "../../test/test-app.ts";

const { t, admin, tutor } = setupAdminTestApp({ tutorName: "Ada Lovelace" });

const validSession = (tutorId: number) => ({
  title: "Algebra revision",
  description: "Factorising quadratics and solving equations.",
  subject: "Mathematics",
  tutorId,
  scheduledFor: "2031-03-04T14:00:00.000Z",
  duration: 60,
  youtubeUrl: "",
  academicYear: "Year 10",
});

describe("POST /api/admin/scheduled-sessions", () => {
  it("schedules a session for an active teacher", async () => {
    const response = await admin.inject({
      method: "POST",
      url: "/api/admin/scheduled-sessions",
      payload: { ...validSession(tutor.user.id), youtubeUrl: "https://www.youtube.com/watch?v=abc" },
    });
    expect(response.statusCode).toBe(201);
    expect(scheduledSessionSchema.parse(response.json())).toMatchObject({
      title: "Algebra revision",
      tutorId: tutor.user.id,
      tutorName: "Ada Lovelace",
      scheduledFor: "2031-03-04T14:00:00.000Z",
      duration: 60,
      youtubeUrl: "https://www.youtube.com/watch?v=abc",
      academicYear: "Year 10",
      status: "scheduled",
      studentId: null,
    });
  });

  it("stores an empty YouTube URL as null", async () => {
    const response = await admin.inject({
      method: "POST",
      url: "/api/admin/scheduled-sessions",
      payload: validSession(tutor.user.id),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().youtubeUrl).toBeNull();
  });

  it("answers 400 'Please select a teacher' for an unknown, inactive or non-teacher id", async () => {
    const inactive = await t.createUser("tutor", { isActive: false });
    const parent = await t.createUser("parent");
    for (const tutorId of [999999, inactive.user.id, parent.user.id]) {
      const response = await admin.inject({
        method: "POST",
        url: "/api/admin/scheduled-sessions",
        payload: validSession(tutorId),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe("Please select a teacher");
    }
  });

  it.each([
    [{ title: "Alg" }, "title", "Title must be at least 5 characters"],
    [{ description: "Too short" }, "description", "Description must be at least 10 characters"],
    [{ subject: "M" }, "subject", "Subject is required"],
    [{ tutorId: undefined }, "tutorId", "Please select a teacher"],
    [{ tutorId: 0 }, "tutorId", "Please select a teacher"],
    [{ scheduledFor: "" }, "scheduledFor", "Please select a date and time"],
    [{ scheduledFor: "0000-01-01T00:00:00Z" }, "scheduledFor", "Please select a date and time"],
    [{ duration: 10 }, "duration", "Duration must be at least 15 minutes"],
    [{ youtubeUrl: "not a url" }, "youtubeUrl", "Please enter a valid YouTube URL"],
    [{ youtubeUrl: "javascript:alert(1)" }, "youtubeUrl", "Please enter a valid YouTube URL"],
    [{ academicYear: "" }, "academicYear", "Please select the academic year"],
  ])("rejects %o with the form's message", async (change, path, message) => {
    const response = await admin.inject({
      method: "POST",
      url: "/api/admin/scheduled-sessions",
      payload: { ...validSession(tutor.user.id), ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({ path, message });
  });
});

describe("GET /api/admin/scheduled-sessions", () => {
  it("lists every session, cancelled ones included, soonest first, with the teacher's name", async () => {
    await t.db.insert(scheduledSessions).values([
      {
        title: "Late session",
        subject: "English",
        tutorId: tutor.user.id,
        scheduledFor: new Date("2040-01-01T10:00:00Z"),
      },
      {
        title: "Early session",
        subject: "English",
        tutorId: tutor.user.id,
        scheduledFor: new Date("2001-01-01T10:00:00Z"),
        status: "cancelled",
      },
    ]);
    const response = await admin.inject({ method: "GET", url: "/api/admin/scheduled-sessions" });
    expect(response.statusCode).toBe(200);
    const list = z.array(scheduledSessionSchema).parse(response.json());
    expect(list[0]).toMatchObject({ title: "Early session", status: "cancelled", tutorName: "Ada Lovelace" });
    expect(list.at(-1)!.title).toBe("Late session");
    const times = list.map((s) => Date.parse(s.scheduledFor));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });
});
