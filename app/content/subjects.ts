import type { Feature } from "#app/components/public/page-sections.tsx";

export const subjectsMeta = {
  title: "Subjects",
  description:
    "Mathematics and English from Year 5, Biology, Chemistry and Physics from Year 7, through GCSE Foundation, Higher and Combined Science.",
};

export const subjectsHero = {
  eyebrow: "Subjects",
  title: "Five core subjects, taught by specialists",
  lead: "Mathematics and English from Year 5, and the three sciences from Year 7, all the way to GCSE. Every course follows the national curriculum and builds towards the exams.",
};

export type Subject = {
  name: string;
  description: string;
  topics: readonly string[];
  courses: readonly string[];
};

export const subjects = {
  title: "Our subjects",
  items: [
    {
      name: "Mathematics",
      description:
        "From times tables to quadratic equations: secure foundations first, then the reasoning and problem-solving that exams reward.",
      topics: [
        "Number and place value",
        "Fractions, decimals and percentages",
        "Algebra",
        "Geometry and measures",
        "Statistics and probability",
      ],
      courses: ["Year 5 to Year 9", "GCSE Mathematics Foundation", "GCSE Mathematics Higher"],
    },
    {
      name: "English",
      description:
        "Confident readers and precise writers: comprehension, analysis and writing for different purposes and audiences.",
      topics: [
        "Reading comprehension",
        "Grammar, punctuation and spelling",
        "Creative and persuasive writing",
        "Poetry and prose analysis",
        "Shakespeare and set texts",
      ],
      courses: ["Year 5 to Year 9", "GCSE English Language", "GCSE English Literature"],
    },
    {
      name: "Biology",
      description:
        "How living things work, from single cells to ecosystems, with the practical skills GCSE asks for.",
      topics: [
        "Cell biology",
        "Organisation and the human body",
        "Infection and response",
        "Inheritance and evolution",
        "Ecology",
      ],
      courses: ["Year 7 to Year 9", "GCSE Biology", "GCSE Combined Science"],
    },
    {
      name: "Chemistry",
      description:
        "The structure of matter and how substances react, explained clearly and practised until it sticks.",
      topics: [
        "Atomic structure and the periodic table",
        "Bonding and structure",
        "Quantitative chemistry",
        "Chemical changes and energy",
        "Rates of reaction",
      ],
      courses: ["Year 7 to Year 9", "GCSE Chemistry", "GCSE Combined Science"],
    },
    {
      name: "Physics",
      description:
        "Forces, energy and waves made concrete, with the maths skills that physics questions need.",
      topics: [
        "Energy",
        "Electricity",
        "Particle model of matter",
        "Forces and motion",
        "Waves and magnetism",
      ],
      courses: ["Year 7 to Year 9", "GCSE Physics", "GCSE Combined Science"],
    },
  ] satisfies Subject[],
};

export const subjectLabels = {
  topics: "Key topics",
  courses: "Year groups and courses",
  viewCurriculum: "View Curriculum",
  /** Read after "View Curriculum" by screen readers. */
  curriculumFor: (subject: string) => `for ${subject}`,
  chatNow: "Chat Now",
  /** Read after "Chat Now" by screen readers. */
  chatAbout: (subject: string) => `about ${subject}`,
};

export const approach = {
  title: "Our Approach",
  intro: "Three principles shape every lesson, whatever the subject.",
  points: [
    {
      title: "Curriculum-aligned content",
      text: "Lessons follow the national curriculum and GCSE specifications, so they reinforce what children meet at school.",
    },
    {
      title: "Interactive learning",
      text: "Live questions, shared whiteboards and group problem-solving keep every pupil involved.",
    },
    {
      title: "Exam preparation",
      text: "Exam technique, past-paper practice and revision plans in the run-up to tests and GCSEs.",
    },
  ] satisfies Feature[],
  partner: "Partner With Us",
  chat: "Ask About a Subject",
  backHome: "Back to Home",
};
