/**
 * Learning resources [2§2.10], [2§2.11], [2§5], [2§7]: the resource rows every signed-in account reads
 * and the form tutors and admins write them with. A resource carries an uploaded file (`fileUrl`, as
 * `POST /api/files` answered it), a link elsewhere (`externalUrl`), or both.
 */
import { z } from "../zod.ts";
import { ACADEMIC_YEARS, RESOURCE_TYPES } from "./catalog.ts";
import { optionalText, optionalUrl, requiredText } from "./common.ts";
import { isUploadedFileUrl } from "./files.ts";
import { libraryChildQueryField, libraryPageQueryFields, optionalFilterText } from "./library-page.ts";
import { RESOURCE_YEAR_GROUPS } from "./resource-year-groups.ts";

export { RESOURCE_TYPES, type ResourceType } from "./catalog.ts";

export { RESOURCE_SUBJECTS } from "./library-subjects.ts";

export {
  RESOURCE_YEAR_GROUPS,
  type ResourceYearGroup,
  resourceYearGroupOf,
} from "./resource-year-groups.ts";

export const RESOURCE_TITLE_MAX = 200;
export const RESOURCE_DESCRIPTION_MAX = 5000;
export const RESOURCE_SUBJECT_MAX = 100;
/** The largest size in KB a resource can declare (the size column is a 32-bit integer). */
export const RESOURCE_SIZE_MAX = 2_147_483_647;

export const RESOURCE_MESSAGES = {
  title: "Please enter a title",
  subject: "Please select a subject",
  url: "Please enter a valid URL",
  eitherUrl: "Either File URL or External URL must be provided",
  size: "Size must be a number of at least 0",
  sizeMax: `Size must be at most ${RESOURCE_SIZE_MAX.toLocaleString("en-GB")} KB`,
  type: "Please choose a type",
  yearGroup: "Please choose one of the year groups",
  subjectFilter: "Please choose a subject of at most 100 characters",
  typeFilter: `Please choose a type among ${RESOURCE_TYPES.join(", ")}`,
  academicYear: "Please choose one of the academic years",
  childOrYear: "Please give either a child or an academic year, not both",
} as const;

/** The `code` of each resource failure, so the form can act on it without reading the words. */
export const RESOURCE_ERROR_CODES = {
  notFound: "RESOURCE_NOT_FOUND",
  notOwner: "RESOURCE_NOT_OWNER",
  fileMissing: "RESOURCE_FILE_MISSING",
  fileNotYours: "RESOURCE_FILE_NOT_OWNER",
} as const;

export const RESOURCE_ERROR_MESSAGES = {
  notFound: "Resource not found",
  notOwner: "You can only change your own resources.",
  fileMissing: "The uploaded file could not be found. Please upload it again.",
  fileNotYours: "You can only attach files you uploaded.",
} as const;

/** A file's address: a link elsewhere (http or https), or the path of a file uploaded here. */
const fileUrlField = z
  .preprocess(
    (value) => {
      const trimmed = typeof value === "string" ? value.trim() : value;
      return trimmed === "" ? null : trimmed;
    },
    z
      .string({ error: RESOURCE_MESSAGES.url })
      .max(2000, RESOURCE_MESSAGES.url)
      .refine(
        (value) => isUploadedFileUrl(value) || z.url({ protocol: /^https?$/ }).safeParse(value).success,
        RESOURCE_MESSAGES.url,
      )
      .nullish(),
  )
  .transform((value) => value ?? null);

/** An optional choice among `options`: an empty choice is null. */
const optionalChoice = <const T extends readonly [string, ...string[]]>(options: T, message: string) =>
  z
    .preprocess((value) => (value === "" ? null : value), z.enum(options, message).nullish())
    .transform((value) => value ?? null);

/**
 * `POST /api/resources` and `PUT /api/resources/{id}` [2§5], [2§7]. `tutorId` is not one of the fields:
 * the server takes it from the session and drops one sent in the payload (DECISIONS.md).
 */
