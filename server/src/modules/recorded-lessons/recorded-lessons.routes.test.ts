import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { recordedLessonSchema } from "#shared/schemas/recorded-lessons.ts";
import { z } from "#shared/zod.ts";
import { recordedLessons } from "../../db/schema.ts";
import { type SignedInUser, setupPortalUsers, setupTestApp } from "../../test/test-app.ts";

const t = setupTestApp();
const { admin, tutor, otherTutor, family } = setupPortalUsers(t);

const recording = {
  title: "Pythagoras' Theorem",
  description: "Finding a missing side of a right-angled triangle.",
  subject: "Mathematics",
  duration: 40,
  videoUrl: "https://www.youtube.com/watch?v=abcdefghijk",
  thumbnail: "",
};

async function publish(as: SignedInUser, payload: object = recording) {
  return as.inject({ method: "POST", url: "/api/recorded-lessons", payload });
}

async function stored(id: number) {
  return (await t.db.select().from(recordedLessons).where(eq(recordedLessons.id, id)))[0];
}

describe("GET /api/recorded-lessons", () => {
  it("gives every signed-in account the whole library, newest first, with each teacher's name", async () => {
    await t.db.insert(recordedLessons).values([
      {
        title: "Oldest",
        subject: "English",
        tutorId: otherTutor.user.id,
        uploadedAt: new Date("2001-01-01"),
      },
      { title: "Newest", subject: "Physics", tutorId: tutor.user.id, uploadedAt: new Date("2039-01-01") },
    ]);
    for (const caller of [admin, tutor, otherTutor, family]) {
      const response = await caller.inject({ method: "GET", url: "/api/recorded-lessons" });
      expect(response.statusCode).toBe(200);
      const list = z.array(recordedLessonSchema).parse(response.json());
      expect(list[0]).toMatchObject({ title: "Newest", tutorName: "Sarah Whitfield" });
      expect(list.at(-1)).toMatchObject({ title: "Oldest", tutorName: "James Patel" });
    }
  });

  it("writes each listed lesson exactly as GET /api/recorded-lessons/{id} does, on every list route", async () => {
    const [odd] = await t.db
      .insert(recordedLessons)
      .values({
        title: 'Ünïcode "quoted" \\ tab\tend ✓',
        description: null,
        subject: "Physics",
        tutorId: tutor.user.id,
        duration: null,
        videoUrl: "https://www.youtube.com/watch?v=abc&t=1",
        views: 7,
        uploadedAt: new Date("2031-02-03T04:05:06.789Z"),
        catchUpSentAt: new Date("2031-02-04T00:00:00.000Z"),
      })
      .returning({ id: recordedLessons.id });
    const lists = [
      await tutor.inject({ method: "GET", url: "/api/recorded-lessons" }),
      await family.inject({ method: "GET", url: "/api/student/recorded-lessons" }),
      await admin.inject({ method: "GET", url: "/api/admin/recorded-lessons" }),
    ];
    for (const listed of lists) {
      expect(listed.statusCode).toBe(200);
      expect(listed.headers["content-type"]).toBe("application/json; charset=utf-8");
      // Compact, as JSON.stringify writes it (no spaces or line breaks to send).
      expect(listed.body).toBe(JSON.stringify(listed.json()));
      const list = z.array(recordedLessonSchema).parse(listed.json());
      for (const item of list) {
        const one = await tutor.inject({ method: "GET", url: `/api/recorded-lessons/${item.id}` });
        expect(item).toEqual(one.json());
      }
      const listedOdd = listed.json().find((item: { id: number }) => item.id === odd!.id);
      expect(Object.keys(listedOdd).sort()).toEqual(Object.keys(recordedLessonSchema.shape).sort());
      expect(listedOdd).toMatchObject({
        title: 'Ünïcode "quoted" \\ tab\tend ✓',
        uploadedAt: "2031-02-03T04:05:06.789Z",
        duration: null,
        views: 7,
      });
    }
  });

  it("answers 401 to an anonymous visitor", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/recorded-lessons" });
    expect(response.statusCode).toBe(401);
  });
});

