/** Policy pages [2§2.18], [2§9]. */
import type { LegalSection } from "#app/components/public/legal-document.tsx";
import { facts } from "#app/content/shared.ts";

export const termsMeta = {
  title: "Terms of Service",
  description:
    "The terms on which employers, employees and families use our online tuition service: subscriptions, conduct, service levels and liability.",
};

export const termsOfService = {
  title: "Terms of Service",
  lastUpdated: "17 May 2025",
  intro:
    "These terms govern the use of our online tuition service by organisations that buy places for their employees, by those employees and their dependents, and by families who buy directly. By using the service you agree to them.",
  sections: [
    {
      title: "1. Definitions",
      items: [
        "“Service”: our live online lessons, recordings, resources, portals and website",
        "“Client”: an organisation that buys places for its employees",
        "“User”: an employee, a family who buys directly, or a dependent using the service",
        "“Place”: access for one child for the academic year",
      ],
    },
    {
      title: "2. The service",
      paragraphs: [
        `We provide around ${facts.lessonsPerWeek} live group lessons per week over a ${facts.weeksPerYear}-week academic year (September to July), usually Monday to Friday in term time, in groups of ${facts.groupSize}, with recordings available within ${facts.recordingsWithin}. Subjects and year groups are described on our website.`,
      ],
    },
    {
      title: "3. Accounts and eligibility",
      paragraphs: [
        "Employees register with the details or registration code their employer provides. Employees and their dependents use the service under parental supervision: a parent or guardian holds the account, is responsible for its use and supervises children using it. Keep your sign-in details confidential.",
      ],
    },
    {
      title: "4. Corporate clients",
      paragraphs: [
        `Clients choose how employees register (CSV upload, QR codes or individual registration codes). We set up a client's company within a few days of agreement and can launch within ${facts.launchWithinHours} hours of the client's decision. Clients must give us accurate employee details and tell us when an employee's access should end.`,
      ],
    },
    {
      title: "5. Fees and payment",
      paragraphs: [
        "Fees are charged per place for the academic year, prorated when a place starts part-way through the year. Subscription fees are billed in advance and are non-refundable, except as set out in section 6.",
      ],
    },
    {
      title: "6. Satisfaction promise",
      paragraphs: [
        `A new corporate client who is not satisfied with the service may ask for a refund within ${facts.satisfactionRefundDays} days of the start of its first subscription.`,
      ],
    },
    {
      title: "7. Service levels",
      items: [
        `Platform availability of ${facts.uptime}, excluding announced maintenance`,
        `Replies to enquiries within ${facts.enquiryResponse}`,
        `Responses to technical issues within ${facts.technicalResponse}`,
      ],
    },
    {
      title: "8. Acceptable use",
      paragraphs: [
        "Users must behave respectfully in lessons, must not record, copy or share lessons or resources outside the service, and must not attempt to access accounts or data that are not theirs. We may suspend access that breaks these rules.",
      ],
    },
    {
      title: "9. Teachers and safeguarding",
      paragraphs: [
        `Our teachers are qualified subject specialists with at least ${facts.minimumTeachingYears} years of teaching experience and an enhanced DBS check. We follow safeguarding procedures in every lesson; concerns can be raised with us at any time.`,
      ],
    },
    {
      title: "10. Intellectual property",
      paragraphs: [
        "Lessons, recordings, workbooks and other materials belong to us or our licensors. Users may use them for personal, non-commercial learning only.",
      ],
    },
    {
      title: "11. Data protection",
      paragraphs: ["We process personal data as described in our Privacy Policy, in line with UK GDPR."],
    },
    {
      title: "12. Liability",
      paragraphs: [
        "We provide the service with reasonable skill and care but cannot guarantee particular exam results. Nothing in these terms limits liability that cannot be limited by law. Otherwise our total liability is limited to the fees paid for the affected places in the 12 months before the claim.",
      ],
    },
    {
      title: "13. Changes, termination and governing law",
      paragraphs: [
        "We may update these terms and will show the date of the latest update on this page. Either party may end a subscription at the end of a billing period. These terms are governed by the law of England and Wales.",
      ],
    },
  ] satisfies LegalSection[],
  /** Followed by the support e-mail address. */
  contact: (company: string) => `Questions about these terms? Contact ${company} at`,
};
