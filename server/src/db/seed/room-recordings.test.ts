/** The demo's failed room recording: an admin sees it in Overdue Recordings with its reason on a fresh install. */
import { describe, expect, it } from "vitest";
import { overdueRecordingSchema } from "#shared/schemas/recorded-lessons.ts";
import { ROOM_RECORDING_MESSAGES } from "#shared/schemas/room-recordings.ts";
import { z } from "#shared/zod.ts";
import { fileStorageOf, setupTestApp } from "../../test/test-app.ts";
import { DEMO_SIGN_INS, seedDemoDataIfEmpty } from "./index.ts";

const t = setupTestApp();

describe("demo room recording", () => {
  it("shows the overdue Quadratic Graphs' room recording as failed, with its reason", async () => {
    expect(await seedDemoDataIfEmpty(t.db, fileStorageOf(t.app))).toBe(true);
    const [admin] = DEMO_SIGN_INS;
    const cookie = await t.signIn(admin.username, admin.password, "admin");
    const response = await t.app.inject({
      method: "GET",
      url: "/api/admin/recordings/overdue",
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    const overdue = z.array(overdueRecordingSchema).parse(response.json());
    expect(overdue.map((row) => [row.title, row.roomRecording?.status, row.roomRecording?.reason])).toEqual([
      ["GCSE Maths: Quadratic Graphs", "failed", ROOM_RECORDING_MESSAGES.nothingRecorded],
    ]);
  });
});
