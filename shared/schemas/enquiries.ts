/** The landing page's Partner With Us form [1§2], sent to `POST /api/enquiries` (DECISIONS.md). */
import { z } from "../zod.ts";

import { COMPANY_SIZES, ENQUIRY_ROLES, ENQUIRY_MAX_LENGTHS as MAX } from "./enquiry-options.ts";

export { COMPANY_SIZES, ENQUIRY_ROLES };

export const createEnquiryBodySchema = z.object({
  fullName: z
    .string()
    .trim()
    .min(2, "Please enter your full name")
    .max(MAX.fullName, `Please keep your name to ${MAX.fullName} characters`),
  companyName: z
    .string()
    .trim()
    .min(2, "Please enter your company name")
    .max(MAX.companyName, `Please keep the company name to ${MAX.companyName} characters`),
  role: z.enum(ENQUIRY_ROLES, { error: "Please select your role" }),
  email: z
    .string()
    .trim()
    .email("Please enter a valid email address")
    .max(MAX.email, "Please enter a valid email address"),
  phone: z
    .string()
    .trim()
    .min(7, "Please enter a valid phone number")
    .max(MAX.phone, "Please enter a valid phone number")
    .regex(/^[0-9+()\-\s]+$/, "Please enter a valid phone number"),
  companySize: z.enum(["1-49", "50-249", "250+"], { error: "Please select your company size" }),
  message: z
    .string()
    .trim()
    .max(MAX.message, `Please keep your message to ${MAX.message} characters`)
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type CreateEnquiryBody = z.input<typeof createEnquiryBodySchema>;

export const enquirySchema = z.object({
  id: z.number(),
  fullName: z.string(),
  companyName: z.string(),
  role: z.string(),
  email: z.string(),
  phone: z.string(),
  companySize: z.string(),
  message: z.string().nullable(),
  createdAt: z.string(),
});
export type Enquiry = z.infer<typeof enquirySchema>;
