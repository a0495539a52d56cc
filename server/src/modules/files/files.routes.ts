/**
 * Resource files (DECISIONS.md "Resource files"): tutors and admins upload one file at a time, checked
 * by its whole content, within a per-account rate and storage quota (decision 045); any signed-in account
 * downloads it at its `fileUrl` (but a one-to-one lesson's recording, kept to those who may read it),
 * served so that it can never run as a page of this site.
 */

import { Readable } from "node:stream";
import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { FastifyRouteSchemaDef } from "fastify/types/schema.js";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { apiErrorSchema } from "#shared/schemas/common.ts";
import {
  FILES_PATH,
  fileKeyParamsSchema,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_MB,
  UNATTACHED_UPLOAD_HOURS,
  UPLOAD_QUOTA_GB,
  uploadedFileSchema,
  uploadFileBodySchema,
} from "#shared/schemas/files.ts";
import { z } from "#shared/zod.ts";
import { AppError } from "../../errors.ts";
import { deniedResponses, errorResponses, signedInAccess } from "../../http/route-options.ts";
import { currentUser } from "../../plugins/session.ts";
import { kindOfContentType } from "./files.detection.ts";
import {
  fileEmpty,
  fileMissing,
  fileTooLarge,
  moreThanOneFile,
  notMultipart,
  rangeNotSatisfiable,
  tooManyFields,
  uploadUnreadable,
} from "./files.errors.ts";
import { contentDisposition, downloadName } from "./files.names.ts";
import { contentRange, entityTag, type RangeAnswer, rangeAnswer, rangeStillHolds } from "./files.ranges.ts";
import type { StoredFileInfo } from "./files.storage.ts";

/** Tutors upload their resources' files; admins manage everyone's resources. */
const uploaderAccess = { access: ["tutor", "admin"] } as const;

/** Room for the multipart framing and a few small fields around the file, before a request is refused unread. */
const MULTIPART_OVERHEAD_BYTES = 1024 * 1024;

/**
 * Served files get a CSP of their own, stricter than the site's: `sandbox` makes even a document a
 * browser chose to render a unique origin without script, so it reaches nothing of this site.
 */
export const FILE_CONTENT_SECURITY_POLICY = "sandbox; default-src 'none'";

/**
 * The upload body is read as a stream by the handler, not parsed into `request.body`: its zod schema
 * documents the multipart form, so the body is not validated; params and the rest go to zod as usual.
 */
function multipartBodyIsDocumentationOnly<Schema>(route: FastifyRouteSchemaDef<Schema>) {
  if (route.httpPart === "body") return () => ({ value: undefined });
  return validatorCompiler(route as FastifyRouteSchemaDef<unknown> as FastifyRouteSchemaDef<z.ZodType>);
}

/**
 * The 200 answer's schema, for the API document: the file's bytes. A stream is sent as it is (Fastify
 * serialises only objects), so the type provider is told the stream stands for this string.
 */
const fileBytesSchema = z.string().meta({ format: "binary", description: "The file" });
const asFileBytes = (stream: Readable) => stream as unknown as z.infer<typeof fileBytesSchema>;

/**
 * The headers every answer with a file's bytes gets (200, 206 and HEAD): its detected type (anything
 * else as bytes), how a browser should take it, no sniffing, the sandbox, and what ranges it serves.
 */
function withFileHeaders(reply: FastifyReply, key: string, file: StoredFileInfo) {
  const kind = kindOfContentType(file.contentType);
  return reply
    .header("content-type", kind ? file.contentType : "application/octet-stream")
    .header(
      "content-disposition",
      contentDisposition(downloadName(file.originalName, kind), kind?.inline ? "inline" : "attachment"),
    )
    .header("x-content-type-options", "nosniff")
    .header("content-security-policy", FILE_CONTENT_SECURITY_POLICY)
    .header("accept-ranges", "bytes")
    .header("etag", entityTag(key, file));
}

/** The one file of a multipart upload, read into memory (at most 25 MB); every other failure a 4xx. */
async function readSingleFile(request: FastifyRequest): Promise<{ bytes: Buffer; filename: string }> {
  const declaredLength = Number(request.headers["content-length"]);
  if (declaredLength > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES) throw fileTooLarge();
  const errors = request.server.multipartErrors;
  let found: { bytes: Buffer; filename: string } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== "file") continue;
      if (found) throw moreThanOneFile();
      const bytes = await part.toBuffer();
      // toBuffer() does not always throw past the limit: it can return the file cut at exactly 25 MB.
      if (part.file.truncated) throw fileTooLarge();
      found = { bytes, filename: part.filename };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof errors.RequestFileTooLargeError) throw fileTooLarge();
    if (error instanceof errors.FilesLimitError) throw moreThanOneFile();
    if (error instanceof errors.FieldsLimitError || error instanceof errors.PartsLimitError) {
      throw tooManyFields();
    }
    request.log.info({ err: error }, "unreadable multipart upload");
    throw uploadUnreadable();
  }
  if (!found) throw fileMissing();
  if (found.bytes.length === 0) throw fileEmpty();
  return found;
}

