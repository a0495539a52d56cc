/** The demo conversation on a fresh install: the demo parent and demo tutor can go on writing to each other. */
import { describe, expect, it } from "vitest";
import { messageTutorSchema, threadSchema, threadSummarySchema } from "#shared/schemas/messages.ts";
import { z } from "#shared/zod.ts";
import { fileStorageOf, setupTestApp } from "../../test/test-app.ts";
import { DEMO_SIGN_INS, seedDemoDataIfEmpty } from "./index.ts";

const t = setupTestApp();

describe("demo messages", () => {
  it("gives the demo parent a thread with the demo tutor, whose answer is unread", async () => {
    expect(await seedDemoDataIfEmpty(t.db, fileStorageOf(t.app))).toBe(true);
    const [admin, tutor, parent] = DEMO_SIGN_INS;
    const as = async (signIn: (typeof DEMO_SIGN_INS)[number], role: string) => {
      const cookie = await t.signIn(signIn.username, signIn.password, role);
      return (url: string, method: "GET" | "POST" = "GET", payload?: object) =>
        t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
    };
    const family = await as(parent, "student");
    const threads = z.array(threadSummarySchema).parse((await family("/api/messages/threads")).json());
    expect(threads).toHaveLength(1);
    expect(threads[0]).toMatchObject({ unreadCount: 1 });
    const tutors = z.array(messageTutorSchema).parse((await family("/api/messages/tutors")).json());
    expect(tutors.map((row) => row.id)).toContain(threads[0]!.tutorId);

    const reply = await family(`/api/messages/threads/${threads[0]!.id}`, "POST", { body: "Thank you!" });
    expect(reply.statusCode).toBe(201);
    expect(threadSchema.parse(reply.json()).messages).toHaveLength(3);

    const teacher = await as(tutor, "tutor");
    expect(z.array(threadSummarySchema).parse((await teacher("/api/messages/threads")).json())).toHaveLength(
      1,
    );
    const school = await as(admin, "admin");
    expect(z.array(threadSummarySchema).parse((await school("/api/messages/threads")).json())).toHaveLength(
      1,
    );
  });
});
