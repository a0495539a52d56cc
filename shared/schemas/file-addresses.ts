/**
 * Where uploaded files are served and how their addresses look (DECISIONS.md "Resource files"), apart from
 * the upload's zod schemas in `files.ts`, which re-exports them: a library screen that only tells an
 * uploaded file from a link does not load zod (decision 055).
 */

/** Where uploaded files are served: `${FILES_PATH}/<key>`. */
export const FILES_PATH = "/api/files";

/** A file's key: random, 24 URL-safe base64 characters (144 bits), never derived from its name. */
export const FILE_KEY_PATTERN = /^[A-Za-z0-9_-]{24}$/;

/** The address of an uploaded file, as `fileUrl` carries it: a path on this site. */
export const FILE_URL_PATTERN = /^\/api\/files\/[A-Za-z0-9_-]{24}$/;

export const fileUrlOf = (key: string) => `${FILES_PATH}/${key}`;

/** Whether a resource's `fileUrl` names a file uploaded here (rather than a link elsewhere). */
export const isUploadedFileUrl = (value: string) => FILE_URL_PATTERN.test(value);
