/**
 * A family's data rights (decision 030): the export holds exactly the family's own data and no hash, token
 * or secret; the erasure (by the family, or an admin on request) removes the account, its children, future
 * bookings, feed and sessions, blanks its messages, keeps past bookings and the register without a link to
 * anyone, keeps the employer's counts, records who and when, and e-mails a confirmation.
 */
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES, accountExportSchema } from "#shared/schemas/account.ts";
import { HIDDEN_MESSAGE_TEXT, REMOVED_MESSAGE_TEXT } from "#shared/schemas/messages.ts";
import { utilisationReportSchema } from "#shared/schemas/utilisation.ts";
import {
  accountErasures,
  attendance,
  bookings,
  calendarFeeds,
  emailOutbox,
  invitations,
  messages,
  messageThreads,
  rateLimitCounters,
  recordedLessons,
  recordedLessonViews,
  scheduledSessions,
  loginSessions as sessions,
  signInEvents,
  students,
  users,
} from "../../db/schema.ts";
import { createTestApp, type SignedInUser, setupTestApp, type TestContext } from "../../test/test-app.ts";
import { type SmtpReceiver, startSmtpReceiver } from "../mail/test-smtp-receiver.ts";

const t = setupTestApp();

const HOUR = 60 * 60 * 1000;
const TOTP_SECRET = "sealed-totp-secret-value-0123456789";

type Family = {
  signedIn: SignedInUser;
  children: Array<typeof students.$inferSelect>;
  feedUrl: string;
  futureSessionId: number;
  pastSessionId: number;
};

let admin: SignedInUser;
let tutor: SignedInUser;
let companyId: number;
let recordingId: number;

async function groupSession(title: string, scheduledFor: Date) {
  const rows = await t.db
    .insert(scheduledSessions)
    .values({ title, subject: "Mathematics", tutorId: tutor.user.id, scheduledFor, academicYear: "Year 7" })
    .returning();
  return rows[0]!;
}

/** A family of the company with two children, a past and a future booking, a register mark, a view, a
 * thread with the tutor (one message hidden), a calendar feed, and sign-ins. */
async function seedFamily(name: string): Promise<Family> {
  const signedIn = await t.asRole("parent", {
    fullName: `${name} Family`,
    username: `${name.toLowerCase()}-family`,
    email: `${name.toLowerCase()}@family.example`,
    companyId,
    activatedAt: new Date(),
  });
  // A two-factor secret as stored (set after signing in, which would otherwise ask for a code).
  await t.db
    .update(users)
    .set({ totpSecret: `${TOTP_SECRET}-${name}` })
    .where(eq(users.id, signedIn.user.id));
  const children = await t.db
    .insert(students)
    .values([
      { userId: signedIn.user.id, firstName: `${name}child`, grade: "Year 7", subjects: "Maths" },
      { userId: signedIn.user.id, firstName: `${name}junior`, grade: "Year 7" },
    ])
    .returning();
  const past = await groupSession(`${name} past group`, new Date(Date.now() - 48 * HOUR));
  // Beyond the report's default range (this month and the eleven before), like any cancelled booking.
  const future = await groupSession(`${name} future group`, new Date(Date.now() + 40 * 24 * HOUR));
  await t.db.insert(bookings).values([
    { sessionId: past.id, studentId: children[0]!.id, userId: signedIn.user.id, companyId },
    { sessionId: future.id, studentId: children[0]!.id, userId: signedIn.user.id, companyId },
    { sessionId: future.id, studentId: children[1]!.id, userId: signedIn.user.id, companyId },
  ]);
  await t.db.insert(attendance).values({
    sessionId: past.id,
    studentId: children[0]!.id,
    present: true,
    companyId,
    markedBy: tutor.user.id,
  });
  await t.db
    .insert(recordedLessonViews)
    .values({ recordedLessonId: recordingId, userId: signedIn.user.id, companyId });
  const thread = await t.db
    .insert(messageThreads)
    .values({ familyUserId: signedIn.user.id, tutorId: tutor.user.id })
    .returning();
  await t.db.insert(messages).values([
    { threadId: thread[0]!.id, senderId: signedIn.user.id, senderRole: "parent", body: `Hello from ${name}` },
    { threadId: thread[0]!.id, senderId: tutor.user.id, senderRole: "tutor", body: `Answer to ${name}` },
    {
      threadId: thread[0]!.id,
      senderId: signedIn.user.id,
      senderRole: "parent",
      body: `Hidden words of ${name}`,
      hiddenAt: new Date(),
      hiddenBy: admin.user.id,
    },
  ]);
  const feed = await signedIn.inject({ method: "POST", url: "/api/family/calendar-feed" });
  expect(feed.statusCode).toBe(201);
  return { signedIn, children, feedUrl: feed.json().url, futureSessionId: future.id, pastSessionId: past.id };
}

