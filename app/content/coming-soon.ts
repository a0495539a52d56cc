import { facts } from "#app/content/shared.ts";

export const comingSoonMeta = {
  title: "Curriculum Coming Soon",
  description: `Detailed lesson plans, learning objectives and progress tracking for every subject arrive in ${facts.curriculumFrom}.`,
};

export const comingSoon = {
  eyebrow: "Coming soon",
  title: "Detailed curriculum: September 2025",
  lead: `We are putting the finishing touches to the full curriculum for every subject and year group. It will be published in ${facts.curriculumFrom}.`,
  whatTitle: "What is coming",
  what: [
    { title: "Detailed lesson plans", text: "Week-by-week plans for each subject and year group." },
    {
      title: "Learning objectives",
      text: "Clear objectives for every lesson, linked to the national curriculum.",
    },
    { title: "Progress tracking", text: "A view of what has been covered and how your child is getting on." },
  ],
  askTitle: "Want to know more now?",
  askText: "Ask us about any subject or year group and we will tell you what is covered.",
  chat: "Chat With Us",
  email: "Email Us",
  emailSubject: "Curriculum question",
  back: "Go Back",
};
