/**
 * The family's recorded lessons (`GET /api/student/recorded-lessons`): the whole library, newest first,
 * for every signed-in account (DECISIONS.md "What a family sees, extended"); views counted once per call.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { recordedLessonSchema, recordedLessonViewsSchema } from "#shared/schemas/recorded-lessons.ts";
import { z } from "#shared/zod.ts";
import { recordedLessons } from "../../db/schema.ts";
import { type SignedInUser, setupTestApp } from "../../test/test-app.ts";

const t = setupTestApp();
let tutor: SignedInUser;
let family: SignedInUser;
let ids: { oldest: number; newest: number };

beforeAll(async () => {
  tutor = await t.asRole("tutor", { fullName: "Sarah Whitfield" });
  family = await t.asRole("parent");
  const rows = await t.db
    .insert(recordedLessons)
    .values([
      { title: "Oldest", subject: "English", tutorId: tutor.user.id, uploadedAt: new Date("2001-01-01") },
      {
        title: "Newest",
        subject: "Physics",
        tutorId: tutor.user.id,
        videoUrl: "https://www.youtube.com/watch?v=abcdefghijk",
        uploadedAt: new Date("2039-01-01"),
      },
    ])
    .returning({ id: recordedLessons.id });
  ids = { oldest: rows[0]!.id, newest: rows[1]!.id };
});

const list = (as: SignedInUser) => as.inject({ method: "GET", url: "/api/student/recorded-lessons" });

describe("GET /api/student/recorded-lessons", () => {
  it("gives a family the whole library, newest first, with each teacher's name", async () => {
    const response = await list(family);
    expect(response.statusCode).toBe(200);
    const lessons = z.array(recordedLessonSchema).parse(response.json());
    expect(lessons.map((lesson) => lesson.id)).toEqual([ids.newest, ids.oldest]);
    expect(lessons[0]).toMatchObject({ title: "Newest", tutorName: "Sarah Whitfield", views: 0 });
  });

  it("gives a tutor the same library (any signed-in account reads it)", async () => {
    const response = await list(tutor);
    expect(response.statusCode).toBe(200);
    expect(
      z
        .array(recordedLessonSchema)
        .parse(response.json())
        .map((lesson) => lesson.id),
    ).toEqual([ids.newest, ids.oldest]);
  });

  it("answers 401 to an anonymous visitor", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/student/recorded-lessons" });
    expect(response.statusCode).toBe(401);
  });

  it("shows the views a family's openings counted, one per opening", async () => {
    for (const expected of [1, 2]) {
      const response = await family.inject({
        method: "POST",
        url: `/api/recorded-lessons/${ids.newest}/views`,
      });
      expect(response.statusCode).toBe(200);
      expect(recordedLessonViewsSchema.parse(response.json())).toEqual({ views: expected });
    }
    const row = (await t.db.select().from(recordedLessons).where(eq(recordedLessons.id, ids.newest)))[0];
    expect(row?.views).toBe(2);
    const lessons = z.array(recordedLessonSchema).parse((await list(family)).json());
    expect(lessons.find((lesson) => lesson.id === ids.newest)?.views).toBe(2);
  });
});