export const resourceBodySchema = z
  .object({
    title: requiredText(RESOURCE_MESSAGES.title, RESOURCE_TITLE_MAX),
    description: optionalText(RESOURCE_DESCRIPTION_MAX),
    fileUrl: fileUrlField,
    externalUrl: optionalUrl(RESOURCE_MESSAGES.url),
    type: z.enum(RESOURCE_TYPES, RESOURCE_MESSAGES.type).default("pdf"),
    size: z
      .number(RESOURCE_MESSAGES.size)
      .int(RESOURCE_MESSAGES.size)
      .min(0, RESOURCE_MESSAGES.size)
      .max(RESOURCE_SIZE_MAX, RESOURCE_MESSAGES.sizeMax)
      .nullish()
      .transform((value) => value ?? null),
    subject: requiredText(RESOURCE_MESSAGES.subject, RESOURCE_SUBJECT_MAX),
    yearGroup: optionalChoice(RESOURCE_YEAR_GROUPS, RESOURCE_MESSAGES.yearGroup),
  })
  .superRefine((value, context) => {
    if (value.fileUrl === null && value.externalUrl === null) {
      context.addIssue({ code: "custom", path: ["fileUrl"], message: RESOURCE_MESSAGES.eitherUrl });
    }
  });
export type ResourceBody = z.input<typeof resourceBodySchema>;
export type ResourceValues = z.output<typeof resourceBodySchema>;

/** The subject filter: exact, as the form stores it; empty is no filter. */
const subjectFilter = optionalFilterText(RESOURCE_SUBJECT_MAX, RESOURCE_MESSAGES.subjectFilter);

/**
 * `GET /api/resources?limit=&cursor=&search=&type=&subject=` (decision 039): every parameter is optional;
 * without `limit` the answer is every matching resource. `search` matches title, description or subject,
 * case-insensitively; `type` and `subject` match exactly; empty is no filter.
 */
export const resourcesQuerySchema = z.object({
  ...libraryPageQueryFields,
  type: optionalChoice(RESOURCE_TYPES, RESOURCE_MESSAGES.typeFilter),
  subject: subjectFilter,
});
export type ResourcesQuery = z.input<typeof resourcesQuerySchema>;

/**
 * `GET /api/student/resources?yearGroup=&subject=`: the family's library, or one folder of the folder
 * browser [2§2.10] (resources with exactly that year group and subject); an empty filter is no filter.
 * It pages and searches as `GET /api/resources` does. For the student screens (decision 049), `studentId`
 * (the chosen child) or `academicYear` (a session's year) keeps the resources of that year's year group
 * (`resourceYearGroupOf`) and those of no year group; one or the other, not both.
 */
export const familyResourcesQuerySchema = resourcesQuerySchema
  .extend({
    yearGroup: optionalChoice(RESOURCE_YEAR_GROUPS, RESOURCE_MESSAGES.yearGroup),
    studentId: libraryChildQueryField,
    academicYear: optionalChoice(ACADEMIC_YEARS, RESOURCE_MESSAGES.academicYear),
  })
  .refine((query) => query.studentId === undefined || query.academicYear === null, {
    path: ["academicYear"],
    message: RESOURCE_MESSAGES.childOrYear,
  });
export type FamilyResourcesQuery = z.input<typeof familyResourcesQuerySchema>;

export const resourceSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  /** An uploaded file's path (`/api/files/<key>`) or a link elsewhere; null when the resource is a link. */
  fileUrl: z.string().nullable(),
  externalUrl: z.string().nullable(),
  type: z.enum(RESOURCE_TYPES),
  /** KB. */
  size: z.number().nullable(),
  subject: z.string(),
  yearGroup: z.string().nullable(),
  tutorId: z.number(),
  /** The owner's full name: the library is shared, so each resource says whose it is. */
  tutorName: z.string().nullable(),
  uploadedAt: z.string(),
});
export type Resource = z.infer<typeof resourceSchema>;