describe("GET /api/recorded-lessons/{id}", () => {
  it("answers one lesson to any signed-in account, 404 for a missing one, 401 anonymously", async () => {
    const created = (await publish(tutor)).json();
    const response = await family.inject({ method: "GET", url: `/api/recorded-lessons/${created.id}` });
    expect(response.statusCode).toBe(200);
    expect(recordedLessonSchema.parse(response.json())).toMatchObject({
      id: created.id,
      title: "Pythagoras' Theorem",
      tutorName: "Sarah Whitfield",
    });
    const missing = await family.inject({ method: "GET", url: "/api/recorded-lessons/999999" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: "Lesson not found", code: "LESSON_NOT_FOUND" });
    const anonymous = await t.app.inject({ method: "GET", url: `/api/recorded-lessons/${created.id}` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("POST /api/recorded-lessons", () => {
  it("publishes a tutor's recording as theirs, ignoring a tutorId in the payload", async () => {
    const response = await publish(tutor, { ...recording, tutorId: otherTutor.user.id });
    expect(response.statusCode).toBe(201);
    const lesson = recordedLessonSchema.parse(response.json());
    expect(lesson).toMatchObject({
      title: "Pythagoras' Theorem",
      subject: "Mathematics",
      duration: 40,
      videoUrl: recording.videoUrl,
      thumbnail: null,
      views: 0,
      tutorId: tutor.user.id,
      tutorName: "Sarah Whitfield",
    });
    expect(await stored(lesson.id)).toMatchObject({ tutorId: tutor.user.id, views: 0 });
  });

  it("makes an admin the owner of what they publish here", async () => {
    const response = await publish(admin, { ...recording, tutorId: tutor.user.id });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ tutorId: admin.user.id, tutorName: "Alex Admin" });
  });

  it("answers each rule of the form with the specification's message [2§5]", async () => {
    const cases: Array<[object, string, string]> = [
      [{ videoUrl: "not a link" }, "videoUrl", "Please enter a valid URL"],
      [{ videoUrl: "" }, "videoUrl", "Please enter a valid URL"],
      [{ videoUrl: "javascript:alert(1)" }, "videoUrl", "Please enter a valid URL"],
      [{ thumbnail: "picture" }, "thumbnail", "Please enter a valid thumbnail URL"],
      [{ duration: 0 }, "duration", "Duration must be at least 1 minute"],
      [{ duration: "long" }, "duration", "Duration must be at least 1 minute"],
      [{ title: "  " }, "title", "Title is required"],
      [{ subject: "" }, "subject", "Subject is required"],
    ];
    for (const [change, path, message] of cases) {
      const response = await publish(tutor, { ...recording, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().issues, JSON.stringify(change)).toContainEqual({ path, message });
    }
    const { videoUrl: _omitted, ...withoutVideo } = recording;
    const noVideo = await publish(tutor, withoutVideo);
    expect(noVideo.statusCode).toBe(400);
    expect(noVideo.json().message).toBe("Please enter a valid URL");
  });

  it("refuses a family (403) and an anonymous visitor (401)", async () => {
    expect((await publish(family)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/recorded-lessons",
      payload: recording,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("PUT /api/recorded-lessons/{id}", () => {
  const changes = { ...recording, title: "Pythagoras in 3D", duration: 55, tutorId: 1 };

  it("lets the owner change their lesson and keeps them its owner", async () => {
    const created = (await publish(tutor)).json();
    const response = await tutor.inject({
      method: "PUT",
      url: `/api/recorded-lessons/${created.id}`,
      payload: { ...changes, tutorId: otherTutor.user.id },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: created.id,
      title: "Pythagoras in 3D",
      duration: 55,
      tutorId: tutor.user.id,
    });
    expect(await stored(created.id)).toMatchObject({ title: "Pythagoras in 3D", tutorId: tutor.user.id });
  });

  it("answers 403 to another tutor and leaves the lesson as it was", async () => {
    const created = (await publish(tutor)).json();
    const response = await otherTutor.inject({
      method: "PUT",
      url: `/api/recorded-lessons/${created.id}`,
      payload: changes,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe("LESSON_NOT_OWNER");
    expect(await stored(created.id)).toMatchObject({ title: "Pythagoras' Theorem" });
  });

  it("lets an admin change anyone's lesson without taking it over", async () => {
    const created = (await publish(tutor)).json();
    const response = await admin.inject({
      method: "PUT",
      url: `/api/recorded-lessons/${created.id}`,
      payload: changes,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ title: "Pythagoras in 3D", tutorId: tutor.user.id });
  });

  it("answers 404 for a missing lesson, 400 for bad input, 403 to a family", async () => {
    const missing = await tutor.inject({
      method: "PUT",
      url: "/api/recorded-lessons/999999",
      payload: changes,
    });
    expect(missing.statusCode).toBe(404);
    const created = (await publish(tutor)).json();
    const invalid = await tutor.inject({
      method: "PUT",
      url: `/api/recorded-lessons/${created.id}`,
      payload: { ...changes, thumbnail: "nope" },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe("Please enter a valid thumbnail URL");
    const byFamily = await family.inject({
      method: "PUT",
      url: `/api/recorded-lessons/${created.id}`,
      payload: changes,
    });
    expect(byFamily.statusCode).toBe(403);
  });
});

describe("DELETE /api/recorded-lessons/{id}", () => {
  it("lets the owner delete their lesson (204), then answers 404", async () => {
    const created = (await publish(tutor)).json();
    const response = await tutor.inject({ method: "DELETE", url: `/api/recorded-lessons/${created.id}` });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    expect(await stored(created.id)).toBeUndefined();
    const again = await tutor.inject({ method: "DELETE", url: `/api/recorded-lessons/${created.id}` });
    expect(again.statusCode).toBe(404);
  });

  it("refuses another tutor (403) and a family (403), and lets an admin delete any lesson", async () => {
    const created = (await publish(tutor)).json();
    const url = `/api/recorded-lessons/${created.id}`;
    expect((await otherTutor.inject({ method: "DELETE", url })).statusCode).toBe(403);
    expect((await family.inject({ method: "DELETE", url })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "DELETE", url })).statusCode).toBe(401);
    expect(await stored(created.id)).toBeDefined();
    expect((await admin.inject({ method: "DELETE", url })).statusCode).toBe(204);
    expect(await stored(created.id)).toBeUndefined();
  });
});

describe("POST /api/recorded-lessons/{id}/views", () => {
  it("counts a view by any signed-in account and answers the new count", async () => {
    const created = (await publish(tutor)).json();
    const url = `/api/recorded-lessons/${created.id}/views`;
    const first = await family.inject({ method: "POST", url });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ views: 1 });
    const second = await otherTutor.inject({ method: "POST", url });
    expect(second.json()).toEqual({ views: 2 });
    expect(await stored(created.id)).toMatchObject({ views: 2 });
  });

  it("loses no view when many are counted at once", async () => {
    const created = (await publish(tutor)).json();
    const url = `/api/recorded-lessons/${created.id}/views`;
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => family.inject({ method: "POST", url })),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(new Set(answers.map((answer) => answer.json().views)).size).toBe(25);
    expect(await stored(created.id)).toMatchObject({ views: 25 });
  });

  it("answers 404 for a missing lesson and 401 anonymously", async () => {
    const missing = await family.inject({ method: "POST", url: "/api/recorded-lessons/999999/views" });
    expect(missing.statusCode).toBe(404);
    const created = (await publish(tutor)).json();
    const anonymous = await t.app.inject({
      method: "POST",
      url: `/api/recorded-lessons/${created.id}/views`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await stored(created.id)).toMatchObject({ views: 0 });
  });
});
