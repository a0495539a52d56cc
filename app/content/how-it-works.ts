import type { FaqItem } from "#app/components/public/faq.tsx";
import type { Feature } from "#app/components/public/page-sections.tsx";
import { facts } from "#app/content/shared.ts";

export const howItWorksMeta = {
  title: "How It Works",
  description: `How employers, parents and pupils get started: onboarding in days, ${facts.lessonsPerWeek} live lessons a week and recordings within ${facts.recordingsWithin}.`,
};

export const howItWorksHero = {
  eyebrow: "How It Works",
  title: "From sign-up to first lesson in three steps",
  lead: "Employers offer the benefit, parents register in minutes and children join live online lessons with specialist teachers. Here is how each part works.",
};

export const howItWorksSteps = {
  title: "Three steps",
  steps: [
    {
      title: "Easy Onboarding",
      text: "Your company is set up within a few days of agreement. Employees register with a CSV upload, a QR code or an individual registration code, whichever suits you.",
    },
    {
      title: "Flexible Learning",
      text: `${facts.lessonsPerWeek} live lessons a week, usually Monday to Friday in term time, with every session recorded and ready within ${facts.recordingsWithin} for children who miss one.`,
    },
    {
      title: "Positive Impact",
      text: "Children gain confidence and results; parents gain peace of mind and time back; employers gain a benefit that people talk about.",
    },
  ] satisfies Feature[],
};

export const audienceSections = {
  title: "What it means for you",
  items: [
    {
      id: "for-businesses",
      title: "For businesses",
      intro: "A benefit you can launch quickly and that runs itself.",
      points: [
        `Launch within ${facts.launchWithinHours} hours of your decision`,
        "Three ways to register employees: CSV upload, QR codes or individual registration codes",
        "Pay per place for the academic year, prorated if you join mid-year",
        "One point of contact and clear service levels",
      ],
    },
    {
      id: "for-parents",
      title: "For parents",
      intro: "Support for your child without the school-run logistics of traditional tutoring.",
      points: [
        "Log in with the credentials your employer provides and add your children",
        "See the week's schedule, recorded lessons and learning resources in the parent portal",
        "Stay in touch through the parent messaging system",
        "Sessions take place online, so there is no travel",
      ],
    },
    {
      id: "for-students",
      title: "For students",
      intro: "Lively lessons with a specialist teacher and a small group of classmates.",
      points: [
        `Groups of ${facts.groupSize} pupils, so there is time for questions`,
        `Lessons from ${facts.yearRange} in Maths, English, Biology, Chemistry and Physics`,
        "Recordings to revisit a topic before a test",
        "Resources and exam preparation built into every course",
      ],
    },
  ],
} as const;

export const technicalRequirements = {
  title: "Technical requirements",
  intro: "Lessons run in the browser, with nothing to install.",
  items: [
    "A laptop, desktop or tablet with an up-to-date browser (Chrome, Edge, Firefox or Safari)",
    "A webcam and microphone, or a headset",
    "A broadband connection",
    "A quiet place to learn",
  ],
};

export const howItWorksFaq: { title: string; items: FaqItem[] } = {
  title: "Frequently asked questions",
  items: [
    {
      question: "How quickly can our employees start?",
      answer: `We can launch within ${facts.launchWithinHours} hours of your decision, and your company account is set up within a few days of agreement.`,
    },
    {
      question: "What if my child misses a live lesson?",
      answer: `Every session is recorded and available in the portal within ${facts.recordingsWithin}.`,
    },
    {
      question: "How big are the groups?",
      answer: `Groups have ${facts.groupSize} pupils, large enough for lively discussion and small enough for individual attention.`,
    },
    {
      question: "Which year groups and subjects do you teach?",
      answer:
        "Mathematics and English from Year 5, and Biology, Chemistry and Physics from Year 7, through to GCSE.",
    },
    {
      question: "Who supervises younger learners?",
      answer:
        "Children use the service under their parent's account and supervision; parents can see sessions, recordings and resources.",
    },
  ],
};

export const howItWorksContact = {
  title: "Questions before you start?",
  text: `Message us or send an e-mail: we reply within ${facts.enquiryResponse}.`,
  chatEmployer: "Chat as an Employer",
  chatParent: "Chat as a Parent",
  backHome: "Back to Home",
  addressLabel: "Contact address",
  emailLabel: "Support",
};
