/** Policy pages [2§2.18], [2§9]. */
import type { LegalSection } from "#app/components/public/legal-document.tsx";
import { facts } from "#app/content/shared.ts";

export const privacyMeta = {
  title: "Privacy Policy",
  description:
    "How we collect, use, keep and protect personal data under UK GDPR: retention periods, your rights and how to contact us.",
};

export const privacyPolicy = {
  title: "Privacy Policy",
  lastUpdated: "27 November 2026",
  intro:
    "This policy explains what personal data we collect when employers, parents and pupils use our online tuition service and website, why we use it, how long we keep it and the rights you have. We are the data controller for the data described here and we process it under the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.",
  sections: [
    {
      title: "1. Data we collect",
      items: [
        "Account data: names, e-mail addresses, usernames, and your employer where the service is an employee benefit",
        "Student learning data: year group, subjects, session attendance, recorded lesson views and notes from teachers",
        "Enquiry data: the details you send through our contact forms, e-mail or messaging app",
        "Payment data: invoices and payment records for subscriptions and individual purchases",
        "Technical data: log records such as IP address, browser type and the pages requested, kept to run and secure the service",
        "Cookie data: the choices you make in our cookie banner",
      ],
    },
    {
      title: "2. How and why we use it",
      paragraphs: [
        "We use personal data only for the purposes below, each with a lawful basis under UK GDPR:",
      ],
      items: [
        "To provide lessons, recordings, resources and the portals: performance of a contract with you or your employer",
        "To answer enquiries and support requests: our legitimate interests in responding to you",
        "To keep accounts secure and the service reliable: our legitimate interests and legal obligations",
        "To send marketing, where you have agreed: your consent, which you can withdraw at any time",
        "To keep financial records: our legal obligations",
      ],
    },
    {
      title: "3. Children's data",
      paragraphs: [
        "Children use the service through a parent's account and under parental supervision. We collect only what is needed to teach them, never use children's data for marketing and never sell it.",
      ],
    },
    {
      title: "4. Lessons in our lesson room",
      paragraphs: [
        "Live lessons take place in our own lesson room, and every lesson held there is recorded so that pupils who missed it can catch up. The room tells everyone so when they enter.",
        "The recording holds the tutor's camera, the tutor's screen when the tutor shares it, and the room's sound, which includes what pupils say with their microphone on. A child's camera is never recorded: it is seen live only by those in the lesson.",
        "For safeguarding, the room also keeps a join log (who entered and left, and when) and the lesson's chat, including any message the tutor hid. Our administrators can see the join log, the chat and the recording of every lesson; the lesson's tutor can see its chat. Employers never see them.",
        "When a family's account is erased, its children's names are removed from the join logs and the text of its chat messages is replaced with \"Message removed\", at once.",
      ],
    },
    {
      title: "5. Sharing data",
      paragraphs: [
        "We share data only with service providers who help us run the service (such as hosting, e-mail and video streaming), under contracts that require them to protect it, and with authorities where the law requires. Where the service is an employee benefit, we tell your employer which accounts are registered, but not your child's learning data.",
      ],
    },
    {
      title: "6. How long we keep data",
      items: [
        "Account data: 3 years after the account is closed",
        "Student learning data: 7 years after the relationship ends",
        "Payment data: 7 years",
        "Technical logs: 12 months",
        "Marketing consent: until you withdraw it",
        "Lesson room join logs and chat: kept with the lesson's records, as long as student learning data",
        "Lesson recordings: kept as recorded lessons in the library until we delete them",
        "The lesson room's raw recording files: deleted as soon as the recording is published as a recorded lesson",
      ],
    },
    {
      title: "7. Security",
      paragraphs: [
        `We encrypt data in transit, store passwords only as secure hashes, limit access to the staff who need it and review our safeguards regularly. If a personal data breach puts your rights at risk, we notify the regulator (the Information Commissioner's Office) within ${facts.breachNotificationHours} hours and tell you without undue delay where required.`,
      ],
    },
    {
      title: "8. Your rights",
      paragraphs: ["Under UK GDPR you have the right to:"],
      items: [
        "access the personal data we hold about you",
        "have inaccurate data corrected",
        "have data erased where there is no reason for us to keep it",
        "restrict or object to our processing",
        "receive your data in a portable format",
        "withdraw consent at any time, where we rely on it",
      ],
    },
    {
      title: "9. Exercising your rights",
      paragraphs: [
        `Write to us at the address below. We respond to every data-rights request within ${facts.dataRightsResponseDays} days. If you are not satisfied with our answer, you can complain to the Information Commissioner's Office.`,
      ],
    },
    {
      title: "10. Cookies",
      paragraphs: [
        "Necessary cookies keep you signed in and the site secure. Analytics, marketing and preference cookies are used only if you allow them in the cookie banner; you can change your choice at any time with Cookie Settings in the website's footer.",
      ],
    },
    {
      title: "11. Changes to this policy",
      paragraphs: [
        "We update this policy when our practices change and show the date of the latest update at the top of this page.",
      ],
    },
  ] satisfies LegalSection[],
  contactTitle: "12. Contact us",
  emailLabel: "E-mail",
};
