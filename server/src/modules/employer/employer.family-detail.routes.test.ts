/**
 * HR sees no family detail (DECISIONS.md "HR managers"): the company's families have
 * children, bookings, attendance, messages and recordings watched, made through the real routes and
 * repositories; every answer an HR manager gets (each `/api/employer/*` read, its account's calls) is
 * scanned for the children's names, the messages' text and the sessions' and lessons' titles. The teaching
 * side's calls are refused it (403), and its account's calls work.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { EMPLOYER_API } from "#shared/schemas/employer.ts";
import { recordedLessons } from "../../db/schema.ts";
import { type SignedInUser, setupTestApp } from "../../test/test-app.ts";
import { makeSession } from "../lesson-room/lesson-room.test-support.ts";

const t = setupTestApp();
let hr: SignedInUser;
let sessionId: number;
let childId: number;
let familyId: number;

/** Words that belong to the families' teaching: none may reach an HR manager. */
const SECRETS = ["Zephyrine", "Quillon", "Marbleford fractions", "Obsidian algebra", "my daughter struggles"];

beforeAll(async () => {
  const company = await t.createCompany({ name: "Scanned Ltd", placesPurchased: 20 });
  hr = await t.asRole("hr", { companyId: company.id });
  const tutor = await t.asRole("tutor");
  const families = [
    await t.asRole("parent", { companyId: company.id }),
    await t.asRole("parent", { companyId: company.id }),
  ];
  familyId = families[0]!.user.id;
  const session = await makeSession(t, tutor.user.id, {
    title: "Marbleford fractions",
    startsInMinutes: 120,
  });
  sessionId = session.id;
  const [lesson] = await t.db
    .insert(recordedLessons)
    .values({ title: "Obsidian algebra", subject: "Maths", tutorId: tutor.user.id })
    .returning();
  for (const [index, family] of families.entries()) {
    const child = await family.inject({
      method: "POST",
      url: "/api/family/children",
      payload: { firstName: index === 0 ? "Zephyrine" : "Quillon", grade: "Year 5" },
    });
    expect(child.statusCode, child.body).toBe(201);
    const studentId = child.json().id as number;
    if (index === 0) childId = studentId;
    const booked = await family.inject({
      method: "POST",
      url: "/api/bookings",
      payload: { sessionId, studentId },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    await t.app.deps.repositories.bookings.saveAttendance(
      sessionId,
      [{ studentId, present: true, companyId: company.id }],
      tutor.user.id,
    );
    const thread = await family.inject({
      method: "POST",
      url: "/api/messages/threads",
      payload: { tutorId: tutor.user.id, body: "Hello, my daughter struggles with fractions" },
    });
    expect(thread.statusCode, thread.body).toBe(201);
    const viewed = await family.inject({ method: "POST", url: `/api/recorded-lessons/${lesson!.id}/views` });
    expect(viewed.statusCode, viewed.body).toBeLessThan(300);
  }
});

describe("an HR manager's answers", () => {
  it("carry no child's name, message text, session or lesson title, on every employer read and account call", async () => {
    const this_month = new Date().toISOString().slice(0, 7);
    const reads = [
      EMPLOYER_API.company,
      EMPLOYER_API.employees,
      `${EMPLOYER_API.employees}?search=a`,
      EMPLOYER_API.invites,
      EMPLOYER_API.registrationCodes,
      EMPLOYER_API.utilisation,
      `${EMPLOYER_API.utilisation}?from=${this_month}&to=${this_month}`,
      `${EMPLOYER_API.utilisation}?format=csv`,
      EMPLOYER_API.audit,
      "/api/user",
      "/api/demo-data",
      "/api/email-confirmation",
    ];
    const answers: string[] = [];
    for (const url of reads) {
      const response = await hr.inject({ method: "GET", url });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      answers.push(response.body);
    }
    // The scan sees the families (so it would see their details if they were there).
    expect(answers[1]).toContain('"total":2');
    for (const answer of answers) {
      for (const secret of SECRETS) expect(answer).not.toContain(secret);
    }
  });

  it("are 403 on the teaching side's calls (room, reminders, safeguarding record, files, sessions, lessons…)", async () => {
    const refused: Array<[string, string]> = [
      ["GET", "/api/scheduled-sessions"],
      ["GET", `/api/scheduled-sessions/${sessionId}`],
      ["GET", "/api/scheduled-sessions/upcoming"],
      ["GET", `/api/scheduled-sessions/student/${childId}`],
      ["POST", `/api/scheduled-sessions/${sessionId}/room`],
      ["GET", `/api/scheduled-sessions/${sessionId}/room/state`],
      ["GET", `/api/scheduled-sessions/${sessionId}/room/chat-log`],
      ["GET", `/api/scheduled-sessions/${sessionId}/roster`],
      ["GET", "/api/account/reminders"],
      ["PUT", "/api/account/reminders"],
      ["GET", "/api/admin/room-lessons"],
      ["GET", `/api/admin/room-lessons/${sessionId}`],
      ["GET", "/api/files/some-key"],
      ["GET", "/api/recorded-lessons"],
      ["GET", "/api/resources"],
      ["GET", "/api/live-sessions"],
      ["GET", "/api/messages/threads"],
      ["GET", "/api/messages/unread-count"],
      ["GET", "/api/student/scheduled-sessions"],
      ["GET", "/api/bookings"],
      ["GET", "/api/family/children"],
      ["GET", "/api/account/export"],
      ["GET", "/api/students"],
      ["GET", "/api/admin/families"],
      ["GET", `/api/admin/families/${familyId}/export`],
    ];
    const wrong: string[] = [];
    for (const [method, url] of refused) {
      const response = await hr.inject({
        method: method as "GET",
        url,
        ...(method === "PUT" ? { payload: {} } : {}),
      });
      if (response.statusCode !== 403) wrong.push(`${method} ${url}: ${response.statusCode}`);
      for (const secret of SECRETS)
        if (response.body.includes(secret)) wrong.push(`${method} ${url} shows ${secret}`);
    }
    expect(wrong).toEqual([]);
  });

  it("can change its own password and sign out", async () => {
    const changed = await hr.inject({
      method: "POST",
      url: "/api/change-password",
      payload: {
        currentPassword: hr.password,
        newPassword: "hr-new-pass-9",
        confirmPassword: "hr-new-pass-9",
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const again = await t.signIn(hr.user.username, "hr-new-pass-9", "hr");
    const out = await t.app.inject({ method: "POST", url: "/api/logout", headers: { cookie: again } });
    expect(out.statusCode).toBeLessThan(300);
    const after = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: again } });
    expect(after.statusCode).toBe(401);
  });
});
