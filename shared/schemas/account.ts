/**
 * A family's data rights (DECISIONS.md "A family's data rights (GDPR)", decision 030): the export of
 * everything the platform holds about the family, and the erasure of its account.
 */
import { z } from "../zod.ts";
import { PASSWORD_MAX } from "./common.ts";

/** The phrase a family (or an admin, on its request) types to confirm an erasure. */
export const ERASURE_CONFIRMATION = "DELETE";

export const ACCOUNT_MESSAGES = {
  passwordRequired: "Please enter your password",
  passwordIncorrect: "Your password is incorrect",
  confirmation: `Please type ${ERASURE_CONFIRMATION} to confirm`,
  erased: "Your account and your children's details have been deleted.",
  familyErased: "The family's account has been deleted.",
  familyNotFound: "No family account has this id",
} as const;

const confirmationField = z
  .string(ACCOUNT_MESSAGES.confirmation)
  .trim()
  .refine((value) => value === ERASURE_CONFIRMATION, ACCOUNT_MESSAGES.confirmation);

/**
 * `POST /api/account/delete`: the family's own password (DECISIONS.md's payload, `{password}`). The
 * screen also sends the typed confirmation; when a caller sends it, it must be the word.
 */
export const deleteAccountBodySchema = z.object({
  password: z
    .string(ACCOUNT_MESSAGES.passwordRequired)
    .min(1, ACCOUNT_MESSAGES.passwordRequired)
    .max(PASSWORD_MAX, ACCOUNT_MESSAGES.passwordIncorrect),
  confirmation: confirmationField.optional(),
});
export type DeleteAccountBody = z.input<typeof deleteAccountBodySchema>;

/** `POST /api/admin/families/{id}/erase`: the admin types the same confirmation. */
export const eraseFamilyBodySchema = z.object({ confirmation: confirmationField });
export type EraseFamilyBody = z.input<typeof eraseFamilyBodySchema>;

/** The answer of both erasures. */
export const accountErasedSchema = z.object({ message: z.string() });

/** The shortest and longest text `GET /api/admin/families?search=` looks for. */
export const FAMILY_SEARCH_MIN = 2;
export const FAMILY_SEARCH_MAX = 100;

export const familySearchQuerySchema = z.object({
  search: z
    .string("Type at least 2 characters of a username, e-mail or name")
    .trim()
    .min(FAMILY_SEARCH_MIN, "Type at least 2 characters of a username, e-mail or name")
    .max(FAMILY_SEARCH_MAX, `Search for at most ${FAMILY_SEARCH_MAX} characters`),
});

/** A family account as the admin's search lists it. */
export const familyAccountSchema = z.object({
  id: z.number(),
  fullName: z.string(),
  username: z.string(),
  email: z.string(),
  companyName: z.string().nullable(),
  createdAt: z.string(),
});
export type FamilyAccount = z.infer<typeof familyAccountSchema>;

/** At most this many accounts answer one search (type more to narrow it). */
export const FAMILY_SEARCH_LIMIT = 20;

/** The JSON document of `GET /api/account/export` (and the admin's copy for a family). */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  account: z.object({
    fullName: z.string(),
    username: z.string(),
    email: z.string(),
    role: z.string(),
    companyName: z.string().nullable(),
    createdAt: z.string(),
    activatedAt: z.string().nullable(),
  }),
  /** The choices the family made that concern its data (never a token, a hash or a secret). */
  settings: z.object({
    calendarFeed: z.object({
      enabled: z.boolean(),
      createdAt: z.string().nullable(),
      lastFetchedAt: z.string().nullable(),
    }),
    twoFactorSignIn: z.object({ enabled: z.boolean(), enabledAt: z.string().nullable() }),
  }),
  children: z.array(
    z.object({
      id: z.number(),
      firstName: z.string().nullable(),
      grade: z.string(),
      subjects: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  bookings: z.array(
    z.object({
      childId: z.number().nullable(),
      sessionTitle: z.string(),
      subject: z.string(),
      scheduledFor: z.string(),
      sessionStatus: z.string(),
      bookedAt: z.string(),
    }),
  ),
  attendance: z.array(
    z.object({
      childId: z.number().nullable(),
      sessionTitle: z.string(),
      subject: z.string(),
      scheduledFor: z.string(),
      present: z.boolean(),
      markedAt: z.string(),
    }),
  ),
  recordingViews: z.array(
    z.object({ recordingTitle: z.string(), subject: z.string(), viewedAt: z.string() }),
  ),
  messageThreads: z.array(
    z.object({
      tutorName: z.string().nullable(),
      startedAt: z.string(),
      messages: z.array(
        z.object({
          from: z.enum(["you", "tutor"]),
          senderName: z.string().nullable(),
          /** As the family reads it: the school's notice in place of a hidden message. */
          body: z.string(),
          sentAt: z.string(),
          hiddenBySchool: z.boolean(),
        }),
      ),
    }),
  ),
  signInHistory: z.array(
    z.object({
      at: z.string(),
      succeeded: z.boolean(),
      /** The network the attempt came from (an IPv6 client's /64). */
      address: z.string(),
      browser: z.string().nullable(),
    }),
  ),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

export { exportFileName } from "./account-export-file.ts";

/** The failures of these calls the client can act on. */
export const ACCOUNT_ERROR_CODES = {
  passwordIncorrect: "ACCOUNT_PASSWORD_INCORRECT",
  familyNotFound: "ACCOUNT_FAMILY_NOT_FOUND",
} as const;
