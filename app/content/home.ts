import type { FaqItem } from "#app/components/public/faq.tsx";
import type { Feature, Quote } from "#app/components/public/page-sections.tsx";
import { facts } from "#app/content/shared.ts";

export const homeMeta = {
  title: "Live online tuition as an employee benefit",
  description:
    "Live online group lessons from Year 5 to GCSE in Maths, English and the sciences: a staff benefit for working parents, or bought directly by families.",
};

export const homeHero = {
  eyebrow: "An employee benefit for working parents",
  title: "Live online tuition for your employees' children",
  lead: `Expert-led group lessons from ${facts.yearRange} in Maths, English, Biology, Chemistry and Physics. ${facts.lessonsPerWeek} live lessons every week of the academic year, with every session recorded for catch-up.`,
  primaryAction: "Partner With Us",
  secondaryAction: "Explore the Benefits",
  chatAction: "Chat With Us",
};

export const homeStats = {
  label: "The service in figures",
  items: [
    { figure: `${facts.lessonsPerWeek}`, label: "live lessons every week" },
    { figure: `${facts.weeksPerYear}`, label: "weeks of the academic year" },
    { figure: facts.groupSize, label: "pupils in each group" },
    { figure: "24 h", label: "until each recording is ready" },
  ],
} as const;

export const serviceTiles = {
  title: "Support for every stage of school",
  intro:
    "From the first steps in Year 5 to the last GCSE paper, our specialists cover what children need and what parents worry about.",
  items: [
    { title: "1-1 tuition", text: "Focused one-to-one sessions for the 11+, GCSE and A Levels." },
    {
      title: "Small group tuition",
      text: "Close attention in small groups, with time for every question.",
    },
    {
      title: "Larger group lessons",
      text: `Live lessons for groups of ${facts.groupSize}, following the school curriculum through the year.`,
    },
    {
      title: "1-1 SEN support",
      text: "Patient, individual support for children with special educational needs.",
    },
    {
      title: "English Additional Language (EAL)",
      text: "Building the confidence and vocabulary to thrive in an English-speaking classroom.",
    },
    {
      title: "Interview practice",
      text: "Rehearsal and feedback so children walk into school interviews prepared.",
    },
    {
      title: "School admissions support",
      text: "Clear guidance for families through applications and admissions.",
    },
  ] satisfies Feature[],
};

export const employerBenefits = {
  title: "Why employers offer our tuition",
  intro:
    "Working parents carry their children's education into work with them. Taking part of that weight off their shoulders pays back in three ways.",
  items: [
    {
      title: "Retention",
      text: "A benefit the whole family uses every week gives parents a strong reason to stay.",
    },
    {
      title: "Recruitment",
      text: "Stand out to experienced candidates with a benefit few employers offer.",
    },
    {
      title: "Reputation",
      text: "Show that you support families in a way that is visible, practical and valued.",
    },
  ] satisfies Feature[],
  highlights: [
    `${facts.lessonsPerWeek} live lessons a week across a ${facts.weeksPerYear}-week academic year`,
    `Groups of ${facts.groupSize} pupils, so every child is seen and heard`,
    `Every session recorded and available within ${facts.recordingsWithin}`,
    "A parent messaging system to stay in touch",
    `Launch within ${facts.launchWithinHours} hours of your decision`,
  ],
};

export const homeTestimonial = {
  title: "What employers say",
  quote: {
    quote:
      "Our working parents told us school support was their biggest worry. Offering live tuition has been the most talked-about benefit we have introduced, and it took almost no effort to set up.",
    by: "HR Director",
    context: "UK logistics company",
  } satisfies Quote,
};

export const educationQuote: Quote = {
  quote: "Education is the most powerful weapon which you can use to change the world.",
  by: "Nelson Mandela",
};

export const contactSection = {
  title: "Partner With Us",
  intro: `Tell us about your organisation and we will reply within ${facts.enquiryResponse} with a proposal for your employees' families.`,
  successTitle: "Thank you, your enquiry has been sent",
  successText: `Our partnerships team will reply within ${facts.enquiryResponse}. If it is urgent, chat with us or send us an e-mail.`,
  submit: "Send Enquiry",
  submitting: "Sending...",
  another: "Send another enquiry",
  genericError: "Your enquiry could not be sent. Please try again or e-mail us.",
  directTitle: "Prefer to talk now?",
  email: "Email Us",
  emailSubject: "Partnership enquiry",
  followTitle: "Follow us",
};

/** Labels of the contact form [1§2]; the values follow shared/schemas/enquiries.ts. */
export const partnerEnquiryFormLabels = {
  fullName: "Full Name",
  companyName: "Company Name",
  role: "Role within Company",
  email: "Email Address",
  phone: "Phone Number",
  companySize: "Company Size",
  message: "Message (optional)",
  rolePlaceholder: "Select your role",
  sizePlaceholder: "Select company size",
};

export const homePricing = {
  title: "Simple pricing per place",
  text: "You pay per place for the academic year, prorated if you join mid-year. Every place includes live lessons, recordings, resources and the parent portal.",
  action: "See What's Included",
};

export const homeFaq: { title: string; items: FaqItem[] } = {
  title: "Frequently asked questions",
  items: [
    {
      question: "Who can use the benefit?",
      answer: `Your employees' children from ${facts.yearRange}, under their parent's account and supervision.`,
    },
    {
      question: "How quickly can we launch?",
      answer: `Within ${facts.launchWithinHours} hours of your decision; your company account is set up within a few days of agreement.`,
    },
    {
      question: "How do employees register?",
      answer: "By CSV upload, QR code or an individual registration code, whichever suits your organisation.",
    },
    {
      question: "What if a child misses a lesson?",
      answer: `Every lesson is recorded and available within ${facts.recordingsWithin}.`,
    },
  ],
};
