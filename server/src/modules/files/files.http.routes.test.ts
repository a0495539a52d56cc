/** Uploads over a real HTTP connection: what `inject` cannot show (a client still sending past the limit). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FILE_MESSAGES, MAX_UPLOAD_BYTES } from "#shared/schemas/files.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";
import { fixtures, pdf } from "./files.fixtures.ts";

describe("uploads over a real HTTP connection", () => {
  let t: TestContext;
  let base: string;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = (await t.asRole("tutor")).cookie;
    base = await t.app.listen({ host: "127.0.0.1", port: 0 });
  });
  afterAll(async () => {
    // A client may still be sending the rest of a refused upload; the test is over, so cut it off.
    t?.app.server.closeAllConnections();
    await t?.close();
  });

  async function send(bytes: Buffer, name: string) {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(bytes)]), name);
    const response = await fetch(`${base}/api/files`, { method: "POST", body: form, headers: { cookie } });
    return { status: response.status, body: await response.json() };
  }

  it("answers 413 every time past 25 MB (the multipart parser can cut a file to the limit silently)", async () => {
    // @fastify/multipart's toBuffer() sometimes returned such a file cut to exactly 25 MB (STACK-NOTES-2).
    for (const extra of [1, 1, 1, 4096, 3 * 1024 * 1024]) {
      const { status, body } = await send(pdf(MAX_UPLOAD_BYTES + extra), "big.pdf");
      expect(status, JSON.stringify(body)).toBe(413);
      expect(body.message).toBe(FILE_MESSAGES.tooLarge);
    }
  });

  it("stores a browser-style upload with a UTF-8 name and serves it back", async () => {
    const { status, body } = await send(fixtures.docx, "Résumé de cours.docx");
    expect(status).toBe(201);
    const download = await fetch(`${base}${body.fileUrl}`, { headers: { cookie } });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(fixtures.docx)).toBe(true);
    expect(download.headers.get("content-disposition")).toBe(
      `attachment; filename="R_sum_ de cours.docx"; filename*=UTF-8''R%C3%A9sum%C3%A9%20de%20cours.docx`,
    );
  });
});