let ann: Family;
let bob: Family;

beforeAll(async () => {
  admin = await t.asRole("admin");
  tutor = await t.asRole("tutor", { fullName: "Tess Tutor" });
  companyId = (await t.createCompany({ name: "Rights Employer Ltd", placesPurchased: 40 })).id;
  const recording = await t.db
    .insert(recordedLessons)
    .values({ title: "Fractions recap", subject: "Mathematics", tutorId: tutor.user.id })
    .returning();
  recordingId = recording[0]!.id;
  ann = await seedFamily("Ann");
  bob = await seedFamily("Bob");
});

async function exportOf(family: Family) {
  const response = await family.signedIn.inject({ method: "GET", url: "/api/account/export" });
  expect(response.statusCode).toBe(200);
  return { response, document: accountExportSchema.parse(response.json()) };
}

describe("GET /api/account/export", () => {
  it("downloads the family's own data as my-data-YYYY-MM-DD.json", async () => {
    const { response, document } = await exportOf(ann);
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="my-data-${today}.json"`);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(document.account).toMatchObject({
      fullName: "Ann Family",
      username: "ann-family",
      email: "ann@family.example",
      companyName: "Rights Employer Ltd",
    });
    expect(document.account.activatedAt).not.toBeNull();
    expect(document.settings.calendarFeed.enabled).toBe(true);
    expect(document.children.map((child) => child.firstName)).toEqual(["Annchild", "Annjunior"]);
    expect(document.bookings.map((booking) => booking.sessionTitle).sort()).toEqual([
      "Ann future group",
      "Ann future group",
      "Ann past group",
    ]);
    expect(document.attendance).toEqual([
      expect.objectContaining({
        sessionTitle: "Ann past group",
        present: true,
        childId: ann.children[0]!.id,
      }),
    ]);
    expect(document.recordingViews).toEqual([
      expect.objectContaining({ recordingTitle: "Fractions recap", subject: "Mathematics" }),
    ]);
    expect(document.messageThreads).toHaveLength(1);
    expect(document.messageThreads[0]!.tutorName).toBe("Tess Tutor");
    expect(document.messageThreads[0]!.messages.map((message) => [message.from, message.body])).toEqual([
      ["you", "Hello from Ann"],
      ["tutor", "Answer to Ann"],
      ["you", HIDDEN_MESSAGE_TEXT],
    ]);
    expect(document.signInHistory.length).toBeGreaterThan(0);
    expect(document.signInHistory.every((event) => event.succeeded)).toBe(true);
  });

  it("holds nothing of another family, and no hash, token or secret", async () => {
    const { response } = await exportOf(ann);
    const text = response.body;
    for (const word of ["Bob", "bob@family.example", "Hidden words of Ann"]) expect(text).not.toContain(word);
    const [row] = await t.db.select().from(users).where(eq(users.id, ann.signedIn.user.id));
    const [feed] = await t.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, ann.signedIn.user.id));
    const sessionRows = await t.db.select().from(sessions).where(eq(sessions.userId, ann.signedIn.user.id));
    const feedToken = ann.feedUrl
      .split("/")
      .pop()!
      .replace(/\.ics$/, "");
    const cookieToken = ann.signedIn.cookie.split("=")[1]!;
    for (const secret of [
      row!.passwordHash,
      row!.totpSecret!,
      TOTP_SECRET,
      feed!.tokenHash,
      feedToken,
      cookieToken,
      ...sessionRows.map((session) => session.id),
      ann.signedIn.password,
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/passwordHash|tokenHash|totp_?secret|\$argon2/i);
  });

  it("is for family accounts: tutors and admins 403, anonymous 401", async () => {
    expect((await tutor.inject({ method: "GET", url: "/api/account/export" })).statusCode).toBe(403);
    expect((await admin.inject({ method: "GET", url: "/api/account/export" })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/account/export" })).statusCode).toBe(401);
  });
});

describe("GET /api/admin/families/{id}/export and the family search", () => {
  it("gives an admin the same document for a family", async () => {
    const response = await admin.inject({
      method: "GET",
      url: `/api/admin/families/${bob.signedIn.user.id}/export`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toMatch(
      new RegExp(`^attachment; filename="family-${bob.signedIn.user.id}-data-\\d{4}-\\d{2}-\\d{2}\\.json"$`),
    );
    const document = accountExportSchema.parse(response.json());
    expect(document.account.username).toBe("bob-family");
    expect(document.children.map((child) => child.firstName)).toEqual(["Bobchild", "Bobjunior"]);
    expect(response.body).not.toContain("Ann");
  });

  it("answers 404 for a tutor's or an unknown id, and 403 to anyone but an admin", async () => {
    for (const id of [tutor.user.id, 999_999]) {
      const response = await admin.inject({ method: "GET", url: `/api/admin/families/${id}/export` });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(ACCOUNT_MESSAGES.familyNotFound);
    }
    const asFamily = await ann.signedIn.inject({
      method: "GET",
      url: `/api/admin/families/${bob.signedIn.user.id}/export`,
    });
    expect(asFamily.statusCode).toBe(403);
    expect(
      (await tutor.inject({ method: "GET", url: `/api/admin/families/${bob.signedIn.user.id}/export` }))
        .statusCode,
    ).toBe(403);
  });

  it("finds family accounts by username, e-mail or name, and never tutors", async () => {
    const byMail = await admin.inject({ method: "GET", url: "/api/admin/families?search=bob@family" });
    expect(byMail.statusCode).toBe(200);
    expect(byMail.json().map((row: { username: string }) => row.username)).toEqual(["bob-family"]);
    const byName = await admin.inject({ method: "GET", url: "/api/admin/families?search=family" });
    expect(
      byName
        .json()
        .map((row: { username: string }) => row.username)
        .sort(),
    ).toEqual(["ann-family", "bob-family"]);
    const tutors = await admin.inject({ method: "GET", url: "/api/admin/families?search=Tess" });
    expect(tutors.json()).toEqual([]);
    const wildcard = await admin.inject({ method: "GET", url: "/api/admin/families?search=%25%25" });
    expect(wildcard.json()).toEqual([]);
    const short = await admin.inject({ method: "GET", url: "/api/admin/families?search=a" });
    expect(short.statusCode).toBe(400);
    expect((await tutor.inject({ method: "GET", url: "/api/admin/families?search=bob" })).statusCode).toBe(
      403,
    );
  });
});

async function report() {
  const response = await admin.inject({
    method: "GET",
    url: `/api/admin/companies/${companyId}/utilisation`,
  });
  expect(response.statusCode).toBe(200);
  return utilisationReportSchema.parse(response.json());
}

describe("POST /api/account/delete", () => {
  it("refuses a wrong password or a wrong confirmation with 400, and other roles with 403", async () => {
    const wrong = await ann.signedIn.inject({
      method: "POST",
      url: "/api/account/delete",
      payload: { password: "not-my-password", confirmation: "DELETE" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(ACCOUNT_MESSAGES.passwordIncorrect);
    for (const confirmation of ["", "delete it", "please"]) {
      const unconfirmed = await ann.signedIn.inject({
        method: "POST",
        url: "/api/account/delete",
        payload: { password: ann.signedIn.password, confirmation },
      });
      expect(unconfirmed.statusCode).toBe(400);
      expect(unconfirmed.json().message).toBe(ACCOUNT_MESSAGES.confirmation);
    }
    const noPassword = await ann.signedIn.inject({
      method: "POST",
      url: "/api/account/delete",
      payload: { confirmation: "DELETE" },
    });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().message).toBe(ACCOUNT_MESSAGES.passwordRequired);
    for (const other of [tutor, admin]) {
      const response = await other.inject({
        method: "POST",
        url: "/api/account/delete",
        payload: { password: other.password, confirmation: "DELETE" },
      });
      expect(response.statusCode).toBe(403);
    }
    const [still] = await t.db.select().from(users).where(eq(users.id, ann.signedIn.user.id));
    expect(still).toBeDefined();
  });

  it("erases the family and keeps the employer's counts", async () => {
    const before = await report();
    const userId = ann.signedIn.user.id;
    const childIds = ann.children.map((child) => child.id);
    const secondSession = await t.signIn("ann-family", ann.signedIn.password, "student");

    const response = await ann.signedIn.inject({
      method: "POST",
      url: "/api/account/delete",
      payload: { password: ann.signedIn.password, confirmation: " DELETE " },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(ACCOUNT_MESSAGES.erased);
    expect(String(response.headers["set-cookie"])).toMatch(/sid=;/);

    // The account cannot sign in, and no session of it works any more.
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: "ann-family", password: ann.signedIn.password, role: "student" },
    });
    expect(signIn.statusCode).toBe(401);
    for (const cookie of [ann.signedIn.cookie, secondSession]) {
      const me = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } });
      expect(me.statusCode).toBe(401);
    }
    expect(await t.db.select().from(users).where(eq(users.id, userId))).toEqual([]);
    expect(await t.db.select().from(students).where(inArray(students.id, childIds))).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);
    expect(await t.db.select().from(signInEvents).where(eq(signInEvents.userId, userId))).toEqual([]);
    expect(await t.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId))).toEqual([]);
    const feed = await t.app.inject({ method: "GET", url: new URL(ann.feedUrl).pathname });
    expect(feed.statusCode).toBe(404);

    // Future bookings are cancelled; the past one and the register stay, linked to nobody.
    expect(await t.db.select().from(bookings).where(eq(bookings.sessionId, ann.futureSessionId))).toEqual([]);
    const past = await t.db.select().from(bookings).where(eq(bookings.sessionId, ann.pastSessionId));
    expect(past).toEqual([expect.objectContaining({ studentId: null, userId: null, companyId })]);
    const marks = await t.db.select().from(attendance).where(eq(attendance.sessionId, ann.pastSessionId));
    expect(marks).toEqual([expect.objectContaining({ studentId: null, present: true, companyId })]);
    const views = await t.db
      .select()
      .from(recordedLessonViews)
      .where(eq(recordedLessonViews.companyId, companyId));
    expect(views).toHaveLength(2);

    // Every message of its thread reads "Message removed"; the tutor's thread stays.
    const threads = await t.db.select().from(messageThreads).where(eq(messageThreads.tutorId, tutor.user.id));
    const annThread = threads.find((thread) => thread.familyUserId === null)!;
    const annMessages = await t.db.select().from(messages).where(eq(messages.threadId, annThread.id));
    expect(annMessages).toHaveLength(3);
    for (const message of annMessages) {
      expect(message.body).toBe(REMOVED_MESSAGE_TEXT);
      expect(message.removedAt).not.toBeNull();
    }
    const tutorView = await tutor.inject({ method: "GET", url: `/api/messages/threads/${annThread.id}` });
    expect(tutorView.json().messages.map((message: { body: string }) => message.body)).toEqual([
      REMOVED_MESSAGE_TEXT,
      REMOVED_MESSAGE_TEXT,
      REMOVED_MESSAGE_TEXT,
    ]);
    // Bob's data is untouched.
    const bobExport = await exportOf(bob);
    expect(bobExport.document.bookings).toHaveLength(3);
    expect(bobExport.document.messageThreads[0]!.messages[0]!.body).toBe("Hello from Bob");

    // The erasure is recorded. Without SMTP its confirmation is only logged, and not kept: it names the
    // family (its delivery over SMTP: "the confirmation e-mail" below).
    const erasures = await t.db
      .select()
      .from(accountErasures)
      .where(eq(accountErasures.companyId, companyId));
    expect(erasures).toEqual([expect.objectContaining({ requestedBy: "self", erasedBy: null })]);
    await t.app.deps.mailer.flush();
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, "ann@family.example"))).toEqual([]);

    // The employer's report reads the same, month by month and in total.
    expect(await report()).toEqual(before);
  });
});

describe("POST /api/admin/families/{id}/erase", () => {
  it("needs the typed confirmation, an admin, and a family's id", async () => {
    const url = `/api/admin/families/${bob.signedIn.user.id}/erase`;
    const unconfirmed = await admin.inject({ method: "POST", url, payload: { confirmation: "yes" } });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().message).toBe(ACCOUNT_MESSAGES.confirmation);
    const byTutor = await tutor.inject({ method: "POST", url, payload: { confirmation: "DELETE" } });
    expect(byTutor.statusCode).toBe(403);
    const byFamily = await bob.signedIn.inject({ method: "POST", url, payload: { confirmation: "DELETE" } });
    expect(byFamily.statusCode).toBe(403);
    for (const id of [tutor.user.id, admin.user.id, 999_999]) {
      const response = await admin.inject({
        method: "POST",
        url: `/api/admin/families/${id}/erase`,
        payload: { confirmation: "DELETE" },
      });
      expect(response.statusCode).toBe(404);
    }
  });

  it("erases a family on request, recorded with the admin who did it", async () => {
    const before = await report();
    const response = await admin.inject({
      method: "POST",
      url: `/api/admin/families/${bob.signedIn.user.id}/erase`,
      payload: { confirmation: "DELETE" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(ACCOUNT_MESSAGES.familyErased);
    expect(await t.db.select().from(users).where(eq(users.id, bob.signedIn.user.id))).toEqual([]);
    const me = await t.app.inject({
      method: "GET",
      url: "/api/user",
      headers: { cookie: bob.signedIn.cookie },
    });
    expect(me.statusCode).toBe(401);
    const erasures = await t.db
      .select()
      .from(accountErasures)
      .where(eq(accountErasures.requestedBy, "admin"));
    expect(erasures).toEqual([expect.objectContaining({ erasedBy: admin.user.id, companyId })]);
    await t.app.deps.mailer.flush();
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, "bob@family.example"))).toEqual([]);
    expect(await report()).toEqual(before);
    const again = await admin.inject({
      method: "POST",
      url: `/api/admin/families/${bob.signedIn.user.id}/erase`,
      payload: { confirmation: "DELETE" },
    });
    expect(again.statusCode).toBe(404);
  });
});

describe("the employer's report after an erasure", () => {
  it("keeps counting an erased account in the months it was created, activated and added children", async () => {
    const DAY = 24 * HOUR;
    const created = new Date(Date.now() - 150 * DAY);
    const activated = new Date(Date.now() - 120 * DAY);
    const childAdded = new Date(Date.now() - 90 * DAY);
    const family = await t.asRole("parent", {
      fullName: "Older Family",
      username: "older-family",
      email: "older@family.example",
      companyId,
      createdAt: created,
      activatedAt: activated,
    });
    await t.db
      .insert(students)
      .values({ userId: family.user.id, firstName: "Olderchild", grade: "Year 8", createdAt: childAdded });
    const before = await report();
    const response = await admin.inject({
      method: "POST",
      url: `/api/admin/families/${family.user.id}/erase`,
      payload: { confirmation: "DELETE" },
    });
    expect(response.statusCode).toBe(200);
    // Month by month, not only in total: nothing moves to the month of the erasure.
    expect(await report()).toEqual(before);
  });

  it("keeps counting an erased child's attended one-to-one sessions, which go with the child", async () => {
    const family = await t.asRole("parent", {
      fullName: "Tutored Family",
      username: "tutored-family",
      email: "tutored@family.example",
      companyId,
    });
    const [child] = await t.db
      .insert(students)
      .values({ userId: family.user.id, firstName: "Tutoredchild", grade: "Year 9" })
      .returning();
    const sessionsHeld = await t.db
      .insert(scheduledSessions)
      .values(
        [40, 70].map((daysAgo) => ({
          title: "One-to-one algebra",
          subject: "Mathematics",
          tutorId: tutor.user.id,
          studentId: child!.id,
          scheduledFor: new Date(Date.now() - daysAgo * 24 * HOUR),
        })),
      )
      .returning();
    await t.db.insert(attendance).values(
      sessionsHeld.map((session) => ({
        sessionId: session.id,
        studentId: child!.id,
        present: true,
        companyId,
      })),
    );
    const before = await report();
    const response = await admin.inject({
      method: "POST",
      url: `/api/admin/families/${family.user.id}/erase`,
      payload: { confirmation: "DELETE" },
    });
    expect(response.statusCode).toBe(200);
    expect(
      await t.db
        .select()
        .from(scheduledSessions)
        .where(
          inArray(
            scheduledSessions.id,
            sessionsHeld.map((session) => session.id),
          ),
        ),
    ).toEqual([]);
    expect(await report()).toEqual(before);
  });

  it("leaves no invitation naming the erased family", async () => {
    const family = await t.asRole("parent", {
      fullName: "Invited Family",
      username: "invited-family",
      email: "invited@family.example",
      companyId,
    });
    await t.db.insert(invitations).values([
      {
        companyId,
        fullName: "Invited Family",
        email: "invited@family.example",
        tokenHash: "digest-of-a-used-invitation",
        expiresAt: new Date(Date.now() + HOUR),
        usedAt: new Date(),
        usedByUserId: family.user.id,
      },
      {
        companyId,
        fullName: "Invited Again",
        email: "Invited@Family.example",
        tokenHash: "digest-of-a-pending-invitation",
        expiresAt: new Date(Date.now() + HOUR),
      },
    ]);
    const response = await admin.inject({
      method: "POST",
      url: `/api/admin/families/${family.user.id}/erase`,
      payload: { confirmation: "DELETE" },
    });
    expect(response.statusCode).toBe(200);
    const left = await t.db
      .select()
      .from(invitations)
      .where(inArray(invitations.companyId, [companyId]));
    expect(JSON.stringify(left)).not.toMatch(/invited/i);
  });

  it("takes the contract's payload, {password} alone, from a family (the screen adds the typed word)", async () => {
    const family = await t.asRole("parent", {
      fullName: "Plain Family",
      username: "plain-family",
      email: "plain@family.example",
      companyId,
    });
    const response = await family.inject({
      method: "POST",
      url: "/api/account/delete",
      payload: { password: family.password },
    });
    expect(response.statusCode).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, family.user.id))).toEqual([]);
  });
});

describe("what an erasure leaves in the outbox", () => {
  it("keeps no notice that named the family to its tutor, and keeps other families' notices", async () => {
    const writeToTutor = async (fullName: string, handle: string) => {
      const family = await t.asRole("parent", {
        fullName,
        username: `${handle}-family`,
        email: `${handle}@family.example`,
        companyId,
      });
      await t.db
        .insert(students)
        .values({ userId: family.user.id, firstName: `${handle}kid`, grade: "Year 7" });
      const sent = await family.inject({
        method: "POST",
        url: "/api/messages/threads",
        payload: { tutorId: tutor.user.id, body: "A question about fractions" },
      });
      expect(sent.statusCode, sent.body).toBe(201);
      return family;
    };
    const noticed = await writeToTutor("Noticed Parent", "noticed");
    await writeToTutor("Other Parent", "other");
    await t.app.deps.mailer.flush();
    const noticesToTutor = async () =>
      (await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, tutor.user.email))).filter(
        (mail) => mail.kind === "new-message",
      );
    const before = await noticesToTutor();
    expect(before.filter((mail) => mail.subject.includes("Noticed Parent"))).toHaveLength(1);

    const response = await noticed.inject({
      method: "POST",
      url: "/api/account/delete",
      payload: { password: noticed.password, confirmation: "DELETE" },
    });
    expect(response.statusCode).toBe(200);

    const after = await noticesToTutor();
    for (const mail of after) expect(mail.subject + mail.html + mail.text).not.toContain("Noticed Parent");
    expect(after.filter((mail) => mail.subject.includes("Other Parent"))).toHaveLength(1);
    expect(after).toHaveLength(before.length - 1);
  });
});

describe("what an erasure leaves in the rate-limit counters", () => {
  it("keeps no counter keyed by the family's username or e-mail address", async () => {
    const family = await t.asRole("parent", {
      fullName: "Counted Parent",
      username: "Counted.Parent",
      email: "Counted@family.example",
      emailConfirmedAt: new Date(),
    });
    // Signing in counted by username; asking for the username counts by address.
    const recovered = await t.app.inject({
      method: "POST",
      url: "/api/recover-username",
      payload: { email: "counted@family.example" },
    });
    expect(recovered.statusCode, recovered.body).toBeLessThan(300);
    await t.app.deps.mailer.flush();
    const naming = async () =>
      (await t.db.select().from(rateLimitCounters)).filter((row) => /counted/i.test(row.key));
    expect((await naming()).length).toBeGreaterThanOrEqual(3);

    const response = await family.inject({
      method: "POST",
      url: "/api/account/delete",
      payload: { password: family.password },
    });
    expect(response.statusCode).toBe(200);
    expect(await naming()).toEqual([]);
  });
});

describe("the confirmation e-mail", () => {
  let smtp: SmtpReceiver;
  let mailed: TestContext;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    mailed = await createTestApp({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await mailed?.close();
    await smtp?.close();
  });

  it("reaches the address the family had, whoever erased it, and leaves the outbox once delivered", async () => {
    const mailedAdmin = await mailed.asRole("admin");
    const erasures = [
      async (family: SignedInUser) =>
        family.inject({ method: "POST", url: "/api/account/delete", payload: { password: family.password } }),
      async (family: SignedInUser) =>
        mailedAdmin.inject({
          method: "POST",
          url: `/api/admin/families/${family.user.id}/erase`,
          payload: { confirmation: "DELETE" },
        }),
    ];
    for (const [index, erase] of erasures.entries()) {
      const email = `confirmed${index}@family.example`;
      const family = await mailed.asRole("parent", { fullName: `Confirmed Parent ${index}`, email });
      expect((await erase(family)).statusCode).toBe(200);
      await mailed.app.deps.mailer.flush();
      const delivered = smtp.received.filter((raw) => raw.includes(email));
      expect(delivered).toHaveLength(1);
      expect(delivered[0]).toMatch(/account has been deleted/);
      const outbox = await mailed.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
      expect(outbox).toEqual([]);
    }
  });
});
