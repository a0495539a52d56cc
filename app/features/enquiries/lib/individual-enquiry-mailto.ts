import { ACADEMIC_YEARS, PORTAL_SUBJECTS } from "#shared/schemas/catalog.ts";

/** The individual purchase enquiry [2§3]: kept in the browser and sent as an e-mail draft [2§7]. */
export const ENQUIRY_SUBJECT_OPTIONS = PORTAL_SUBJECTS;
/** The form's year groups [2§3]: the academic years, the last without its "(GCSE)". */
export const ENQUIRY_YEAR_GROUPS = ACADEMIC_YEARS.map((year) => year.replace(/ \(GCSE\)$/, ""));
const ENQUIRY_EMAIL_SUBJECT = "Individual Academic Support Inquiry";

export type IndividualEnquiry = {
  name: string;
  email: string;
  phone: string;
  subjects: string[];
  yearGroup: string;
};

/** Every required field is filled: name, email, phone, at least one subject and a year group [2§5]. */
export function isEnquiryComplete(enquiry: IndividualEnquiry): boolean {
  return (
    enquiry.name.trim() !== "" &&
    enquiry.email.trim() !== "" &&
    enquiry.phone.trim() !== "" &&
    enquiry.subjects.length > 0 &&
    enquiry.yearGroup !== ""
  );
}

/** A mailto: link to the support mailbox with the enquiry's subject line and body. */
export function enquiryMailto(supportEmail: string, enquiry: IndividualEnquiry): string {
  const body = [
    `Name: ${enquiry.name.trim()}`,
    `Email: ${enquiry.email.trim()}`,
    `Phone: ${enquiry.phone.trim()}`,
    `Subjects: ${enquiry.subjects.join(", ")}`,
    `Year Group: ${enquiry.yearGroup}`,
  ].join("\r\n");
  return `mailto:${supportEmail}?subject=${encodeURIComponent(ENQUIRY_EMAIL_SUBJECT)}&body=${encodeURIComponent(body)}`;
}
