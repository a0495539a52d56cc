/**
 * Tutors [1§5]: the admin's Add Teacher and Edit Teacher forms and the tutor rows ('Teacher' is the
 * visible label; the code says tutor).
 */
import { z } from "../zod.ts";
import { EMAIL_MESSAGE, PASSWORD_MESSAGE, USERNAME_MESSAGE } from "./auth.ts";
import { YEARS_EXPERIENCE } from "./catalog.ts";
import { USER_ROLES } from "./users.ts";

const tutorProfileFields = {
  email: z.string().trim().email(EMAIL_MESSAGE).max(254),
  fullName: z.string().trim().min(2, "Full name is required").max(120),
  subjects: z.array(z.string().trim().min(1).max(60)).min(1, "Please select at least one subject").max(20),
  qualifications: z.string().trim().min(2, "Please enter teacher qualifications").max(2000),
  bio: z.string().trim().min(10, "Please provide a brief teacher biography").max(5000),
  yearsExperience: z.enum(YEARS_EXPERIENCE, { error: "Years of experience is required" }),
};

export const createTutorBodySchema = z.object({
  username: z.string().trim().min(3, USERNAME_MESSAGE).max(50),
  password: z.string().min(6, PASSWORD_MESSAGE).max(200),
  ...tutorProfileFields,
  sendInvite: z.boolean().default(true),
  role: z.literal("tutor").optional(),
});
export type CreateTutorBody = z.input<typeof createTutorBodySchema>;

export const updateTutorBodySchema = z.object({ ...tutorProfileFields, isActive: z.boolean() }).partial();
export type UpdateTutorBody = z.input<typeof updateTutorBodySchema>;

export const tutorSchema = z.object({
  id: z.number(),
  fullName: z.string(),
  email: z.string(),
  username: z.string(),
  role: z.enum(USER_ROLES),
  createdAt: z.string(),
  subjects: z.array(z.string()),
  qualifications: z.string().nullable(),
  bio: z.string().nullable(),
  yearsExperience: z.string().nullable(),
  isActive: z.boolean(),
  /** Still on the temporary password the admin gave (which expires after 7 days; a new one can be issued). */
  awaitingFirstSignIn: z.boolean(),
});
export type Tutor = z.infer<typeof tutorSchema>;

/** `POST /api/admin/tutors/{id}/temporary-password`: a new temporary password, shown once to the admin. */
export const tutorTemporaryPasswordSchema = z.object({
  fullName: z.string(),
  username: z.string(),
  email: z.string(),
  password: z.string(),
});
export type TutorTemporaryPassword = z.infer<typeof tutorTemporaryPasswordSchema>;
