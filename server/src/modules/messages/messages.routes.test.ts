import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  HIDDEN_MESSAGE_TEXT,
  MESSAGE_BODY_MAX,
  MESSAGE_ERROR_CODES,
  messageTutorSchema,
  threadSchema,
  threadSummarySchema,
  unreadCountSchema,
} from "#shared/schemas/messages.ts";
import { z } from "#shared/zod.ts";
import { emailOutbox, liveSessions, messages, scheduledSessions, students } from "../../db/schema.ts";
import { errorOf, expectError } from "../../test/api-helpers.ts";
import { createTestApp, type SignedInUser, setupTestApp, type TestContext } from "../../test/test-app.ts";

const t = setupTestApp();
const DAY = 86_400_000;
const threadList = z.array(threadSummarySchema);

let tutorA: SignedInUser;
let tutorB: SignedInUser;
let liveTutor: SignedInUser;
let strangerTutor: SignedInUser;
let admin: SignedInUser;
let familyA: SignedInUser;
let familyB: SignedInUser;
let threadId: number;

const write = (user: SignedInUser, tutorId: number, body: string) =>
  user.inject({ method: "POST", url: "/api/messages/threads", payload: { tutorId, body } });
const answer = (user: SignedInUser, id: number, body: string) =>
  user.inject({ method: "POST", url: `/api/messages/threads/${id}`, payload: { body } });
const read = (user: SignedInUser, id: number) =>
  user.inject({ method: "GET", url: `/api/messages/threads/${id}` });
const listOf = async (user: SignedInUser) =>
  threadList.parse((await user.inject({ method: "GET", url: "/api/messages/threads" })).json());
const unreadOf = async (user: SignedInUser) =>
  unreadCountSchema.parse((await user.inject({ method: "GET", url: "/api/messages/unread-count" })).json())
    .count;

beforeAll(async () => {
  tutorA = await t.asRole("tutor", { fullName: "Ada Year-Seven" });
  tutorB = await t.asRole("tutor", { fullName: "Ben Year-Eight" });
  liveTutor = await t.asRole("tutor", { fullName: "Cleo Live" });
  strangerTutor = await t.asRole("tutor", { fullName: "Dan Elsewhere" });
  admin = await t.asRole("admin", { fullName: "Alex Admin" });
  familyA = await t.asRole("parent", { fullName: "Family Able" });
  familyB = await t.asRole("parent", { fullName: "Family Baker" });
  await t.db.insert(students).values([
    { userId: familyA.user.id, grade: "Year 7", firstName: "Mia" },
    { userId: familyB.user.id, grade: "Year 8", firstName: "Ava" },
  ]);
  const soon = new Date(Date.now() + DAY);
  const base = { subject: "Mathematics", duration: 60, scheduledFor: soon };
  await t.db.insert(scheduledSessions).values([
    { ...base, title: "Year 7 group", academicYear: "Year 7", tutorId: tutorA.user.id },
    { ...base, title: "Year 8 group", academicYear: "Year 8", tutorId: tutorB.user.id },
    { ...base, title: "Year 11 group", academicYear: "Year 11", tutorId: strangerTutor.user.id },
  ]);
  await t.db
    .insert(liveSessions)
    .values({ ...base, title: "Year 7 live", academicYear: "Year 7", tutorId: liveTutor.user.id });
});

