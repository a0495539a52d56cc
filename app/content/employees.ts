import type { Feature, Quote } from "#app/components/public/page-sections.tsx";
import { facts } from "#app/content/shared.ts";

export const employeesMeta = {
  title: "For Families",
  description: `Live online lessons for your children from ${facts.yearRange}, provided by your employer: small groups, specialist teachers and recordings within ${facts.recordingsWithin}.`,
};

export const employeesHero = {
  eyebrow: "For Families",
  title: "Expert support for your children, through your employer",
  lead: `If your employer offers our tuition, your children can join ${facts.lessonsPerWeek} live lessons a week with specialist teachers, from home, at no hassle to you.`,
  contact: "Contact Us",
  login: "Log In",
};

export const familyBenefits = {
  title: "What your family gets",
  items: [
    {
      title: "Live lessons every week",
      text: `${facts.lessonsPerWeek} live lessons a week across the ${facts.weeksPerYear}-week academic year, usually Monday to Friday.`,
    },
    {
      title: "Small groups",
      text: `Groups of ${facts.groupSize} pupils, so your child gets attention and can ask questions.`,
    },
    {
      title: "Catch-up recordings",
      text: `Every session recorded and ready within ${facts.recordingsWithin}.`,
    },
    {
      title: "Peace of mind",
      text: "Qualified, background-checked teachers, and a parent portal that shows what is happening.",
    },
  ] satisfies Feature[],
};

export const yearGroups = {
  title: "Support for every year group",
  items: [
    {
      title: "Primary: Year 5 and Year 6",
      text: "Mathematics and English, building the secure foundations children need for secondary school.",
    },
    {
      title: "Key Stage 3: Year 7 to Year 9",
      text: "Mathematics, English and Science, with Biology, Chemistry and Physics taught by specialists.",
    },
    {
      title: "GCSE: Year 10 and Year 11",
      text: "English, Mathematics, Biology, Chemistry and Physics, including Combined Science, with exam preparation.",
    },
  ] satisfies Feature[],
};

export const parentTestimonials = {
  title: "What parents say",
  items: [
    {
      quote:
        "My daughter used to dread maths homework. After a term of live lessons she asks to do the extra questions, and I no longer spend evenings trying to remember algebra.",
      by: "Parent of a Year 8 pupil",
    },
    {
      quote:
        "The recordings are a lifesaver. When my son misses a lesson for football he watches it the next day and never falls behind before his GCSEs.",
      by: "Parent of a Year 10 pupil",
    },
  ] satisfies Quote[],
};

export const gettingStarted = {
  title: "Getting started",
  steps: [
    {
      title: "Log in with your employer credentials",
      text: "Use the sign-in details or registration link your employer gives you.",
    },
    {
      title: "Add your children",
      text: "Tell us each child's year group and the subjects they want help with.",
    },
    {
      title: "Book a session",
      text: "Choose live lessons from the weekly schedule and join from any browser.",
    },
  ] satisfies Feature[],
};

export const employeesCta = {
  title: "Does your employer not offer it yet?",
  text: "Tell your HR team about us, or contact us and we will get in touch with them.",
};
