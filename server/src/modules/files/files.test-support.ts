/** Upload helpers for the file tests: a browser-like multipart body, and the refusal every error answers with. */
import { randomBytes } from "node:crypto";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { apiErrorSchema } from "#shared/schemas/common.ts";
import type { SignedInUser, TestContext } from "../../test/test-app.ts";

type Part = { field?: string; filename?: string; contentType?: string; content: Buffer | string };

/** A multipart/form-data request body, as a browser's FormData would send it. */
export function multipart(parts: Part[]) {
  const boundary = `----form${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const filename = part.filename === undefined ? "" : `; filename="${part.filename}"`;
    const type = part.contentType ? `Content-Type: ${part.contentType}\r\n` : "";
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? "file"}"${filename}\r\n${type}\r\n`,
      ),
      Buffer.from(part.content),
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

export const onePart = (
  filename: string,
  content: Buffer | string,
  contentType = "application/octet-stream",
) => multipart([{ filename, content, contentType }]);

export function upload(caller: SignedInUser | TestContext, body: ReturnType<typeof multipart>) {
  const inject = "inject" in caller ? caller.inject : caller.app.inject.bind(caller.app);
  return inject({ method: "POST", url: "/api/files", ...body });
}

export function expectRefused(
  response: LightMyRequestResponse,
  status: number,
  message: string,
  code?: string,
) {
  expect(response.statusCode, response.body).toBe(status);
  const body = apiErrorSchema.parse(response.json());
  expect(body.message).toBe(message);
  if (code) expect(body.code).toBe(code);
}
