/** The lesson forms' video and thumbnail addresses (decision 054 "Playing recorded videos"). */
import { describe, expect, it } from "vitest";
import {
  RECORDED_LESSON_MESSAGES,
  recordedLessonBodySchema,
  recordedLessonPortalBodySchema,
} from "./recorded-lessons.ts";

const lesson = { title: "Standing Waves", subject: "Physics", tutorId: 3 };
const stored = "/api/files/RoomRecordingVideo_12345";
const poster = "/api/files/RoomRecordingThumb_12345";

describe("a lesson's videoUrl and thumbnail", () => {
  it("keep a file stored here, as the room publishes it, on the admin's and the portals' forms", () => {
    const admin = recordedLessonBodySchema.parse({ ...lesson, videoUrl: ` ${stored} `, thumbnail: poster });
    expect(admin).toMatchObject({ videoUrl: stored, thumbnail: poster });
    const portal = recordedLessonPortalBodySchema.parse({ ...lesson, videoUrl: stored, thumbnail: poster });
    expect(portal).toMatchObject({ videoUrl: stored, thumbnail: poster });
  });

  it("still take http(s) links, and an empty thumbnail (or the admin's empty video) as none", () => {
    const parsed = recordedLessonPortalBodySchema.parse({
      ...lesson,
      videoUrl: "https://www.youtube.com/watch?v=abcdefghijk",
      thumbnail: "",
    });
    expect(parsed).toMatchObject({
      videoUrl: "https://www.youtube.com/watch?v=abcdefghijk",
      thumbnail: null,
    });
    expect(recordedLessonBodySchema.parse({ ...lesson, videoUrl: "" }).videoUrl).toBeNull();
  });

  it("refuse other paths of this site, malformed file addresses and other schemes, with the form's words", () => {
    for (const value of [
      "/api/files/short",
      `${stored}/../../admin`,
      `${stored}.json`,
      "/api/admin/users",
      "//evil.example.org/x.mp4",
      "javascript:alert(1)",
      "ftp://media.example.org/x.mp4",
    ]) {
      const video = recordedLessonPortalBodySchema.safeParse({ ...lesson, videoUrl: value });
      expect(video.error?.issues[0]?.message, value).toBe(RECORDED_LESSON_MESSAGES.videoUrl);
      const thumbnail = recordedLessonBodySchema.safeParse({ ...lesson, thumbnail: value });
      expect(thumbnail.error?.issues[0]?.message, value).toBe(RECORDED_LESSON_MESSAGES.thumbnail);
    }
  });

  it("say a link is too long in a sentence of its own", () => {
    const long = `https://media.example.org/${"a".repeat(2000)}`;
    const video = recordedLessonPortalBodySchema.safeParse({ ...lesson, videoUrl: long });
    expect(video.error?.issues.map((issue) => issue.message)).toEqual([RECORDED_LESSON_MESSAGES.linkTooLong]);
    const thumbnail = recordedLessonBodySchema.safeParse({ ...lesson, thumbnail: "x".repeat(5000) });
    expect(thumbnail.error?.issues.map((issue) => issue.message)).toEqual([
      RECORDED_LESSON_MESSAGES.linkTooLong,
    ]);
  });

  it("want a video on the portals' form", () => {
    const missing = recordedLessonPortalBodySchema.safeParse({ ...lesson, videoUrl: " " });
    expect(missing.error?.issues[0]?.message).toBe(RECORDED_LESSON_MESSAGES.videoUrl);
  });
});