/** `POST /api/files` and `GET /api/files/:key`; the multipart parser exists in this plugin only. */
export default async function filesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { files } = app.deps.services;

  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });

  app.post(
    FILES_PATH,
    {
      config: uploaderAccess,
      // Every attempt is counted before its body is read.
      preHandler: async (request) => files.countUpload(currentUser(request).id),
      validatorCompiler: multipartBodyIsDocumentationOnly,
      schema: {
        summary: "Upload a resource file",
        description: [
          `multipart/form-data with one file (any field name), at most ${MAX_UPLOAD_MB} MB. The type is recognised from the whole content:`,
          "PDF (without JavaScript or actions), Word (doc, docx), PowerPoint (ppt, pptx), Excel (xls, xlsx), all without macros,",
          "plain UTF-8 text without markup, PNG, JPEG, MP3, MP4 (each whole, carrying no HTML or script).",
          `An account's uploads take at most ${UPLOAD_QUOTA_GB} GB in all, and an account may upload a limited number of files in a short time.`,
          `A file no resource takes within ${UNATTACHED_UPLOAD_HOURS} hours is deleted.`,
          "Answers where the file is served (`fileUrl`), its size in KB and the resource type it makes.",
        ].join(" "),
        consumes: ["multipart/form-data"],
        body: uploadFileBodySchema,
        response: {
          201: uploadedFileSchema,
          ...errorResponses(400),
          ...deniedResponses,
          413: apiErrorSchema.meta({
            "x-response-description": `The file is larger than ${MAX_UPLOAD_MB} MB, or would take the account past its ${UPLOAD_QUOTA_GB} GB`,
          }),
          415: apiErrorSchema.meta({
            "x-response-description": "Not multipart, or a type of file that cannot be uploaded",
          }),
          429: apiErrorSchema.meta({
            "x-response-description": "Too many uploads from this account in a short time",
          }),
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (!request.isMultipart()) throw notMultipart();
      const upload = await readSingleFile(request);
      const { contentType, ...uploaded } = await files.upload(upload.bytes, upload.filename, user.id);
      request.log.info(
        { fileUrl: uploaded.fileUrl, bytes: upload.bytes.length, contentType },
        "file uploaded",
      );
      return reply.code(201).send(uploaded);
    },
  );

  app.get(
    `${FILES_PATH}/:key`,
    {
      config: signedInAccess,
      schema: {
        summary: "Download a resource file",
        description: [
          "The file's bytes with its detected Content-Type, `Content-Disposition: attachment` (images and MP4 videos `inline`),",
          "`X-Content-Type-Options: nosniff` and a sandboxing Content-Security-Policy.",
          "One byte range may be asked for (`Range: bytes=a-b`, `a-` or `-n`; `If-Range` with the file's ETag): 206 with",
          "those bytes and their Content-Range; 416 when the range starts past the end. Several ranges, or a malformed",
          "one, get the whole file. The video and thumbnail of a one-to-one lesson's recording answer 404, as a missing",
          "file does, to all but the child's family, the session's tutor and admins.",
        ].join(" "),
        params: fileKeyParamsSchema,
        produces: ["application/octet-stream"],
        response: {
          200: fileBytesSchema,
          206: fileBytesSchema.meta({ description: "The range of the file asked for" }),
          ...errorResponses(400, 404),
          ...deniedResponses,
          416: apiErrorSchema.meta({
            "x-response-description": "The range starts past the file's end (Content-Range names its size)",
          }),
        },
      },
    },
    async (request, reply) => {
      const { key } = request.params;
      const viewer = currentUser(request);
      const { range } = request.headers;
      const ifRange = request.headers["if-range"];
      // HEAD reads the details alone: Fastify would read a stream's every byte only to drop them.
      if (request.method === "HEAD") {
        const info = await files.details(viewer, key);
        return withFileHeaders(reply, key, info)
          .header("content-length", info.size)
          .send(asFileBytes(Readable.from([])));
      }
      if (range === undefined) {
        const file = await files.open(viewer, key);
        return withFileHeaders(reply, key, file)
          .header("content-length", file.size)
          .send(asFileBytes(file.body));
      }
      // The size places the range; then only the range is read, wherever it lies in the file.
      const info = await files.details(viewer, key);
      const answer: RangeAnswer = rangeStillHolds(
        typeof ifRange === "string" ? ifRange : undefined,
        entityTag(key, info),
      )
        ? rangeAnswer(range, info.size)
        : { kind: "whole" };
      if (answer.kind === "unsatisfiable") throw rangeNotSatisfiable(info.size);
      const part = answer.kind === "part" ? answer.range : undefined;
      const file = await files.open(viewer, key, part);
      withFileHeaders(reply, key, info);
      if (!part) return reply.header("content-length", info.size).send(asFileBytes(file.body));
      return reply
        .code(206)
        .header("content-range", contentRange(info.size, part))
        .header("content-length", part.end - part.start + 1)
        .send(asFileBytes(file.body));
    },
  );
}
