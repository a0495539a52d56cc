/** The landing page's Partner With Us form [1§2], sent to `POST /api/enquiries` (DECISIONS.md). */
import { z } from "../zod.ts";

import { COMPANY_SIZES, ENQUIRY_ROLES } from "./enquiry-options.ts";

export { COMPANY_SIZES, ENQUIRY_ROLES };

export const createEnquiryBodySchema = z.object({
  fullName: z.string().trim().min(2, "Please enter your full name").max(120),
  companyName: z.string().trim().min(2, "Please enter your company name").max(200),
  role: z.enum(ENQUIRY_ROLES, { error: "Please select your role" }),
  email: z.string().trim().email("Please enter a valid email address").max(254),
  phone: z
    .string()
    .trim()
    .min(7, "Please enter a valid phone number")
    .max(30)
    .regex(/^[0-9+()\-\s]+$/, "Please enter a valid phone number"),
  companySize: z.enum(["1-49", "50-249", "250+"], { error: "Please select your company size" }),
  message: z
    .string()
    .trim()
    .max(2000)
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
