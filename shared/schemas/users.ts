import { z } from "../zod.ts";

/**
 * Accounts: the roles an account can hold (DECISIONS.md: a family account is stored as `parent`; an
 * employer's HR manager as `hr`).
 */
export const USER_ROLES = ["admin", "tutor", "parent", "hr"] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Codes of the account conflicts the API answers with (409), so forms put them on the right field. */
export const USER_ERROR_CODES = { usernameTaken: "USERNAME_TAKEN", emailTaken: "EMAIL_TAKEN" } as const;

/**
 * `GET /api/demo-data`: whether the published demo accounts (README sign-ins) exist, so the signed-in
 * screens can say plainly that they show demo data (demo data never goes unnoticed).
 */
export const demoDataSchema = z.object({ demoAccounts: z.boolean() });
export type DemoData = z.infer<typeof demoDataSchema>;
