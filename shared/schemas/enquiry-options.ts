/**
 * The Partner With Us form's choices [1§2], without zod, so the landing page can list them without
 * loading the validation library (the schema in enquiries.ts re-exports and uses them).
 */
export const ENQUIRY_ROLES = [
  "HR Director/VP",
  "CEO/C-Suite Executive",
  "Benefits Manager",
  "HR Business Partner",
  "Other",
] as const;
export const COMPANY_SIZES = [
  { value: "1-49", label: "Small 1-49" },
  { value: "50-249", label: "Medium 50-249" },
  { value: "250+", label: "Large 250+ employees" },
] as const;

/** Longest accepted value of each Partner With Us field (the form's maxLength and the API's rule). */
export const ENQUIRY_MAX_LENGTHS = {
  fullName: 120,
  companyName: 200,
  email: 254,
  phone: 30,
  message: 2000,
} as const;
