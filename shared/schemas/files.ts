/**
 * Uploaded files of learning resources (DECISIONS.md "Resource files"): `POST /api/files` takes one file
 * and answers where it is served, its size in KB and the resource type it makes.
 */
import { z } from "../zod.ts";
import { RESOURCE_TYPES } from "./catalog.ts";
import { FILE_KEY_PATTERN, FILE_URL_PATTERN } from "./file-addresses.ts";

/** The largest file accepted: 25 MB (MiB, as the browser's `File.size` counts bytes). */
export const MAX_UPLOAD_MB = 25;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;

/**
 * The storage each account's uploads may take in all, attached or not (decision 045): room for a tutor's
 * whole library of worksheets, slides and recordings — about 80 files of the largest size, thousands of
 * ordinary ones — while one account cannot fill the server's disk or bucket.
 */
export const UPLOAD_QUOTA_GB = 2;
export const UPLOAD_QUOTA_BYTES = UPLOAD_QUOTA_GB * 1024 * 1024 * 1024;

/** An upload no resource takes within this many hours is deleted by the housekeeping job. */
export const UNATTACHED_UPLOAD_HOURS = 24;

export {
  FILE_KEY_PATTERN,
  FILE_URL_PATTERN,
  FILES_PATH,
  fileUrlOf,
  isUploadedFileUrl,
} from "./file-addresses.ts";

/**
 * What can be uploaded, for the file picker's `accept` and the messages. The server checks the content,
 * not the name: a renamed executable is refused whatever it is called.
 */
export const ACCEPTED_UPLOAD_EXTENSIONS = [
  ".pdf",
  ".doc",
  ".docx",
  ".ppt",
  ".pptx",
  ".xls",
  ".xlsx",
  ".txt",
  ".png",
  ".jpg",
  ".jpeg",
  ".mp3",
  ".mp4",
] as const;

export const FILE_MESSAGES = {
  noFile: "Choose a file to upload.",
  oneFile: "Upload one file at a time.",
  empty: "The file is empty.",
  tooLarge: `The file is larger than ${MAX_UPLOAD_MB} MB. Choose a smaller file.`,
  unsupportedType:
    "This type of file cannot be uploaded. Choose a PDF, Word, PowerPoint, Excel, plain text, PNG, JPEG, MP3 or MP4 file.",
  notMultipart: "Send the file as multipart/form-data, in a field named file.",
  unreadable: "The upload could not be read. Please try again.",
  tooManyFields: "Send only the file, with no more than a few other form fields.",
  badKey: "Unknown file address",
  notFound: "File not found",
  rangeNotSatisfiable: "The part of the file asked for is past its end.",
  quotaExceeded: `This file would take your uploads past your ${UPLOAD_QUOTA_GB} GB of storage. Delete resources you no longer need, then upload it again.`,
} as const;

/** The refusal once an account has uploaded too many files in a short time; `wait` as "3 minutes". */
export const tooManyUploadsMessage = (wait: string) =>
  `You have uploaded a lot of files in a short time. Please wait ${wait} and try again.`;

/** The `code` of each upload or download failure, so the client can act on it without reading the words. */
export const FILE_ERROR_CODES = {
  noFile: "FILE_MISSING",
  oneFile: "FILE_MORE_THAN_ONE",
  empty: "FILE_EMPTY",
  tooLarge: "FILE_TOO_LARGE",
  unsupportedType: "FILE_TYPE_NOT_ALLOWED",
  notMultipart: "FILE_NOT_MULTIPART",
  unreadable: "FILE_UNREADABLE",
  notFound: "FILE_NOT_FOUND",
  rangeNotSatisfiable: "FILE_RANGE_NOT_SATISFIABLE",
  quotaExceeded: "FILE_QUOTA_EXCEEDED",
} as const;

/**
 * The multipart body of `POST /api/files`, for the API document: one part named `file`. The route reads
 * the stream itself (the body is not parsed into an object), so this schema is documentation only.
 */
export const uploadFileBodySchema = z
  .object({
    file: z.string().meta({
      format: "binary",
      description: `The file, at most ${MAX_UPLOAD_MB} MB: PDF, Word, PowerPoint, Excel, plain text (UTF-8), PNG, JPEG, MP3 or MP4, recognised by its content.`,
    }),
  })
  .meta({ description: "multipart/form-data with exactly one file part" });

/**
 * The answer to an upload. `size` is in KB (rounded up); `type` is the resource type the file makes:
 * PDF → pdf; Word and plain text → doc; PowerPoint → ppt; Excel, images, audio and video → other.
 */
export const uploadedFileSchema = z.object({
  fileUrl: z.string().regex(FILE_URL_PATTERN),
  size: z.number().int().min(0),
  type: z.enum(RESOURCE_TYPES),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

export const fileKeyParamsSchema = z.object({
  key: z.string().regex(FILE_KEY_PATTERN, FILE_MESSAGES.badKey),
});
