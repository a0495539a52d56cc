/**
 * Uploads left unattached: files uploaded and never attached to anything were kept for ever. The
 * housekeeping job now deletes, stored file and record, every upload nothing took within 24 hours of it,
 * and never one a resource carries or a page links to (decision 045).
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadedFileSchema } from "#shared/schemas/files.ts";
import { blogPosts, recordedLessons } from "../../db/schema.ts";
import { fileStorageOf, type SignedInUser, setupTestApp } from "../../test/test-app.ts";
import { fixtures, pdf } from "../files/files.fixtures.ts";
import { uploadedFiles } from "../files/files.table.ts";
import { onePart, upload } from "../files/files.test-support.ts";
import { createHousekeeping } from "./housekeeping.test-support.ts";

const HOUR = 60 * 60 * 1000;
const dir = mkdtempSync(path.join(os.tmpdir(), "unattached-uploads-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const t = setupTestApp({ fileStorage: { kind: "folder", dir } });
let tutor: SignedInUser;
let admin: SignedInUser;
beforeAll(async () => {
  tutor = await t.asRole("tutor");
  admin = await t.asRole("admin");
});

const quietLog = { info() {}, error() {} } as unknown as FastifyBaseLogger;
const keyOf = (fileUrl: string) => fileUrl.split("/").at(-1)!;
/** The stored file itself, in the storage folder. */
const storedPath = (key: string) => path.join(dir, key.slice(0, 2), key);

async function uploaded(name: string, bytes: Buffer = fixtures.pdf) {
  const response = await upload(tutor, onePart(name, bytes));
  expect(response.statusCode, response.body).toBe(201);
  return uploadedFileSchema.parse(response.json()).fileUrl;
}

/** Moves an upload's time back, as if it had been uploaded `ms` ago. */
async function uploadedAgo(fileUrl: string, ms: number) {
  await t.db
    .update(uploadedFiles)
    .set({ uploadedAt: new Date(Date.now() - ms) })
    .where(eq(uploadedFiles.key, keyOf(fileUrl)));
}

async function createResource(fileUrl: string) {
  const response = await tutor.inject({
    method: "POST",
    url: "/api/resources",
    payload: { title: "Worksheet", fileUrl, externalUrl: "", type: "pdf", subject: "Mathematics" },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number };
}

const housekeeping = () => createHousekeeping(t.db, quietLog, undefined, { files: fileStorageOf(t.app) });

describe("housekeeping and uploads nothing took", () => {
  it("deletes an upload left unattached for 24 hours, file and record, and keeps every other", async () => {
    const forgotten = await uploaded("forgotten.pdf");
    const recent = await uploaded("recent.pdf");
    const attached = await uploaded("attached.pdf");
    const linkedFromLesson = await uploaded("thumbnail.png", fixtures.png);
    const linkedFromBlog = await uploaded("chart.png", fixtures.png);
    const triedByAnother = await uploaded("not-theirs.pdf");
    const takenAnHourAgo = await uploaded("being-attached.pdf");
    await createResource(attached);
    await t.db.insert(recordedLessons).values({
      title: "Fractions",
      subject: "Mathematics",
      tutorId: tutor.user.id,
      videoUrl: "https://video.example.org/fractions",
      thumbnail: `https://tuition.example.org${linkedFromLesson}`,
    });
    await t.db.insert(blogPosts).values({
      title: "Revision charts",
      slug: `revision-charts-${Date.now()}`,
      content: `Our chart: ![chart](${linkedFromBlog})`,
      authorId: admin.user.id,
    });
    for (const fileUrl of [
      forgotten,
      attached,
      linkedFromLesson,
      linkedFromBlog,
      triedByAnother,
      takenAnHourAgo,
    ]) {
      await uploadedAgo(fileUrl, 25 * HOUR);
    }
    await uploadedAgo(recent, 23 * HOUR);
    // Another tutor's refused attempt to attach it does not keep it.
    const other = await t.asRole("tutor");
    const refused = await other.inject({
      method: "POST",
      url: "/api/resources",
      payload: {
        title: "Not mine",
        fileUrl: triedByAnother,
        externalUrl: "",
        type: "pdf",
        subject: "Mathematics",
      },
    });
    expect(refused.statusCode).toBe(403);
    // The attach check of a resource being saved marked this one an hour ago: it gets its 24 hours from then.
    await t.db
      .update(uploadedFiles)
      .set({ attachedAt: new Date(Date.now() - HOUR) })
      .where(eq(uploadedFiles.key, keyOf(takenAnHourAgo)));

    const counts = await housekeeping().runOnce();
    expect(counts?.unattachedUploads).toBe(2);

    for (const gone of [forgotten, triedByAnother]) {
      expect(existsSync(storedPath(keyOf(gone)))).toBe(false);
      expect(existsSync(`${storedPath(keyOf(gone))}.json`)).toBe(false);
      expect((await tutor.inject({ method: "GET", url: gone })).statusCode).toBe(404);
    }
    const kept = [recent, attached, linkedFromLesson, linkedFromBlog, takenAnHourAgo];
    const rows = await t.db
      .select({ key: uploadedFiles.key })
      .from(uploadedFiles)
      .where(inArray(uploadedFiles.key, [forgotten, triedByAnother, ...kept].map(keyOf)));
    expect(rows.map((row) => row.key).sort()).toEqual(kept.map(keyOf).sort());
    for (const fileUrl of kept) {
      expect((await tutor.inject({ method: "GET", url: fileUrl })).statusCode, fileUrl).toBe(200);
    }

    // Nothing more to do on the next pass.
    expect((await housekeeping().runOnce())?.unattachedUploads).toBe(0);
  });

  it("never deletes an attached file, however old, and deletes it once its last resource lets it go", async () => {
    const fileUrl = await uploaded("year-9-algebra.pdf", pdf(5_000));
    const resource = await createResource(fileUrl);
    await uploadedAgo(fileUrl, 90 * 24 * HOUR);
    expect((await housekeeping().runOnce())?.unattachedUploads).toBe(0);
    expect((await tutor.inject({ method: "GET", url: fileUrl })).statusCode).toBe(200);
    // Deleting the resource deletes its file and record at once (decision 017), not a day later.
    expect((await tutor.inject({ method: "DELETE", url: `/api/resources/${resource.id}` })).statusCode).toBe(
      204,
    );
    expect(existsSync(storedPath(keyOf(fileUrl)))).toBe(false);
    expect(
      await t.db
        .select()
        .from(uploadedFiles)
        .where(eq(uploadedFiles.key, keyOf(fileUrl))),
    ).toEqual([]);
  });

  it("works off a backlog in batches, and a resource can no longer take a deleted upload", async () => {
    const leftovers = [];
    for (let index = 0; index < 120; index++)
      leftovers.push(await uploaded(`draft-${index}.txt`, fixtures.text));
    await t.db
      .update(uploadedFiles)
      .set({ uploadedAt: new Date(Date.now() - 30 * HOUR) })
      .where(inArray(uploadedFiles.key, leftovers.map(keyOf)));
    expect((await housekeeping().runOnce())?.unattachedUploads).toBe(120);
    const response = await tutor.inject({
      method: "POST",
      url: "/api/resources",
      payload: { title: "Draft", fileUrl: leftovers[0], externalUrl: "", type: "doc", subject: "English" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("The uploaded file could not be found. Please upload it again.");
  });
});
