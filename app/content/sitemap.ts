import { paths } from "#shared/config/paths.ts";

export const sitemapMeta = {
  title: "Sitemap",
  description:
    "The main pages of the site in one place: services, benefits, our story, policies and the portals.",
};

export const sitemapHero = {
  title: "Sitemap",
  lead: sitemapMeta.description,
};

/**
 * The sitemap page lists exactly the links [2§2.18] names, no more. The earlier version listed /contact
 * and /services/overview, which are not pages; they point at the landing page's contact and services
 * sections instead.
 */
export const sitemapGroups = [
  {
    title: "Main pages",
    links: [
      { label: "Home", to: paths.home },
      { label: "Log In", to: paths.auth },
      { label: "Contact", to: paths.contactSection },
    ],
  },
  {
    title: "About Us",
    links: [
      { label: "Our Story", to: paths.ourStory },
      { label: "Mission & Values", to: paths.missionValues },
      { label: "Our Team", to: paths.team },
    ],
  },
  {
    title: "Services",
    links: [
      { label: "Services Overview", to: paths.servicesSection },
      { label: "How It Works", to: paths.howItWorks },
      { label: "Subjects", to: paths.subjects },
      { label: "Teachers", to: paths.tutors },
      { label: "Pricing", to: paths.pricing },
      { label: "Guarantees", to: paths.guarantees },
    ],
  },
  {
    title: "Benefits",
    links: [
      { label: "For Employers", to: paths.employers },
      { label: "For Families", to: paths.employees },
    ],
  },
  {
    title: "Legal",
    links: [
      { label: "Privacy Policy", to: paths.privacyPolicy },
      { label: "Terms of Service", to: paths.termsOfService },
    ],
  },
  {
    title: "Portals (sign-in required)",
    links: [
      { label: "Admin Dashboard", to: paths.admin },
      { label: "Tutor Dashboard", to: paths.dashboard },
      { label: "Student Dashboard", to: paths.student },
    ],
  },
] as const;
