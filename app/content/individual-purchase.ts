import type { FaqItem } from "#app/components/public/faq.tsx";
import type { Feature, Quote } from "#app/components/public/page-sections.tsx";
import { facts } from "#app/content/shared.ts";

export const individualMeta = {
  title: "Individual Purchase",
  description: `Buy live online academic support for your child directly: ${facts.lessonsPerWeek} live lessons a week from ${facts.yearRange}, recordings and workbooks, for the full academic year.`,
};

export const individualHero = {
  eyebrow: "Individual Purchase",
  title: "Academic support for your child, bought directly",
  lead: "Your employer does not offer our tuition? Your family can still join. The same live lessons, the same specialist teachers, for the full academic year.",
  formAction: "Start Your Inquiry",
  chat: "Chat on WhatsApp",
};

export const individualBenefits = {
  title: "What you get",
  items: [
    {
      title: "Immediate access",
      text: "Support typically starts within a week of a short conversation about your child's needs.",
    },
    {
      title: "The same quality",
      text: "Exactly the lessons and specialist teachers that employers provide to their staff's families.",
    },
    {
      title: "Academic year support",
      text: `Support runs for the full academic year: ${facts.lessonsPerWeek} live lessons a week over ${facts.weeksPerYear} weeks.`,
    },
    {
      title: "Live lessons, recorded",
      text: `Every live lesson is recorded and available within ${facts.recordingsWithin}, for catch-up and revision.`,
    },
    {
      title: "Workbooks",
      text: "Workbooks and resources for each year group and subject, to practise between lessons.",
    },
  ] satisfies Feature[],
};

export const enquiryForm = {
  title: "Tell us about your child",
  intro: "Fill in the form and we will open an e-mail to our team with your details, ready for you to send.",
  text: {
    name: "Full Name",
    email: "Email Address",
    phone: "Phone Number",
    subjects: "Subjects",
    subjectsHint: "Choose one or more subjects.",
    yearGroup: "Year Group",
    yearGroupHint: "Choose your child's year group; choose it again to clear it.",
    submit: "Send Inquiry by Email",
    incomplete: "Please fill in all required fields to continue",
    openedTitle: "Your e-mail draft is ready",
    openedText: "Your e-mail app should have opened with your enquiry; press send and we will reply soon.",
    openAgain: "Open the e-mail draft again",
  },
};

export const individualTestimonials = {
  title: "What families say",
  items: [
    {
      quote:
        "We signed up ourselves before my employer offered it. My son's confidence in English has grown every month, and the teachers know him by name.",
      by: "Parent of a Year 9 pupil",
    },
    {
      quote:
        "Being able to watch the recording together after a busy day has made homework time calmer for the whole family.",
      by: "Parent of a Year 6 pupil",
    },
  ] satisfies Quote[],
};

export const individualFaq: { title: string; items: FaqItem[] } = {
  title: "Frequently asked questions",
  items: [
    {
      question: "How soon can my child start?",
      answer: "Usually within a week of our conversation about your child's needs.",
    },
    {
      question: "How long does the support last?",
      answer: "Support runs for the full academic year, from September to July.",
    },
    {
      question: "Which subjects and year groups can I choose?",
      answer:
        "Mathematics and English from Year 5, and Science, Biology, Chemistry and Physics from Year 7, up to Year 11 and GCSE.",
    },
    {
      question: "What if my employer starts offering the benefit later?",
      answer: "Your child's progress transfers to the employer benefit, so nothing is lost.",
    },
    {
      question: "Is my inquiry sent anywhere when I fill in the form?",
      answer:
        "No. The form only prepares an e-mail in your own e-mail app; nothing is sent until you press send there.",
    },
  ],
};

export const individualCta = {
  title: "Questions before you decide?",
  text: "Message us and talk to a member of our team.",
};
