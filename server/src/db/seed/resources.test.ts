/**
 * The demo resources on a fresh install: their worksheets are real PDFs in the app's file storage, served
 * at their fileUrl to a signed-in account, and recognised as PDFs by the same check uploads pass.
 */
import { describe, expect, it } from "vitest";
import { resourceSchema } from "#shared/schemas/resources.ts";
import { z } from "#shared/zod.ts";
import { detectUploadKind } from "../../modules/files/files.detection.ts";
import { fileStorageOf, setupTestApp } from "../../test/test-app.ts";
import { DEMO_SIGN_INS, seedDemoDataIfEmpty } from "./index.ts";
import { demoPdf } from "./resources.ts";

const t = setupTestApp();

describe("demo resources", () => {
  it("writes each worksheet as a PDF into file storage, downloadable from its resource", async () => {
    expect(await seedDemoDataIfEmpty(t.db, fileStorageOf(t.app))).toBe(true);
    const tutor = DEMO_SIGN_INS.find((signIn) => signIn.username === "tutor")!;
    const cookie = await t.signIn(tutor.username, tutor.password, "tutor");
    const list = z
      .array(resourceSchema)
      .parse((await t.app.inject({ method: "GET", url: "/api/resources", headers: { cookie } })).json());
    const uploaded = list.filter((resource) => resource.fileUrl?.startsWith("/api/files/"));
    expect(uploaded.length).toBeGreaterThanOrEqual(5);
    expect(list.some((resource) => resource.externalUrl && !resource.fileUrl)).toBe(true);
    expect(new Set(list.map((resource) => resource.yearGroup)).size).toBeGreaterThanOrEqual(5);
    for (const resource of uploaded) {
      const download = await t.app.inject({ method: "GET", url: resource.fileUrl!, headers: { cookie } });
      expect(download.statusCode).toBe(200);
      expect(download.headers["content-type"]).toBe("application/pdf");
      expect((await detectUploadKind(download.rawPayload))?.resourceType).toBe("pdf");
      expect(resource.size).toBe(Math.ceil(download.rawPayload.length / 1024));
    }
  });

  it("builds a PDF whose cross-reference table points at each object", () => {
    const bytes = demoPdf("Title (with brackets)", ["One line"]);
    const text = bytes.toString("latin1");
    const startxref = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 4)).toBe("xref");
    const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    offsets.forEach((offset, index) => {
      expect(text.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`);
    });
    expect(text).toContain("(Title \\(with brackets\\)) Tj");
  });
});
