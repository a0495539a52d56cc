import type { Feature } from "#app/components/public/page-sections.tsx";
import { facts } from "#app/content/shared.ts";

export const guaranteesMeta = {
  title: "Our Guarantees",
  description: `Quality teaching, ${facts.uptime} uptime, replies within ${facts.enquiryResponse}, a ${facts.satisfactionRefundDays}-day satisfaction promise and GDPR-compliant data protection.`,
};

export const guaranteesHero = {
  eyebrow: "Guarantees",
  title: "Promises we put in writing",
  lead: "Choosing a benefit for your people is a decision you have to stand behind. These are the commitments we make to every organisation and family we work with.",
};

export const guarantees = {
  title: "Our three guarantees",
  items: [
    {
      title: "Quality guarantee",
      text: "Every lesson is taught by a qualified subject specialist, follows the curriculum and is recorded so quality can be reviewed.",
    },
    {
      title: "Service reliability",
      text: `A platform available ${facts.uptime} of the time, with sessions running to the published schedule through term time.`,
    },
    {
      title: "Satisfaction promise",
      text: `New corporate clients who are not satisfied can ask for a full refund within ${facts.satisfactionRefundDays} days.`,
    },
  ] satisfies Feature[],
};

export const serviceLevels = {
  title: "Service level agreement",
  intro: "Four measurable commitments, reported to you on request.",
  items: [
    { figure: facts.uptime, label: "Platform uptime" },
    { figure: facts.enquiryResponseTime, label: "Reply to enquiries, on business days" },
    { figure: facts.technicalResponseTime, label: "Response to technical issues, in operational hours" },
    { figure: `${facts.launchWithinHours} hours`, label: "From your decision to launch" },
  ],
};

export const dataProtection = {
  title: "Data protection guarantees",
  items: [
    "We process personal data under UK GDPR and only for the purposes we state",
    "Data is encrypted in transit and access is limited to the staff who need it",
    "We never sell personal data or use children's data for marketing",
    `Breaches are reported to the regulator within ${facts.breachNotificationHours} hours`,
    `Requests to access, correct or delete data are answered within ${facts.dataRightsResponseDays} days`,
  ],
};

export const credentialsWarranty = {
  title: "Specialist credentials warranty",
  text: `We warrant that every teacher holds a relevant degree, has at least ${facts.minimumTeachingYears} years of teaching experience and has passed an enhanced DBS check, and we check these before a teacher's first lesson.`,
};

export const guaranteesContact = {
  title: "Questions about our guarantees?",
  text: "Talk to us about service levels, data protection or references.",
  action: "Contact Us",
};
