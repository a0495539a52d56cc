import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { recordedLessonSchema } from "#shared/schemas/recorded-lessons.ts";
import { z } from "#shared/zod.ts";
import { recordedLessons } from "../../db/schema.ts";
import { setupAdminTestApp } from "../../test/test-app.ts";

const { t, admin, tutor } = setupAdminTestApp({ tutorName: "Mary Somerville" });

const lesson = (tutorId: number) => ({
  title: "Photosynthesis",
  description: "",
  subject: "Biology",
  tutorId,
  duration: null,
  videoUrl: "",
  thumbnail: "",
});

async function create(payload: object) {
  return admin.inject({ method: "POST", url: "/api/admin/recorded-lessons", payload });
}

describe("admin recorded lessons", () => {
  it("creates a lesson, storing empty optional fields as null", async () => {
    const response = await create(lesson(tutor.user.id));
    expect(response.statusCode).toBe(201);
    expect(recordedLessonSchema.parse(response.json())).toMatchObject({
      title: "Photosynthesis",
      subject: "Biology",
      tutorId: tutor.user.id,
      tutorName: "Mary Somerville",
      description: null,
      duration: null,
      videoUrl: null,
      thumbnail: null,
      views: 0,
    });
  });

  it("stores a blank optional link as null and trims the spaces around a pasted one", async () => {
    const response = await create({
      ...lesson(tutor.user.id),
      videoUrl: "  https://videos.example.com/photosynthesis  ",
      thumbnail: "   ",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      videoUrl: "https://videos.example.com/photosynthesis",
      thumbnail: null,
    });
  });

  it("rejects a tutorId that is not a teacher and the form's invalid values", async () => {
    const notTutor = await create(lesson(admin.user.id));
    expect(notTutor.statusCode).toBe(400);
    expect(notTutor.json().message).toBe("Please select a teacher");
    const noTitle = await create({ ...lesson(tutor.user.id), title: "" });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().issues).toContainEqual({ path: "title", message: "Title is required" });
    const badUrl = await create({ ...lesson(tutor.user.id), videoUrl: "video" });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json().issues).toContainEqual({ path: "videoUrl", message: "Please enter a valid URL" });
  });

  it("refuses links that are not http(s): they are rendered as hrefs and images", async () => {
    for (const url of ["javascript:alert(document.cookie)", "data:text/html,<script>alert(1)</script>"]) {
      const video = await create({ ...lesson(tutor.user.id), videoUrl: url });
      expect(video.statusCode, url).toBe(400);
      expect(video.json().issues).toContainEqual({ path: "videoUrl", message: "Please enter a valid URL" });
      const thumbnail = await create({ ...lesson(tutor.user.id), thumbnail: url });
      expect(thumbnail.statusCode, url).toBe(400);
      expect(thumbnail.json().issues).toContainEqual({
        path: "thumbnail",
        message: "Please enter a valid thumbnail URL",
      });
    }
    const plainHttp = await create({ ...lesson(tutor.user.id), videoUrl: "http://videos.example/a" });
    expect(plainHttp.statusCode).toBe(201);
  });

  it("lists lessons newest first with the teacher's name", async () => {
    await t.db.insert(recordedLessons).values([
      { title: "Oldest", subject: "English", tutorId: tutor.user.id, uploadedAt: new Date("2001-01-01") },
      { title: "Newest", subject: "English", tutorId: tutor.user.id, uploadedAt: new Date("2039-01-01") },
    ]);
    const response = await admin.inject({ method: "GET", url: "/api/admin/recorded-lessons" });
    expect(response.statusCode).toBe(200);
    const list = z.array(recordedLessonSchema).parse(response.json());
    expect(list[0]!.title).toBe("Newest");
    expect(list.at(-1)!.title).toBe("Oldest");
    expect(list[0]!.tutorName).toBe("Mary Somerville");
  });

  it("updates a lesson and answers 404 for an unknown one", async () => {
    const created = (await create(lesson(tutor.user.id))).json();
    const other = await t.createUser("tutor", { fullName: "Other Teacher" });
    const response = await admin.inject({
      method: "PUT",
      url: `/api/admin/recorded-lessons/${created.id}`,
      payload: {
        ...lesson(other.user.id),
        title: "Photosynthesis, part 2",
        duration: 45,
        videoUrl: "https://videos.example/p2",
        thumbnail: "https://videos.example/p2.jpg",
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: created.id,
      title: "Photosynthesis, part 2",
      tutorId: other.user.id,
      tutorName: "Other Teacher",
      duration: 45,
      videoUrl: "https://videos.example/p2",
      thumbnail: "https://videos.example/p2.jpg",
    });
    const missing = await admin.inject({
      method: "PUT",
      url: "/api/admin/recorded-lessons/999999",
      payload: lesson(tutor.user.id),
    });
    expect(missing.statusCode).toBe(404);
  });

  it("deletes a lesson with 204 and answers 404 the second time", async () => {
    const created = (await create(lesson(tutor.user.id))).json();
    const response = await admin.inject({
      method: "DELETE",
      url: `/api/admin/recorded-lessons/${created.id}`,
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    expect(await t.db.select().from(recordedLessons).where(eq(recordedLessons.id, created.id))).toHaveLength(
      0,
    );
    const again = await admin.inject({ method: "DELETE", url: `/api/admin/recorded-lessons/${created.id}` });
    expect(again.statusCode).toBe(404);
  });
});
