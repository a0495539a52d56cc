import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type LiveSession, liveSessionSchema } from "#shared/schemas/live-sessions.ts";
import { z } from "#shared/zod.ts";
import { liveSessions, students } from "../../db/schema.ts";
import { type SignedInUser, setupTestApp } from "../../test/test-app.ts";

const t = setupTestApp();
let admin: SignedInUser;
let tutorA: SignedInUser;
let tutorB: SignedInUser;

beforeAll(async () => {
  admin = await t.asRole("admin");
  tutorA = await t.asRole("tutor", { fullName: "Ada Lovelace" });
  tutorB = await t.asRole("tutor", { fullName: "Alan Turing" });
});

const valid = () => ({
  title: "Quadratics clinic",
  description: "Factorising and completing the square.",
  youtubeUrl: "https://www.youtube.com/watch?v=abc123",
  scheduledFor: "2030-03-04T15:30:00.000Z",
  duration: 45,
  subject: "Mathematics",
  academicYear: "Year 10",
  status: "scheduled",
});

async function createAs(user: SignedInUser, payload: object = {}) {
  const response = await user.inject({
    method: "POST",
    url: "/api/live-sessions",
    payload: { ...valid(), ...payload },
  });
  expect(response.statusCode, response.body).toBe(201);
  return liveSessionSchema.parse(response.json());
}

async function listAs(user: SignedInUser): Promise<LiveSession[]> {
  const response = await user.inject({ method: "GET", url: "/api/live-sessions" });
  expect(response.statusCode).toBe(200);
  return z.array(liveSessionSchema).parse(response.json());
}

