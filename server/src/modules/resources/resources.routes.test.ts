/**
 * The resources library: every signed-in account reads it; tutors and admins write, a tutor only their
 * own rows; an uploaded file is attached only by its uploader (or an admin) and goes with the last
 * resource that carries it.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { apiErrorSchema } from "#shared/schemas/common.ts";
import { uploadedFileSchema } from "#shared/schemas/files.ts";
import {
  RESOURCE_ERROR_CODES,
  RESOURCE_ERROR_MESSAGES,
  RESOURCE_MESSAGES,
  resourceSchema,
} from "#shared/schemas/resources.ts";
import { z } from "#shared/zod.ts";
import { resources } from "../../db/schema.ts";
import { fileStorageOf, type SignedInUser, setupPortalUsers, setupTestApp } from "../../test/test-app.ts";
import { pdf } from "../files/files.fixtures.ts";

const t = setupTestApp();
const { admin, tutor, otherTutor, family } = setupPortalUsers(t);

const worksheet = {
  title: "Fractions Worksheet",
  description: "Adding and subtracting fractions.",
  fileUrl: "https://files.example.org/fractions.pdf",
  externalUrl: "",
  type: "pdf",
  size: 120,
  subject: "Mathematics",
  yearGroup: "Year 7",
};

/** Uploads a small PDF as `as`; answers its fileUrl. */
async function uploadPdf(as: SignedInUser): Promise<string> {
  const boundary = `----form${randomBytes(8).toString("hex")}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="notes.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    pdf(),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await as.inject({
    method: "POST",
    url: "/api/files",
    payload,
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  });
  expect(response.statusCode, response.body).toBe(201);
  return uploadedFileSchema.parse(response.json()).fileUrl;
}

const create = (as: SignedInUser, payload: object = worksheet) =>
  as.inject({ method: "POST", url: "/api/resources", payload });
const update = (as: SignedInUser, id: number, payload: object) =>
  as.inject({ method: "PUT", url: `/api/resources/${id}`, payload });
const remove = (as: SignedInUser, id: number) => as.inject({ method: "DELETE", url: `/api/resources/${id}` });

async function created(as: SignedInUser, payload: object = worksheet) {
  const response = await create(as, payload);
  expect(response.statusCode, response.body).toBe(201);
  return resourceSchema.parse(response.json());
}

async function stored(id: number) {
  return (await t.db.select().from(resources).where(eq(resources.id, id)))[0];
}

const fileExists = async (fileUrl: string) =>
  (await fileStorageOf(t.app).stat(fileStorageOf(t.app).keyOf(fileUrl)!)) !== null;

function expectRefused(response: LightMyRequestResponse, status: number, message: string, code?: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = apiErrorSchema.parse(response.json());
  expect(body.message).toBe(message);
  if (code) expect(body.code).toBe(code);
}

describe("GET /api/resources", () => {
  it("gives every signed-in account the whole library, newest first, with each owner's name", async () => {
    await t.db.insert(resources).values([
      {
        title: "Oldest",
        subject: "English",
        externalUrl: "https://example.org/a",
        type: "link",
        tutorId: otherTutor.user.id,
        uploadedAt: new Date("2001-01-01"),
      },
      {
        title: "Newest",
        subject: "Physics",
        fileUrl: "https://example.org/b.pdf",
        tutorId: tutor.user.id,
        uploadedAt: new Date("2039-01-01"),
      },
    ]);
    for (const caller of [admin, tutor, otherTutor, family]) {
      const response = await caller.inject({ method: "GET", url: "/api/resources" });
      expect(response.statusCode).toBe(200);
      const list = z.array(resourceSchema).parse(response.json());
      expect(list[0]).toMatchObject({ title: "Newest", tutorName: "Sarah Whitfield", type: "pdf" });
      expect(list.at(-1)).toMatchObject({ title: "Oldest", tutorName: "James Patel", type: "link" });
    }
  });

  it("writes each listed resource exactly as GET /api/resources/{id} does: same fields, values, times", async () => {
    const [odd] = await t.db
      .insert(resources)
      .values({
        title: 'Élan "quoted" \\ tab\tline\nend ✓',
        description: null,
        fileUrl: null,
        externalUrl: "https://example.org/é?q=1&r=2",
        type: "link",
        size: null,
        subject: "English",
        yearGroup: "Year 9",
        tutorId: tutor.user.id,
        uploadedAt: new Date("2030-06-07T08:09:10.123Z"),
      })
      .returning({ id: resources.id });
    const listed = await tutor.inject({ method: "GET", url: "/api/resources" });
    expect(listed.headers["content-type"]).toBe("application/json; charset=utf-8");
    // Compact, as JSON.stringify writes it (no spaces or line breaks to send).
    expect(listed.body).toBe(JSON.stringify(listed.json()));
    const list = z.array(resourceSchema).parse(listed.json());
    for (const item of list) {
      const one = await tutor.inject({ method: "GET", url: `/api/resources/${item.id}` });
      expect(Object.keys(item).sort()).toEqual(Object.keys(one.json()).sort());
      expect(item).toEqual(one.json());
    }
    expect(list.find((item) => item.id === odd!.id)).toMatchObject({
      title: 'Élan "quoted" \\ tab\tline\nend ✓',
      uploadedAt: "2030-06-07T08:09:10.123Z",
      size: null,
    });
    expect(Object.keys(list[0]!).sort()).toEqual(Object.keys(resourceSchema.shape).sort());
  });

  it("answers 401 to an anonymous visitor", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/resources" })).statusCode).toBe(401);
  });
});

describe("GET /api/resources/{id}", () => {
  it("answers one resource to any signed-in account, 404 when missing, 401 anonymously", async () => {
    const resource = await created(tutor);
    const response = await family.inject({ method: "GET", url: `/api/resources/${resource.id}` });
    expect(response.statusCode).toBe(200);
    expect(resourceSchema.parse(response.json())).toMatchObject({ id: resource.id, title: worksheet.title });
    expectRefused(
      await family.inject({ method: "GET", url: "/api/resources/999999" }),
      404,
      RESOURCE_ERROR_MESSAGES.notFound,
      RESOURCE_ERROR_CODES.notFound,
    );
    expect((await t.app.inject({ method: "GET", url: `/api/resources/${resource.id}` })).statusCode).toBe(
      401,
    );
  });
});

describe("POST /api/resources", () => {
  it("stores a tutor's resource as theirs, whatever tutorId the payload names", async () => {
    const resource = await created(tutor, { ...worksheet, tutorId: otherTutor.user.id });
    expect(resource).toMatchObject({
      title: "Fractions Worksheet",
      description: "Adding and subtracting fractions.",
      fileUrl: "https://files.example.org/fractions.pdf",
      externalUrl: null,
      type: "pdf",
      size: 120,
      subject: "Mathematics",
      yearGroup: "Year 7",
      tutorId: tutor.user.id,
      tutorName: "Sarah Whitfield",
    });
    expect((await stored(resource.id))?.tutorId).toBe(tutor.user.id);
  });

  it("lets an admin add a resource; type defaults to pdf, year group and size are optional", async () => {
    const { type: _type, size: _size, yearGroup: _yearGroup, ...rest } = worksheet;
    const resource = await created(admin, { ...rest, externalUrl: "https://example.org/quiz" });
    expect(resource).toMatchObject({ type: "pdf", size: null, yearGroup: null, tutorId: admin.user.id });
  });

  it("accepts a link alone, with no file", async () => {
    const resource = await created(tutor, {
      ...worksheet,
      fileUrl: "",
      externalUrl: "https://example.org/practice",
      type: "link",
    });
    expect(resource).toMatchObject({ fileUrl: null, externalUrl: "https://example.org/practice" });
  });

  it.each([
    ["neither a file nor a link", { fileUrl: "", externalUrl: "" }, "fileUrl", RESOURCE_MESSAGES.eitherUrl],
    ["a file address that is not a URL", { fileUrl: "not a url" }, "fileUrl", RESOURCE_MESSAGES.url],
    ["a javascript: file address", { fileUrl: "javascript:alert(1)" }, "fileUrl", RESOURCE_MESSAGES.url],
    ["an external link that is not a URL", { externalUrl: "nope" }, "externalUrl", RESOURCE_MESSAGES.url],
    ["a negative size", { size: -1 }, "size", RESOURCE_MESSAGES.size],
    ["a size that is not a number", { size: "big" }, "size", RESOURCE_MESSAGES.size],
    ["an unknown type", { type: "video" }, "type", RESOURCE_MESSAGES.type],
    ["an unknown year group", { yearGroup: "Year 12" }, "yearGroup", RESOURCE_MESSAGES.yearGroup],
    ["no title", { title: " " }, "title", RESOURCE_MESSAGES.title],
    ["no subject", { subject: "" }, "subject", RESOURCE_MESSAGES.subject],
  ])("refuses %s with the form's message", async (_case, change, path, message) => {
    const response = await create(tutor, { ...worksheet, ...change });
    expect(response.statusCode, response.body).toBe(400);
    const body = apiErrorSchema.parse(response.json());
    expect(body.message).toBe(message);
    expect(body.issues).toContainEqual({ path, message });
  });

  it("answers 401 anonymously and 403 to a family account", async () => {
    expect(
      (await t.app.inject({ method: "POST", url: "/api/resources", payload: worksheet })).statusCode,
    ).toBe(401);
    expect((await create(family)).statusCode).toBe(403);
  });
});

describe("uploaded files on resources", () => {
  it("attaches the tutor's own upload and serves it at its fileUrl", async () => {
    const fileUrl = await uploadPdf(tutor);
    const resource = await created(tutor, { ...worksheet, fileUrl });
    expect(resource.fileUrl).toBe(fileUrl);
    const download = await family.inject({ method: "GET", url: fileUrl });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf())).toBe(true);
  });

  it("refuses a tutor another account's upload, and lets an admin attach it", async () => {
    const fileUrl = await uploadPdf(otherTutor);
    expectRefused(
      await create(tutor, { ...worksheet, fileUrl }),
      403,
      RESOURCE_ERROR_MESSAGES.fileNotYours,
      RESOURCE_ERROR_CODES.fileNotYours,
    );
    const mine = await created(tutor);
    expectRefused(
      await update(tutor, mine.id, { ...worksheet, fileUrl }),
      403,
      RESOURCE_ERROR_MESSAGES.fileNotYours,
    );
    expect((await created(admin, { ...worksheet, fileUrl })).fileUrl).toBe(fileUrl);
  });

  it("refuses the address of a file that is not stored", async () => {
    expectRefused(
      await create(tutor, { ...worksheet, fileUrl: "/api/files/AAAAAAAAAAAAAAAAAAAAAAAA" }),
      400,
      RESOURCE_ERROR_MESSAGES.fileMissing,
      RESOURCE_ERROR_CODES.fileMissing,
    );
  });

  it("keeps a file another account attached when its owner edits the rest of the resource", async () => {
    const fileUrl = await uploadPdf(admin);
    const resource = await created(admin, { ...worksheet, fileUrl });
    // The admin's resource on its tutor's behalf: the tutor owns the row and edits it, keeping the file.
    await t.db.update(resources).set({ tutorId: tutor.user.id }).where(eq(resources.id, resource.id));
    const response = await update(tutor, resource.id, { ...worksheet, fileUrl, title: "Renamed" });
    expect(response.statusCode, response.body).toBe(200);
    expect(await fileExists(fileUrl)).toBe(true);
  });

  it("deletes the file with its resource", async () => {
    const fileUrl = await uploadPdf(tutor);
    const resource = await created(tutor, { ...worksheet, fileUrl });
    expect((await remove(tutor, resource.id)).statusCode).toBe(204);
    expect(await stored(resource.id)).toBeUndefined();
    expect(await fileExists(fileUrl)).toBe(false);
    expect((await family.inject({ method: "GET", url: fileUrl })).statusCode).toBe(404);
  });

  it("keeps a file two resources carry until the last one goes", async () => {
    const fileUrl = await uploadPdf(tutor);
    const first = await created(tutor, { ...worksheet, fileUrl });
    const second = await created(tutor, { ...worksheet, title: "Copy", fileUrl });
    expect((await remove(tutor, first.id)).statusCode).toBe(204);
    expect(await fileExists(fileUrl)).toBe(true);
    expect((await remove(tutor, second.id)).statusCode).toBe(204);
    expect(await fileExists(fileUrl)).toBe(false);
  });

  it("deletes the old file when an edit replaces it, and keeps the new one", async () => {
    const oldUrl = await uploadPdf(tutor);
    const newUrl = await uploadPdf(tutor);
    const resource = await created(tutor, { ...worksheet, fileUrl: oldUrl });
    const response = await update(tutor, resource.id, { ...worksheet, fileUrl: newUrl });
    expect(response.statusCode, response.body).toBe(200);
    expect(resourceSchema.parse(response.json()).fileUrl).toBe(newUrl);
    expect(await fileExists(oldUrl)).toBe(false);
    expect(await fileExists(newUrl)).toBe(true);
  });
});

describe("PUT /api/resources/{id}", () => {
  it("lets a tutor change their own resource, keeping them its owner whatever the payload says", async () => {
    const resource = await created(tutor);
    const response = await update(tutor, resource.id, {
      ...worksheet,
      title: "Fractions, revised",
      type: "doc",
      yearGroup: "",
      tutorId: otherTutor.user.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(resourceSchema.parse(response.json())).toMatchObject({
      title: "Fractions, revised",
      type: "doc",
      yearGroup: null,
      tutorId: tutor.user.id,
    });
    expect((await stored(resource.id))?.title).toBe("Fractions, revised");
  });

  it("refuses another tutor's resource with 403 and leaves it as it was; an admin may change it", async () => {
    const resource = await created(tutor);
    expectRefused(
      await update(otherTutor, resource.id, { ...worksheet, title: "Taken" }),
      403,
      RESOURCE_ERROR_MESSAGES.notOwner,
      RESOURCE_ERROR_CODES.notOwner,
    );
    expect((await stored(resource.id))?.title).toBe(worksheet.title);
    const byAdmin = await update(admin, resource.id, { ...worksheet, title: "Checked" });
    expect(byAdmin.statusCode).toBe(200);
    expect(resourceSchema.parse(byAdmin.json())).toMatchObject({ title: "Checked", tutorId: tutor.user.id });
  });

  it("answers 404 for a missing resource, 400 for bad input, 401 and 403 to the wrong callers", async () => {
    const resource = await created(tutor);
    expectRefused(await update(tutor, 999999, worksheet), 404, RESOURCE_ERROR_MESSAGES.notFound);
    expectRefused(
      await update(tutor, resource.id, { ...worksheet, fileUrl: "", externalUrl: "" }),
      400,
      RESOURCE_MESSAGES.eitherUrl,
    );
    expect((await update(family, resource.id, worksheet)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: "PUT",
      url: `/api/resources/${resource.id}`,
      payload: worksheet,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("DELETE /api/resources/{id}", () => {
  it("lets a tutor delete their own resource and an admin anyone's", async () => {
    const own = await created(tutor);
    expect((await remove(tutor, own.id)).statusCode).toBe(204);
    expect(await stored(own.id)).toBeUndefined();
    const theirs = await created(otherTutor);
    expect((await remove(admin, theirs.id)).statusCode).toBe(204);
    expect(await stored(theirs.id)).toBeUndefined();
  });

  it("refuses another tutor's resource (403), a missing one (404), a family (403), anonymous (401)", async () => {
    const resource = await created(tutor);
    expectRefused(await remove(otherTutor, resource.id), 403, RESOURCE_ERROR_MESSAGES.notOwner);
    expect(await stored(resource.id)).toBeDefined();
    expectRefused(await remove(tutor, 999999), 404, RESOURCE_ERROR_MESSAGES.notFound);
    expect((await remove(family, resource.id)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "DELETE", url: `/api/resources/${resource.id}` })).statusCode).toBe(
      401,
    );
  });
});
