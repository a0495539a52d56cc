/** The demo's lesson held in the room: an admin sees its safeguarding record on a fresh install. */
import { describe, expect, it } from "vitest";
import {
  roomChatLogSchema,
  roomLessonRecordSchema,
  roomLessonsPageSchema,
} from "#shared/schemas/room-recordings.ts";
import { fileStorageOf, setupTestApp } from "../../test/test-app.ts";
import { DEMO_SIGN_INS, seedDemoDataIfEmpty } from "./index.ts";

const t = setupTestApp();

describe("demo lesson room", () => {
  it("holds Noah's past Ratio lesson with its join log, chat (one hidden message) and recording", async () => {
    expect(await seedDemoDataIfEmpty(t.db, fileStorageOf(t.app))).toBe(true);
    const [admin, tutor] = DEMO_SIGN_INS;
    const as = async (signIn: (typeof DEMO_SIGN_INS)[number], role: string) => {
      const cookie = await t.signIn(signIn.username, signIn.password, role);
      return (url: string) => t.app.inject({ method: "GET", url, headers: { cookie } });
    };
    const office = await as(admin, "admin");
    const page = roomLessonsPageSchema.parse((await office("/api/admin/room-lessons")).json());
    expect(page.items.map((item) => item.title)).toEqual(["Introduction to Ratio"]);
    const [lesson] = page.items;
    expect(lesson).toMatchObject({ tutorName: "Sarah Whitfield", children: 1, chatMessages: 5 });
    expect(lesson?.recording?.title).toBe("Introduction to Ratio (recording)");

    const record = roomLessonRecordSchema.parse(
      (await office(`/api/admin/room-lessons/${lesson!.sessionId}`)).json(),
    );
    expect(record.joinLog.map((row) => `${row.name} ${row.leftHow}`)).toEqual([
      "Sarah Whitfield ended",
      "Noah dropped",
      "Noah ended",
    ]);
    expect(record.chat.filter((message) => message.hidden).map((message) => message.name)).toEqual(["Noah"]);
    expect(record.videoUrl).not.toBeNull();

    const teacher = await as(tutor, "tutor");
    const log = roomChatLogSchema.parse(
      (await teacher(`/api/scheduled-sessions/${lesson!.sessionId}/room/chat-log`)).json(),
    );
    expect(log.messages).toHaveLength(5);
  });
});
