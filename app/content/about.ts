import type { Feature, Quote } from "#app/components/public/page-sections.tsx";
import { facts } from "#app/content/shared.ts";

/**
 * The two co-founders; the specification names neither, so they appear by role. `portrait` picks the
 * drawn portrait, the same one wherever the person appears (the Head of Science on /services/tutors).
 */
export const coFounders = [
  {
    role: "Co-founder and Director of Education",
    portrait: 1,
    focus: "Curriculum, teaching standards and partnerships with employers",
    biography:
      "A secondary teacher and school leader who spent years watching capable children fall behind for want of a little extra support, and working parents struggle to find it. Leads our curriculum and the standards every teacher meets.",
  },
  {
    role: "Co-founder and Head of Science",
    portrait: 2,
    focus: "Science teaching, teacher development and lesson quality",
    biography:
      "An experienced science teacher and GCSE specialist who has taught Biology, Chemistry and Physics in classrooms and online. Recruits and develops our science specialists and still teaches every week.",
  },
] as const;

export const ourStoryMeta = {
  title: "Our Story",
  description:
    "Why two teachers founded an online tuition service that employers offer to working parents, and what they set out to change.",
};

export const ourStory = {
  eyebrow: "Our Story",
  title: "Started by teachers, for working families",
  lead: "We began with a simple observation: the children who get extra help are the ones whose parents can find and pay for it, and working parents rarely have the time to find it.",
  chaptersTitle: "How it began",
  chapters: [
    {
      title: "The problem we saw",
      text: "As teachers, our founders saw bright pupils lose confidence in a subject over a single year, and parents juggling jobs, commutes and homework with no easy way to help. Private tutoring was expensive, hard to arrange and out of reach for many.",
    },
    {
      title: "The idea",
      text: "What if employers, who already care about their people's wellbeing, could offer expert tuition as a benefit? Live online lessons in small groups would keep quality high and cost sensible, and recordings would mean no child misses out.",
    },
    {
      title: "Where we are now",
      text: `Today we offer ${facts.lessonsPerWeek} live lessons a week from ${facts.yearRange} in five core subjects, taught by specialists. Families can also buy directly, and move to an employer benefit later without losing progress.`,
    },
  ] satisfies Feature[],
  foundersTitle: "Our co-founders",
  chat: "Chat With Us",
  contact: "Partner With Us",
};

export const missionValuesMeta = {
  title: "Mission & Values",
  description:
    "Our mission: make world-class online academic support accessible as an employee benefit. Our values: Excellence, Accessibility, Innovation and Community.",
};

export const missionValues = {
  eyebrow: "Mission & Values",
  title: "Academic support for every working family",
  missionTitle: "Our mission",
  mission:
    "To make world-class online academic support accessible as an employee benefit, so that every child of a working parent can get expert help, whatever their family's time or budget.",
  valuesTitle: "Our core values",
  values: [
    {
      title: "Excellence",
      text: "Specialist teachers, curriculum-aligned lessons and high expectations of every pupil.",
    },
    {
      title: "Accessibility",
      text: "Support that reaches families through their workplace, online and at times that fit.",
    },
    {
      title: "Innovation",
      text: "Live lessons, recordings and resources that make the most of learning online.",
    },
    {
      title: "Community",
      text: "Employers, parents, pupils and teachers working together for children's progress.",
    },
  ] satisfies Feature[],
  commitmentsTitle: "Our commitments",
  commitments: [
    `Every teacher holds a relevant degree, has at least ${facts.minimumTeachingYears} years of teaching and an enhanced DBS check`,
    `Groups of ${facts.groupSize}, so every pupil is seen and heard`,
    `Every lesson recorded and available within ${facts.recordingsWithin}`,
    `Replies to enquiries within ${facts.enquiryResponse}`,
    "Children's data protected under UK GDPR and never used for marketing",
  ],
  start: "Start Your Journey With Us",
  backHome: "Back to Home",
  footerTitle: "Explore",
  footerLinks: {
    home: "Home",
    ourStory: "Our Story",
    missionValues: "Mission & Values",
    team: "Our Team",
    employeePortal: "Employee Portal",
    upcomingSessions: "Upcoming Sessions",
    support: "Support",
  },
  contactLabel: "Contact",
};

export const teamMeta = {
  title: "Our Team",
  description:
    "Meet the co-founders who lead our teaching, and learn what every one of our subject specialists brings to their lessons.",
};

export const team = {
  eyebrow: "Our Team",
  title: "The people behind the lessons",
  lead: "A small team of teachers and educators who care about one thing: children making progress they can be proud of.",
  foundersTitle: "Our co-founders",
  quote: {
    quote: "Every child deserves a teacher who believes they can do it, and the time to show them how.",
    by: "Co-founder and Director of Education",
  } satisfies Quote,
  qualitiesTitle: "What every specialist brings",
  qualities: [
    "Full qualifications and a degree in their subject",
    `At least ${facts.minimumTeachingYears} years of teaching experience`,
    "An enhanced DBS background check",
    "Deep knowledge of the curriculum and the GCSE specifications",
    "Experience teaching live online groups",
    "Ongoing training in teaching and safeguarding",
  ],
  teachers: "Meet Our Teachers",
  emailLabel: "Email",
};
