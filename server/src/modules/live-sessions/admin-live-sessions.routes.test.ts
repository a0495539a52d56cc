import { describe, expect, it } from "vitest";
import { liveSessionSchema } from "#shared/schemas/live-sessions.ts";
import { z } from "#shared/zod.ts";
import { liveSessions } from "../../db/schema.ts";
import { setupAdminTestApp } from "../../test/test-app.ts";

const { t, admin, tutor } = setupAdminTestApp({ tutorName: "Ada Lovelace" });

describe("live sessions", () => {
  it("creates a live session for a teacher and lists live sessions", async () => {
    const created = await admin.inject({
      method: "POST",
      url: "/api/admin/live-sessions",
      payload: {
        title: "Algebra revision",
        youtubeUrl: "https://www.youtube.com/live/xyz",
        scheduledFor: new Date().toISOString(),
        duration: 60,
        subject: "Live Session",
        tutorId: tutor.user.id,
        status: "live",
      },
    });
    expect(created.statusCode).toBe(201);
    expect(liveSessionSchema.parse(created.json())).toMatchObject({
      status: "live",
      subject: "Live Session",
      tutorId: tutor.user.id,
      youtubeUrl: "https://www.youtube.com/live/xyz",
      description: null,
    });
    await t.db.insert(liveSessions).values({
      title: "Finished",
      subject: "English",
      tutorId: tutor.user.id,
      scheduledFor: new Date("2020-01-01T00:00:00Z"),
      status: "completed",
    });

    const response = await admin.inject({ method: "GET", url: "/api/admin/live-sessions" });
    expect(response.statusCode).toBe(200);
    const list = z.array(liveSessionSchema).parse(response.json());
    expect(list.map((s) => s.status).sort()).toEqual(["completed", "live"]);
  });

  it("takes an optional academic year", async () => {
    const created = await admin.inject({
      method: "POST",
      url: "/api/admin/live-sessions",
      payload: {
        title: "Forces revision",
        scheduledFor: "2030-01-01T10:00:00.000Z",
        subject: "Physics",
        tutorId: tutor.user.id,
        academicYear: "Year 9",
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ academicYear: "Year 9", duration: 60, status: "scheduled" });
  });

  it("validates a live session", async () => {
    const base = {
      title: "Live",
      scheduledFor: new Date().toISOString(),
      subject: "Live Session",
      tutorId: tutor.user.id,
    };
    const badUrl = await admin.inject({
      method: "POST",
      url: "/api/admin/live-sessions",
      payload: { ...base, youtubeUrl: "youtube" },
    });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json().message).toBe("Please enter a valid YouTube URL");
    const noDate = await admin.inject({
      method: "POST",
      url: "/api/admin/live-sessions",
      payload: { ...base, scheduledFor: "" },
    });
    expect(noDate.json().message).toBe("Please select a date and time");
    const notTutor = await admin.inject({
      method: "POST",
      url: "/api/admin/live-sessions",
      payload: { ...base, tutorId: admin.user.id },
    });
    expect(notTutor.statusCode).toBe(400);
    expect(notTutor.json().message).toBe("Please select a teacher");
  });
});
