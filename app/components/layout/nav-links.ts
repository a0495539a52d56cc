import { paths } from "#shared/config/paths.ts";

type NavLink = { label: string; to: string };
export type NavMenu = { label: string; links: NavLink[] };

/** The main header's dropdown menus [1§2 Public navigation]. */
export function mainMenus(options: { withGuarantees?: boolean } = {}): NavMenu[] {
  const services: NavLink[] = [
    { label: "How It Works", to: paths.howItWorks },
    { label: "Subjects", to: paths.subjects },
    { label: "Teachers", to: paths.tutors },
    { label: "Pricing", to: paths.pricing },
  ];
  if (options.withGuarantees) services.push({ label: "Guarantees", to: paths.guarantees });
  return [
    {
      label: "About Us",
      links: [
        { label: "Our Story", to: paths.ourStory },
        { label: "Mission & Values", to: paths.missionValues },
        { label: "Our Team", to: paths.team },
        { label: "Blog", to: paths.blog },
      ],
    },
    { label: "Services", links: services },
    {
      label: "Benefits",
      links: [
        { label: "For Employers", to: paths.employers },
        { label: "For Families", to: paths.employees },
      ],
    },
  ];
}

/** The alternative header's flat links [1§2]. */
export const compactLinks: NavLink[] = [
  { label: "For Employers", to: paths.employers },
  { label: "How It Works", to: paths.howItWorks },
  { label: "Subjects", to: paths.subjects },
  { label: "Teachers", to: paths.tutors },
  { label: "Pricing", to: "/#pricing" },
  { label: "About Us", to: paths.ourStory },
  { label: "Business", to: paths.servicesSection },
  { label: "Families", to: paths.employees },
  { label: "FAQs", to: "/#faq" },
];