describe("the tutors a family may write to", () => {
  it("are the tutors of the scheduled and live sessions it may see", async () => {
    const response = await familyA.inject({ method: "GET", url: "/api/messages/tutors" });
    expect(response.statusCode).toBe(200);
    const tutors = z.array(messageTutorSchema).parse(response.json());
    expect(tutors.map((tutor) => tutor.fullName)).toEqual(["Ada Year-Seven", "Cleo Live"]);
  });

  it("is a family's list only", async () => {
    expect((await tutorA.inject({ method: "GET", url: "/api/messages/tutors" })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/messages/tutors" })).statusCode).toBe(401);
  });

  it("refuses any other tutor, an admin and a missing account with 403", async () => {
    for (const id of [tutorB.user.id, strangerTutor.user.id, admin.user.id, familyB.user.id, 999_999]) {
      const response = await write(familyA, id, "Hello");
      expect(response.statusCode, response.body).toBe(403);
      expect(errorOf(response).code).toBe(MESSAGE_ERROR_CODES.tutorNotAllowed);
    }
    expect(await t.db.select().from(messages)).toHaveLength(0);
  });
});

describe("writing", () => {
  it("starts a thread with a tutor the family may write to", async () => {
    const response = await write(familyA, tutorA.user.id, "  Could Mia get extra fractions practice?  ");
    expect(response.statusCode, response.body).toBe(201);
    const thread = threadSchema.parse(response.json());
    threadId = thread.id;
    expect(thread).toMatchObject({
      familyUserId: familyA.user.id,
      tutorId: tutorA.user.id,
      familyName: "Family Able",
      tutorName: "Ada Year-Seven",
      canReply: true,
    });
    expect(thread.messages).toMatchObject([
      { body: "Could Mia get extra fractions practice?", mine: true, senderRole: "parent", hidden: false },
    ]);
  });

  it("reuses the family's thread with the same tutor", async () => {
    const response = await write(familyA, tutorA.user.id, "She finds them hard.");
    expect(response.statusCode).toBe(201);
    const thread = threadSchema.parse(response.json());
    expect(thread.id).toBe(threadId);
    expect(thread.messages).toHaveLength(2);
  });

  it("is for families only when starting a thread", async () => {
    const response = await tutorA.inject({
      method: "POST",
      url: "/api/messages/threads",
      payload: { tutorId: tutorA.user.id, body: "Hi" },
    });
    expect(response.statusCode).toBe(403);
  });

  it("refuses an empty or too long body with a clear 400", async () => {
    expectError(await write(familyA, tutorA.user.id, "   \n "), 400, "Please write a message");
    expectError(
      await answer(familyA, threadId, "x".repeat(MESSAGE_BODY_MAX + 1)),
      400,
      `A message can be at most ${MESSAGE_BODY_MAX} characters`,
    );
    const missing = await familyA.inject({
      method: "POST",
      url: `/api/messages/threads/${threadId}`,
      payload: {},
    });
    expectError(missing, 400, "Please write a message");
  });

  it("keeps a body with HTML or script as text, verbatim", async () => {
    const body = `<script>alert("x")</script><img src=x onerror=alert(1)> <a href="javascript:alert(1)">link</a> & é`;
    const response = await answer(familyA, threadId, body);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers["content-type"]).toContain("application/json");
    const thread = threadSchema.parse(response.json());
    expect(thread.messages.at(-1)?.body).toBe(body);
    const stored = await t.db.select().from(messages).where(eq(messages.threadId, threadId));
    expect(stored.at(-1)?.body).toBe(body);
  });

  it("takes the sender from the session, whatever the payload says", async () => {
    const response = await familyA.inject({
      method: "POST",
      url: `/api/messages/threads/${threadId}`,
      payload: { body: "From me", senderId: familyB.user.id, senderRole: "tutor" },
    });
    expect(response.statusCode).toBe(201);
    const stored = await t.db.select().from(messages).where(eq(messages.body, "From me"));
    expect(stored[0]).toMatchObject({ senderId: familyA.user.id, senderRole: "parent" });
  });
});

describe("reading", () => {
  it("a family reads only its own threads (another's answers 404)", async () => {
    expect(await listOf(familyB)).toEqual([]);
    const response = await read(familyB, threadId);
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe(MESSAGE_ERROR_CODES.threadNotFound);
    expect((await answer(familyB, threadId, "Let me in")).statusCode).toBe(404);
  });

  it("a tutor reads only the threads addressed to them", async () => {
    expect(await listOf(tutorB)).toEqual([]);
    expect((await read(tutorB, threadId)).statusCode).toBe(404);
    expect((await answer(tutorB, threadId, "Hi")).statusCode).toBe(404);
    const list = await listOf(tutorA);
    expect(list.map((thread) => thread.id)).toEqual([threadId]);
  });

  it("counts unread messages and clears them when the thread is opened", async () => {
    expect(await unreadOf(tutorA)).toBe(4);
    expect((await listOf(tutorA))[0]).toMatchObject({ unreadCount: 4, familyName: "Family Able" });
    const opened = threadSchema.parse((await read(tutorA, threadId)).json());
    expect(opened.unreadCount).toBe(4);
    expect(opened.messages.every((message) => !message.mine)).toBe(true);
    expect(await unreadOf(tutorA)).toBe(0);
    // The family's own messages are never unread for it.
    expect(await unreadOf(familyA)).toBe(0);
  });

  it("the tutor's answer is unread for the family, and its thread comes first", async () => {
    await write(familyA, liveTutor.user.id, "A question about the live lesson");
    expect((await answer(tutorA, threadId, "Of course, I'll send some.")).statusCode).toBe(201);
    await write(familyA, liveTutor.user.id, "Another question, newer than the answer");
    expect(await unreadOf(familyA)).toBe(1);
    const list = await listOf(familyA);
    expect(list.map((thread) => [thread.tutorName, thread.unreadCount])).toEqual([
      ["Ada Year-Seven", 1],
      ["Cleo Live", 0],
    ]);
    expect(list[0]?.lastMessagePreview).toBe("Of course, I'll send some.");
  });
});

describe("admins", () => {
  it("read every thread but do not write in one", async () => {
    const list = await listOf(admin);
    expect(list).toHaveLength(2);
    expect(list.every((thread) => thread.unreadCount === 0)).toBe(true);
    const thread = threadSchema.parse((await read(admin, threadId)).json());
    expect(thread.canReply).toBe(false);
    const response = await answer(admin, threadId, "Admin here");
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe(MESSAGE_ERROR_CODES.notParticipant);
    expect(await unreadOf(admin)).toBe(0);
  });

  it("hide a message, kept with who and when; the family and tutor read a notice instead", async () => {
    const [first] = await t.db.select().from(messages).where(eq(messages.threadId, threadId)).limit(1);
    const hidden = await admin.inject({ method: "PUT", url: `/api/admin/messages/${first!.id}/hide` });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const asAdmin = threadSchema.parse(hidden.json());
    expect(asAdmin.messages[0]).toMatchObject({
      body: "Could Mia get extra fractions practice?",
      hidden: true,
      hiddenByName: "Alex Admin",
    });
    expect(asAdmin.messages[0]?.hiddenAt).not.toBeNull();
    const [row] = await t.db.select().from(messages).where(eq(messages.id, first!.id));
    expect(row).toMatchObject({ body: "Could Mia get extra fractions practice?", hiddenBy: admin.user.id });
    for (const participant of [familyA, tutorA]) {
      const seen = threadSchema.parse((await read(participant, threadId)).json()).messages[0];
      expect(seen).toMatchObject({
        body: HIDDEN_MESSAGE_TEXT,
        hidden: true,
        hiddenAt: null,
        hiddenByName: null,
      });
    }
  });

  it("alone hide, and a missing message answers 404", async () => {
    const [first] = await t.db.select().from(messages).limit(1);
    for (const user of [familyA, tutorA]) {
      const response = await user.inject({ method: "PUT", url: `/api/admin/messages/${first!.id}/hide` });
      expect(response.statusCode).toBe(403);
    }
    const missing = await admin.inject({ method: "PUT", url: "/api/admin/messages/999999/hide" });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).code).toBe(MESSAGE_ERROR_CODES.messageNotFound);
  });
});