describe("POST /api/live-sessions", () => {
  it("creates a session owned by the signed-in tutor, ignoring a tutorId in the payload", async () => {
    const created = await createAs(tutorA, { tutorId: tutorB.user.id });
    expect(created).toMatchObject({
      title: "Quadratics clinic",
      subject: "Mathematics",
      academicYear: "Year 10",
      duration: 45,
      status: "scheduled",
      scheduledFor: "2030-03-04T15:30:00.000Z",
      tutorId: tutorA.user.id,
      tutorName: "Ada Lovelace",
    });
    const stored = await t.db.select().from(liveSessions).where(eq(liveSessions.id, created.id));
    expect(stored[0]?.tutorId).toBe(tutorA.user.id);
  });

  it("defaults to 60 minutes, status scheduled and every year; empty optional fields are null", async () => {
    const created = await createAs(tutorA, {
      duration: undefined,
      status: undefined,
      academicYear: "",
      youtubeUrl: "",
      description: "  ",
    });
    expect(created).toMatchObject({
      duration: 60,
      status: "scheduled",
      academicYear: null,
      youtubeUrl: null,
      description: null,
    });
  });

  it("makes the session a streaming link creates: live, now, 60 minutes, subject 'Live Session'", async () => {
    const created = await createAs(tutorA, {
      title: "Live Session",
      subject: "Live Session",
      status: "live",
      duration: 60,
      academicYear: null,
      description: null,
      scheduledFor: new Date().toISOString(),
    });
    expect(created).toMatchObject({ status: "live", subject: "Live Session", duration: 60 });
  });

  it("an admin creates a session of their own", async () => {
    const created = await createAs(admin);
    expect(created.tutorId).toBe(admin.user.id);
  });

  it.each([
    [{ youtubeUrl: "youtube" }, "youtubeUrl", "Please enter a valid YouTube URL"],
    [{ youtubeUrl: "javascript:alert(1)" }, "youtubeUrl", "Please enter a valid YouTube URL"],
    [{ scheduledFor: "" }, "scheduledFor", "Please select a date and time"],
    [{ scheduledFor: undefined }, "scheduledFor", "Please select a date and time"],
    [{ scheduledFor: "tomorrow" }, "scheduledFor", "Please select a date and time"],
    [{ duration: 0 }, "duration", "Duration must be at least 1 minute"],
    [{ duration: 1.5 }, "duration", "Duration must be at least 1 minute"],
    [{ duration: 601 }, "duration", "Duration must be at most 600 minutes"],
    [{ title: " " }, "title", "Please enter a title"],
    [{ subject: "" }, "subject", "Please select a subject"],
    [{ academicYear: "Year 12" }, "academicYear", "Please choose one of the academic years"],
    [{ status: "postponed" }, "status", "Please choose a status"],
  ])("refuses %j with its message", async (change, path, message) => {
    const response = await tutorA.inject({
      method: "POST",
      url: "/api/live-sessions",
      payload: { ...valid(), ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(response.json().issues).toContainEqual({ path, message });
  });

  it("401 anonymous, 403 for a family", async () => {
    const anonymous = await t.app.inject({ method: "POST", url: "/api/live-sessions", payload: valid() });
    expect(anonymous.statusCode).toBe(401);
    const parent = await t.asRole("parent");
    const family = await parent.inject({ method: "POST", url: "/api/live-sessions", payload: valid() });
    expect(family.statusCode).toBe(403);
  });
});

describe("PUT and DELETE /api/live-sessions/{id}", () => {
  it("the owner changes every field, status chosen freely; tutorId in the payload is ignored", async () => {
    const created = await createAs(tutorA);
    const response = await tutorA.inject({
      method: "PUT",
      url: `/api/live-sessions/${created.id}`,
      payload: {
        ...valid(),
        title: "Quadratics clinic (recap)",
        status: "completed",
        academicYear: null,
        youtubeUrl: null,
        tutorId: tutorB.user.id,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(liveSessionSchema.parse(response.json())).toMatchObject({
      id: created.id,
      title: "Quadratics clinic (recap)",
      status: "completed",
      academicYear: null,
      youtubeUrl: null,
      tutorId: tutorA.user.id,
    });
    for (const status of ["live", "cancelled", "scheduled"]) {
      const next = await tutorA.inject({
        method: "PUT",
        url: `/api/live-sessions/${created.id}`,
        payload: { ...valid(), status },
      });
      expect(next.json().status).toBe(status);
    }
  });

  it("validates the edit with the same messages", async () => {
    const created = await createAs(tutorA);
    const response = await tutorA.inject({
      method: "PUT",
      url: `/api/live-sessions/${created.id}`,
      payload: { ...valid(), youtubeUrl: "not a link" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Please enter a valid YouTube URL");
  });

  it("tutor B cannot change or delete tutor A's session (403) and it stays as it was", async () => {
    const created = await createAs(tutorA);
    const put = await tutorB.inject({
      method: "PUT",
      url: `/api/live-sessions/${created.id}`,
      payload: { ...valid(), title: "Taken over" },
    });
    expect(put.statusCode).toBe(403);
    expect(put.json().message).toBe("You do not have permission to do that.");
    const del = await tutorB.inject({ method: "DELETE", url: `/api/live-sessions/${created.id}` });
    expect(del.statusCode).toBe(403);
    const stored = await t.db.select().from(liveSessions).where(eq(liveSessions.id, created.id));
    expect(stored[0]?.title).toBe("Quadratics clinic");
  });

  it("an admin changes and deletes any tutor's session", async () => {
    const created = await createAs(tutorA);
    const put = await admin.inject({
      method: "PUT",
      url: `/api/live-sessions/${created.id}`,
      payload: { ...valid(), status: "cancelled" },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ status: "cancelled", tutorId: tutorA.user.id });
    const del = await admin.inject({ method: "DELETE", url: `/api/live-sessions/${created.id}` });
    expect(del.statusCode).toBe(204);
    expect(await t.db.select().from(liveSessions).where(eq(liveSessions.id, created.id))).toEqual([]);
  });

  it("the owner deletes their session; a missing one answers 404", async () => {
    const created = await createAs(tutorA);
    const del = await tutorA.inject({ method: "DELETE", url: `/api/live-sessions/${created.id}` });
    expect(del.statusCode).toBe(204);
    const again = await tutorA.inject({ method: "DELETE", url: `/api/live-sessions/${created.id}` });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: "Live session not found", code: "LIVE_SESSION_NOT_FOUND" });
    const put = await admin.inject({ method: "PUT", url: "/api/live-sessions/999999", payload: valid() });
    expect(put.statusCode).toBe(404);
  });

  it("401 anonymous, 403 for a family", async () => {
    const created = await createAs(tutorA);
    const parent = await t.asRole("parent");
    for (const method of ["PUT", "DELETE"] as const) {
      const payload = method === "PUT" ? valid() : undefined;
      const url = `/api/live-sessions/${created.id}`;
      expect((await t.app.inject({ method, url, payload })).statusCode).toBe(401);
      expect((await parent.inject({ method, url, payload })).statusCode).toBe(403);
    }
  });
});

describe("GET /api/live-sessions", () => {
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    await t.db.delete(liveSessions);
    ids.allYears = (await createAs(tutorA, { title: "All years", academicYear: null })).id;
    ids.year10 = (await createAs(tutorA, { title: "Year 10 only", academicYear: "Year 10" })).id;
    ids.year6 = (await createAs(tutorB, { title: "Year 6 only", academicYear: "Year 6" })).id;
    ids.year8 = (await createAs(tutorB, { title: "Year 8 only", academicYear: "Year 8" })).id;
  });

  it("a tutor reads their own sessions only", async () => {
    expect((await listAs(tutorA)).map((s) => s.id).sort()).toEqual([ids.allYears, ids.year10].sort());
    expect((await listAs(tutorB)).map((s) => s.id).sort()).toEqual([ids.year6, ids.year8].sort());
  });

  it("an admin reads everyone's, with each tutor's name", async () => {
    const list = await listAs(admin);
    expect(list.map((s) => s.id).sort()).toEqual(Object.values(ids).sort());
    expect(list.find((s) => s.id === ids.year6)?.tutorName).toBe("Alan Turing");
  });

  it("a family reads the sessions of its children's years and those with no year", async () => {
    const family = await t.asRole("parent");
    await t.db.insert(students).values([
      { userId: family.user.id, grade: "Year 10" },
      { userId: family.user.id, grade: "Year 6" },
    ]);
    const titles = (await listAs(family)).map((s) => s.title).sort();
    expect(titles).toEqual(["All years", "Year 10 only", "Year 6 only"]);
  });

  it("a family with no children reads every session", async () => {
    const family = await t.asRole("parent");
    expect((await listAs(family)).map((s) => s.id).sort()).toEqual(Object.values(ids).sort());
  });

  it("a family's children of another family do not count", async () => {
    const other = await t.asRole("parent");
    await t.db.insert(students).values({ userId: other.user.id, grade: "Year 8" });
    const family = await t.asRole("parent");
    await t.db.insert(students).values({ userId: family.user.id, grade: "Year 6" });
    expect((await listAs(family)).map((s) => s.title).sort()).toEqual(["All years", "Year 6 only"]);
  });

  it("lists each session exactly as its creation answered it: same fields, values and times", async () => {
    const created = await createAs(tutorA, {
      title: 'Ünïcode "quoted" \\ tab\tend ✓',
      description: "",
      youtubeUrl: "",
      academicYear: null,
      scheduledFor: "2031-02-03T04:05:06.789Z",
    });
    const response = await tutorA.inject({ method: "GET", url: "/api/live-sessions" });
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    // Compact, as JSON.stringify writes it (no spaces or line breaks to send).
    expect(response.body).toBe(JSON.stringify(response.json()));
    const listed = response.json().find((session: { id: number }) => session.id === created.id);
    expect(Object.keys(listed).sort()).toEqual(Object.keys(liveSessionSchema.shape).sort());
    expect(listed).toEqual(created);
    expect(listed).toMatchObject({ scheduledFor: "2031-02-03T04:05:06.789Z", description: null });
    await t.db.delete(liveSessions).where(eq(liveSessions.id, created.id));
  });

  it("401 anonymous", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/live-sessions" })).statusCode).toBe(401);
  });
});
