/**
 * Upload limits: 40 uploads from one account in 265 ms were all accepted, and nothing bounded
 * what one account could store. Uploads are now limited per account in the shared counters (429, on every
 * app server together, scaled by RATE_LIMIT_MULTIPLIER) and each account's uploads take at most
 * UPLOAD_QUOTA_GB (413 naming the limit), counted from the uploads table, under simultaneous uploads too
 * (decision 045).
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  FILE_ERROR_CODES,
  FILE_MESSAGES,
  tooManyUploadsMessage,
  UPLOAD_QUOTA_BYTES,
  UPLOAD_QUOTA_GB,
  uploadedFileSchema,
} from "#shared/schemas/files.ts";
import { buildApp } from "../../app.ts";
import { appConfigFromEnv } from "../../config/app-config.ts";
import { parseEnv } from "../../config/env.ts";
import { defaultRateLimits } from "../../context.ts";
import { createTestApp, type SignedInUser, type TestContext, testConfig } from "../../test/test-app.ts";
import { fixtures, pdf } from "./files.fixtures.ts";
import { uploadedFiles } from "./files.table.ts";
import { expectRefused, onePart, upload } from "./files.test-support.ts";

const UPLOADS_PER_MINUTE = 4;

describe("the upload rate limit", () => {
  let t: TestContext;
  /** A second app server on the same database, as behind a load balancer. */
  let other: TestContext["app"];
  const config = {
    rateLimits: { ...testConfig().rateLimits, uploads: { max: UPLOADS_PER_MINUTE, timeWindow: 60_000 } },
  };
  beforeAll(async () => {
    t = await createTestApp(config);
    other = await buildApp({ database: t.database, config: testConfig(config) });
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  it("answers 429 past the limit, counting one account's uploads on every app server together", async () => {
    const tutor = await t.asRole("tutor");
    const statuses: number[] = [];
    for (let index = 0; index < UPLOADS_PER_MINUTE; index++) {
      const server = index % 2 === 0 ? t.app : other;
      const body = onePart(`sheet-${index}.pdf`, fixtures.pdf);
      const response = await server.inject({
        method: "POST",
        url: "/api/files",
        headers: { cookie: tutor.cookie, ...body.headers },
        payload: body.payload,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual(Array(UPLOADS_PER_MINUTE).fill(201));
    const refused = await upload(tutor, onePart("one-more.pdf", fixtures.pdf));
    expectRefused(refused, 429, tooManyUploadsMessage("1 minute"), "RATE_LIMITED");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // Refused before the body is read: nothing was stored or recorded for it.
    expect(
      await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.uploadedBy, tutor.user.id)),
    ).toHaveLength(UPLOADS_PER_MINUTE);
  });

  it("counts each account apart, refused files included", async () => {
    const flooding = await t.asRole("tutor");
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        upload(flooding, onePart(`page-${index}.html`, fixtures.html)),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      ...Array(UPLOADS_PER_MINUTE).fill(415),
      ...Array(10 - UPLOADS_PER_MINUTE).fill(429),
    ]);
    const admin = await t.asRole("admin");
    expect((await upload(admin, onePart("notes.pdf", fixtures.pdf))).statusCode).toBe(201);
  });

  it("is a configured rule like the others, so RATE_LIMIT_MULTIPLIER scales it", () => {
    expect(defaultRateLimits.uploads).toEqual({ max: 30, timeWindow: 10 * 60 * 1000 });
    expect(appConfigFromEnv(parseEnv({ RATE_LIMIT_MULTIPLIER: "10" })).rateLimits.uploads).toEqual({
      max: 300,
      timeWindow: 10 * 60 * 1000,
    });
  });
});

describe("the storage quota", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Records earlier uploads of the account taking `bytes` in all (the table is what the quota counts). */
  async function alreadyUsing(account: SignedInUser, bytes: number) {
    const file = 25 * 1024 * 1024;
    const rows = [];
    for (let left = bytes; left > 0; left -= file) {
      rows.push({
        key: randomBytes(18).toString("base64url"),
        uploadedBy: account.user.id,
        size: Math.min(file, left),
        contentType: "video/mp4",
      });
    }
    await t.db.insert(uploadedFiles).values(rows);
  }

  it("records every upload with its account, size and type", async () => {
    const tutor = await t.asRole("tutor");
    const response = await upload(tutor, onePart("notes.pdf", pdf(10_000)));
    expect(response.statusCode, response.body).toBe(201);
    const key = uploadedFileSchema.parse(response.json()).fileUrl.split("/").at(-1)!;
    const [row] = await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.key, key));
    expect(row).toMatchObject({
      uploadedBy: tutor.user.id,
      size: 10_000,
      contentType: "application/pdf",
      attachedAt: null,
    });
  });

  it(`accepts an upload that fills the ${UPLOAD_QUOTA_GB} GB exactly and refuses the next with 413 naming the limit`, async () => {
    const tutor = await t.asRole("tutor");
    const file = pdf(50_000);
    await alreadyUsing(tutor, UPLOAD_QUOTA_BYTES - file.length);
    expect((await upload(tutor, onePart("last.pdf", file))).statusCode).toBe(201);
    const refused = await upload(tutor, onePart("one-too-many.txt", fixtures.text));
    expectRefused(refused, 413, FILE_MESSAGES.quotaExceeded, FILE_ERROR_CODES.quotaExceeded);
    expect(FILE_MESSAGES.quotaExceeded).toContain("2 GB");
    // Another account has its own room.
    const colleague = await t.asRole("tutor");
    expect((await upload(colleague, onePart("notes.txt", fixtures.text))).statusCode).toBe(201);
  });

  it("gives the room back when a resource's file is deleted with it", async () => {
    const tutor = await t.asRole("tutor");
    const file = pdf(40_000);
    await alreadyUsing(tutor, UPLOAD_QUOTA_BYTES - file.length);
    const { fileUrl } = uploadedFileSchema.parse((await upload(tutor, onePart("kept.pdf", file))).json());
    expect((await upload(tutor, onePart("more.pdf", file))).statusCode).toBe(413);
    const created = await tutor.inject({
      method: "POST",
      url: "/api/resources",
      payload: { title: "Ratio", fileUrl, externalUrl: "", type: "pdf", subject: "Mathematics" },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(
      (await tutor.inject({ method: "DELETE", url: `/api/resources/${created.json().id}` })).statusCode,
    ).toBe(204);
    expect((await upload(tutor, onePart("more.pdf", file))).statusCode).toBe(201);
  });

  it("lets simultaneous uploads through only as far as the room goes", async () => {
    const tutor = await t.asRole("tutor");
    const file = pdf(100_000);
    await alreadyUsing(tutor, UPLOAD_QUOTA_BYTES - 2.5 * file.length);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => upload(tutor, onePart(`sheet-${index}.pdf`, file))),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 413, 413, 413, 413]);
  });
});