describe("the e-mail notice", () => {
  it("tells the other side of a new message without its text, once until they read it", async () => {
    await t.app.deps.mailer.flush();
    const toTutor = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, tutorA.user.email));
    // The family wrote four times before the tutor opened the thread: one notice.
    expect(toTutor).toHaveLength(1);
    const toFamily = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, familyA.user.email));
    expect(toFamily).toHaveLength(1);
    for (const mail of [...toTutor, ...toFamily]) {
      expect(mail.kind).toBe("new-message");
      for (const text of ["fractions", "She finds them hard", "alert", "From me", "send some"]) {
        expect(mail.subject + mail.html + mail.text).not.toContain(text);
      }
      expect(mail.text).toContain(`/messages?thread=${threadId}`);
    }
    expect(toTutor[0]?.subject).toContain("Family Able");
  });
});

describe("the rate limit", () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestApp({
      rateLimits: { ...t.app.deps.config.rateLimits, messages: { max: 3, timeWindow: 60_000 } },
    });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it("answers 429 with Retry-After once an account has sent too many messages", async () => {
    const tutor = await limited.asRole("tutor");
    const family = await limited.asRole("parent");
    await limited.db.insert(scheduledSessions).values({
      title: "Open group",
      subject: "English",
      scheduledFor: new Date(Date.now() + DAY),
      tutorId: tutor.user.id,
    });
    for (let sent = 0; sent < 3; sent++) {
      expect((await write(family, tutor.user.id, `Message ${sent}`)).statusCode).toBe(201);
    }
    const refused = await write(family, tutor.user.id, "One too many");
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(errorOf(refused).message).toMatch(/Please wait .+ and try again\./);
    // Another account keeps its own allowance.
    const [thread] = threadList.parse(
      (await tutor.inject({ method: "GET", url: "/api/messages/threads" })).json(),
    );
    expect((await answer(tutor, thread!.id, "Answer")).statusCode).toBe(201);
  });
});
