/**
 * Helpers for the file tests: a browser-like multipart body, the refusal every error answers with, and an
 * S3-compatible server for the storage's S3 backend.
 */
import { randomBytes } from "node:crypto";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import type { LightMyRequestResponse } from "fastify";
import S3rver from "s3rver";
import { expect } from "vitest";
import { apiErrorSchema } from "#shared/schemas/common.ts";
import type { SignedInUser, TestContext } from "../../test/test-app.ts";
import type { S3StorageConfig } from "./files.storage.ts";

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

/** s3rver on loopback, keeping its objects in `directory`, with the empty bucket `bucket`; `close` stops both. */
export async function startS3rver(directory: string, bucket = "resource-files") {
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory });
  const { port } = await server.run();
  const config: S3StorageConfig = {
    kind: "s3",
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    region: "us-east-1",
    forcePathStyle: true,
  };
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    config,
    client,
    async close() {
      client.destroy();
      await server.close();
    },
  };
}
