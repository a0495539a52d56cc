/** The individual purchase inquiry [2§3]: kept in the browser and sent as an e-mail draft [2§7]. */
export const INQUIRY_SUBJECT_OPTIONS = [
  "Mathematics",
  "English",
  "Science",
  "Physics",
  "Chemistry",
  "Biology",
] as const;
export const INQUIRY_YEAR_GROUPS = [
  "Year 5",
  "Year 6",
  "Year 7",
  "Year 8",
  "Year 9",
  "Year 10",
  "Year 11",
] as const;
export const INQUIRY_EMAIL_SUBJECT = "Individual Academic Support Inquiry";

export type IndividualInquiry = {
  name: string;
  email: string;
  phone: string;
  subjects: string[];
  yearGroup: string;
};

/** Every required field is filled: name, email, phone, at least one subject and a year group [2§5]. */
export function isInquiryComplete(inquiry: IndividualInquiry): boolean {
  return (
    inquiry.name.trim() !== "" &&
    inquiry.email.trim() !== "" &&
    inquiry.phone.trim() !== "" &&
    inquiry.subjects.length > 0 &&
    inquiry.yearGroup !== ""
  );
}

/** A mailto: link to the support mailbox with the inquiry's subject line and body. */
export function inquiryMailto(supportEmail: string, inquiry: IndividualInquiry): string {
  const body = [
    `Name: ${inquiry.name.trim()}`,
    `Email: ${inquiry.email.trim()}`,
    `Phone: ${inquiry.phone.trim()}`,
    `Subjects: ${inquiry.subjects.join(", ")}`,
    `Year Group: ${inquiry.yearGroup}`,
  ].join("\r\n");
  return `mailto:${supportEmail}?subject=${encodeURIComponent(INQUIRY_EMAIL_SUBJECT)}&body=${encodeURIComponent(body)}`;
}
