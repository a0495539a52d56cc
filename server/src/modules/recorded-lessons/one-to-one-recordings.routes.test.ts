/**
 * A one-to-one lesson's recording is private (DECISIONS.md "Safeguarding and security"): only the
 * child's family, the session's tutor and admins read it. To every other account it is as if it did not
 * exist: absent from every list, page, search and count, 404 on the lesson, its views, its writes and its
 * stored video and thumbnail. A group session's recording stays in everyone's library.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { recordedLessons } from "../../db/schema.ts";
import { fileStorageOf, type SignedInUser, setupTestApp } from "../../test/test-app.ts";
import { addChild, makeSession } from "../lesson-room/lesson-room.test-support.ts";

const t = setupTestApp();
const users = {} as Record<
  "admin" | "tutor" | "otherTutor" | "family" | "otherFamily" | "childlessFamily" | "hr",
  SignedInUser
>;
let privateId: number;
let groupId: number;
let childId: number;
let otherChildId: number;
let videoUrl: string;
let thumbnailUrl: string;

const PRIVATE_TITLE = "Quenby's spelling one-to-one";

beforeAll(async () => {
  const company = await t.createCompany({ placesPurchased: 5 });
  users.admin = await t.asRole("admin");
  users.tutor = await t.asRole("tutor");
  users.otherTutor = await t.asRole("tutor");
  users.family = await t.asRole("parent", { companyId: company.id });
  users.otherFamily = await t.asRole("parent", { companyId: company.id });
  users.childlessFamily = await t.asRole("parent");
  users.hr = await t.asRole("hr", { companyId: company.id });
  childId = (await addChild(t, users.family.user.id, "Quenby")).id;
  otherChildId = (await addChild(t, users.otherFamily.user.id, "Rowan")).id;
  const oneToOne = await makeSession(t, users.tutor.user.id, {
    title: PRIVATE_TITLE,
    studentId: childId,
    academicYear: "Year 5",
    startsInMinutes: -180,
    status: "completed",
  });
  const group = await makeSession(t, users.tutor.user.id, {
    title: "Group spelling",
    academicYear: "Year 5",
    startsInMinutes: -180,
    status: "completed",
  });
  const storage = fileStorageOf(t.app);
  const video = await storage.save(Buffer.from("video bytes"), {
    contentType: "video/mp4",
    originalName: "lesson.mp4",
    uploadedBy: users.tutor.user.id,
  });
  const thumbnail = await storage.save(Buffer.from("thumbnail bytes"), {
    contentType: "image/jpeg",
    originalName: "lesson.jpg",
    uploadedBy: users.tutor.user.id,
  });
  videoUrl = video.fileUrl;
  thumbnailUrl = thumbnail.fileUrl;
  const rows = await t.db
    .insert(recordedLessons)
    .values([
      {
        title: PRIVATE_TITLE,
        subject: "English",
        academicYear: "Year 5",
        tutorId: users.tutor.user.id,
        sessionId: oneToOne.id,
        videoUrl,
        thumbnail: thumbnailUrl,
        uploadedAt: new Date("2040-01-02"),
      },
      {
        title: "Group spelling",
        subject: "English",
        academicYear: "Year 5",
        tutorId: users.tutor.user.id,
        sessionId: group.id,
        uploadedAt: new Date("2040-01-01"),
      },
    ])
    .returning();
  privateId = rows[0]!.id;
  groupId = rows[1]!.id;
});

type Caller = keyof typeof users;
const allowed: Caller[] = ["admin", "tutor", "family"];
const strangers: Caller[] = ["otherTutor", "otherFamily", "childlessFamily"];

async function listedIds(caller: Caller, url: string) {
  const response = await users[caller].inject({ method: "GET", url });
  expect(response.statusCode, `${caller} ${url}: ${response.body}`).toBe(200);
  return (response.json() as { id: number }[]).map((lesson) => lesson.id);
}

describe("a one-to-one lesson's recording", () => {
  it("is listed, searched and paged for the child's family, the session's tutor and admins only", async () => {
    const lists = [
      "/api/recorded-lessons",
      "/api/recorded-lessons?limit=1",
      "/api/recorded-lessons?search=Quenby",
      "/api/recorded-lessons?subject=English",
      "/api/student/recorded-lessons",
      "/api/student/recorded-lessons?limit=1",
      "/api/student/recorded-lessons?search=spelling",
    ];
    for (const url of lists) {
      for (const caller of allowed)
        expect(await listedIds(caller, url), `${caller} ${url}`).toContain(privateId);
      for (const caller of strangers) {
        const ids = await listedIds(caller, url);
        expect(ids, `${caller} ${url}`).not.toContain(privateId);
        if (!url.includes("Quenby")) expect(ids, `${caller} ${url}`).toContain(groupId);
      }
    }
    expect(await listedIds("family", `/api/student/recorded-lessons?studentId=${childId}`)).toContain(
      privateId,
    );
    expect(
      await listedIds("otherFamily", `/api/student/recorded-lessons?studentId=${otherChildId}`),
    ).not.toContain(privateId);
  });

  it("answers its page to them and 404 to everyone else, as for a lesson that does not exist", async () => {
    for (const caller of allowed) {
      const response = await users[caller].inject({
        method: "GET",
        url: `/api/recorded-lessons/${privateId}`,
      });
      expect(response.statusCode, caller).toBe(200);
      expect(response.json()).toMatchObject({ title: PRIVATE_TITLE, videoUrl });
    }
    const missing = await users.admin.inject({ method: "GET", url: "/api/recorded-lessons/999999" });
    for (const caller of strangers) {
      const response = await users[caller].inject({
        method: "GET",
        url: `/api/recorded-lessons/${privateId}`,
      });
      expect({ status: response.statusCode, body: response.json() }, caller).toEqual({
        status: 404,
        body: missing.json(),
      });
      const view = await users[caller].inject({
        method: "POST",
        url: `/api/recorded-lessons/${privateId}/views`,
      });
      expect(view.statusCode, caller).toBe(404);
    }
    const group = await users.otherFamily.inject({ method: "GET", url: `/api/recorded-lessons/${groupId}` });
    expect(group.statusCode).toBe(200);
  });

  it("counts a view of the family and refuses one of a stranger without counting it", async () => {
    const before = await users.admin.inject({ method: "GET", url: `/api/recorded-lessons/${privateId}` });
    const own = await users.family.inject({
      method: "POST",
      url: `/api/recorded-lessons/${privateId}/views`,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ views: (before.json() as { views: number }).views + 1 });
  });

  it("is 404, not 403, to another tutor's change or deletion", async () => {
    const body = {
      title: "Taken over",
      subject: "English",
      videoUrl: "https://www.youtube.com/watch?v=abcdefghijk",
    };
    const put = await users.otherTutor.inject({
      method: "PUT",
      url: `/api/recorded-lessons/${privateId}`,
      payload: body,
    });
    expect(put.statusCode).toBe(404);
    const remove = await users.otherTutor.inject({
      method: "DELETE",
      url: `/api/recorded-lessons/${privateId}`,
    });
    expect(remove.statusCode).toBe(404);
  });

  it("serves its video and thumbnail files to them only; others get the missing file's 404", async () => {
    for (const url of [videoUrl, thumbnailUrl]) {
      for (const caller of allowed) {
        const response = await users[caller].inject({ method: "GET", url });
        expect(response.statusCode, `${caller} ${url}`).toBe(200);
        const head = await users[caller].inject({ method: "HEAD", url });
        expect(head.statusCode, `${caller} HEAD ${url}`).toBe(200);
      }
      const missing = await users.admin.inject({ method: "GET", url: "/api/files/AAAAAAAAAAAAAAAAAAAAAAAA" });
      for (const caller of strangers) {
        for (const headers of [{}, { range: "bytes=0-3" }]) {
          const response = await users[caller].inject({ method: "GET", url, headers });
          expect({ status: response.statusCode, body: response.body }, `${caller} ${url}`).toEqual({
            status: 404,
            body: missing.body,
          });
        }
        const head = await users[caller].inject({ method: "HEAD", url });
        expect(head.statusCode, `${caller} HEAD ${url}`).toBe(404);
      }
    }
  });

  it("reaches no HR manager, whether through the library or its files", async () => {
    for (const url of ["/api/recorded-lessons", `/api/recorded-lessons/${privateId}`, videoUrl]) {
      const response = await users.hr.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(403);
      expect(response.body).not.toContain(PRIVATE_TITLE);
    }
  });

  it("goes with its lesson when the child is removed, never becoming everyone's", async () => {
    const leaving = await addChild(t, users.family.user.id, "Sol");
    const session = await makeSession(t, users.tutor.user.id, {
      title: "Sol's reading one-to-one",
      studentId: leaving.id,
      academicYear: "Year 5",
      startsInMinutes: -120,
      status: "completed",
    });
    const [row] = await t.db
      .insert(recordedLessons)
      .values({
        title: "Sol's reading one-to-one",
        subject: "English",
        academicYear: "Year 5",
        tutorId: users.tutor.user.id,
        sessionId: session.id,
        uploadedAt: new Date("2040-01-03"),
      })
      .returning();
    expect(await listedIds("otherFamily", "/api/recorded-lessons")).not.toContain(row!.id);
    const removed = await users.family.inject({
      method: "DELETE",
      url: `/api/family/children/${leaving.id}`,
    });
    expect(removed.statusCode, removed.body).toBe(204);
    for (const caller of [...strangers, ...allowed]) {
      expect(await listedIds(caller, "/api/recorded-lessons")).not.toContain(row!.id);
      const page = await users[caller].inject({ method: "GET", url: `/api/recorded-lessons/${row!.id}` });
      expect(page.statusCode, caller).toBe(404);
    }
    // The group session's recording stays.
    expect(await listedIds("otherFamily", "/api/recorded-lessons")).toContain(groupId);
  });
});
