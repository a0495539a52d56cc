import type { Feature, Quote } from "#app/components/public/page-sections.tsx";
import { facts } from "#app/content/shared.ts";

export const employersMeta = {
  title: "For Employers",
  description: `Offer working parents live online tuition for their children: a benefit that helps recruitment and retention, launched within ${facts.launchWithinHours} hours.`,
};

export const employersHero = {
  eyebrow: "For Employers",
  title: "The family benefit that helps you hire and keep great people",
  lead: `Working parents worry about their children's schooling. Give them ${facts.lessonsPerWeek} live lessons a week with specialist teachers, from ${facts.yearRange}, as part of your benefits package.`,
  partner: "Partner With Us",
  chat: "Chat With Our Team",
  email: "Email Us",
  emailSubject: "Employee benefit enquiry",
};

export const employerReasons = {
  title: "What the benefit does for your organisation",
  items: [
    {
      title: "Recruitment",
      text: "A distinctive benefit for experienced candidates with families, in a market where salary alone does not decide.",
    },
    {
      title: "Retention",
      text: "A benefit used every week builds loyalty; leaving would mean the children losing their lessons too.",
    },
    {
      title: "Employer brand",
      text: "Show, not tell, that you support working families, and give your people something to talk about.",
    },
    {
      title: "Wellbeing",
      text: "Less worry about homework and exams at home means more focus and less stress at work.",
    },
  ] satisfies Feature[],
};

export const onboarding = {
  title: "Onboarding your employees",
  intro: "Choose the registration option that suits your organisation, or combine them.",
  items: [
    {
      title: "CSV upload",
      text: "Send us a list of employees and we create their accounts and e-mail their sign-in details.",
    },
    {
      title: "QR codes",
      text: "Share a QR code in the office, on the intranet or in a newsletter; employees scan it and register.",
    },
    {
      title: "Registration codes",
      text: "Give each employee an individual registration code to create their family account.",
    },
  ] satisfies Feature[],
};

export const launchPath = {
  title: `From decision to launch in ${facts.launchWithinHours} hours`,
  steps: [
    { title: "Agree", text: "Tell us how many places you need and we confirm the agreement and your quote." },
    {
      title: "Set up",
      text: "We set up your company account within a few days of agreement and prepare your registration links.",
    },
    {
      title: "Launch",
      text: `Within ${facts.launchWithinHours} hours of your decision, employees can register and book their children's first lessons.`,
    },
  ] satisfies Feature[],
};

export const employerTestimonial = {
  title: "What employers say",
  quote: {
    quote:
      "We announced the benefit on a Monday and the first children were in lessons that week. Parents in every department have thanked us for it.",
    by: "Head of Reward and Benefits",
    context: "UK healthcare organisation",
  } satisfies Quote,
};

export const employersCta = {
  title: "Ready to offer tuition to your people?",
  text: `Tell us about your organisation and we will reply within ${facts.enquiryResponse}.`,
};
