import type { Feature } from "#app/components/public/page-sections.tsx";
import { facts } from "#app/content/shared.ts";

export const tutorsMeta = {
  title: "Our Teachers",
  description: `Subject specialists with relevant degrees, at least ${facts.minimumTeachingYears} years of teaching and an enhanced DBS check, experienced in teaching online.`,
};

export const tutorsHero = {
  eyebrow: "Teachers",
  title: "Specialist teachers your children will look forward to",
  lead: "Every lesson is led by a fully qualified, background-checked subject specialist who knows how to teach online: clear explanations, high expectations and real warmth.",
};

export type Specialist = {
  role: string;
  /** The drawn portrait; the science specialist is a co-founder and keeps their portrait. */
  portrait: number;
  subjects: string;
  qualifications: readonly string[];
  quote: string;
};

export const specialists = {
  title: "Meet two of our specialists",
  qualificationsTitle: "Qualifications and experience",
  items: [
    {
      role: "Mathematics & Physics Specialist",
      portrait: 0,
      subjects: "Mathematics and Physics, Year 5 to GCSE",
      qualifications: [
        "Degree in a mathematical science and a teaching qualification",
        "Secondary classroom teacher and GCSE examination preparation",
        "Experienced in live online teaching",
      ],
      quote:
        "The moment a pupil realises they can solve a problem they thought was beyond them is why I teach. Small groups let me find that moment for every child.",
    },
    {
      role: "Science Specialist and Co-founder",
      portrait: 2, // the Co-founder and Head of Science's portrait (about.ts), not imported to keep this chunk small
      subjects: "Biology, Chemistry and Physics, Year 7 to GCSE",
      qualifications: [
        "Degree in the sciences and a teaching qualification",
        "Experienced secondary science teacher and GCSE specialist",
        "Co-founder, responsible for teaching quality",
      ],
      quote:
        "Science makes sense when children can ask every question that occurs to them. We built our lessons so there is always room for those questions.",
    },
  ] satisfies Specialist[],
};

export const standards = {
  title: "Our specialist standards",
  intro: "Every teacher meets the same four standards before teaching a lesson, and keeps meeting them.",
  items: [
    { title: "Relevant degrees", text: "A degree in, or closely related to, the subject they teach." },
    {
      title: `At least ${facts.minimumTeachingYears} years of teaching`,
      text: `A minimum of ${facts.minimumTeachingYears} years of classroom or tuition experience.`,
    },
    {
      title: "Enhanced DBS check",
      text: "An enhanced Disclosure and Barring Service check for work with children.",
    },
    {
      title: "Ongoing development",
      text: "Regular training in subject knowledge, online teaching and safeguarding.",
    },
  ] satisfies Feature[],
};

export const tutorsContact = {
  title: "Talk to us about our teachers",
  text: "Ask about a teacher's experience, a subject or a year group.",
  email: "Email Us",
  emailSubject: "Question about your teachers",
  chat: "Chat With Us",
  follow: "Follow our teachers' work",
};
