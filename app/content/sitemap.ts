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

/** Each listed page's link text, named by its key in `paths`. */
const linkLabels = {
  home: "Home",
  auth: "Log In",
  contactSection: "Contact",
  ourStory: "Our Story",
  missionValues: "Mission & Values",
  team: "Our Team",
  servicesSection: "Services Overview",
  howItWorks: "How It Works",
  subjects: "Subjects",
  tutors: "Teachers",
  pricing: "Pricing",
  guarantees: "Guarantees",
  employers: "For Employers",
  employees: "For Families",
  privacyPolicy: "Privacy Policy",
  termsOfService: "Terms of Service",
  admin: "Admin Dashboard",
  dashboard: "Tutor Dashboard",
  student: "Student Dashboard",
} as const satisfies Partial<Record<keyof typeof paths, string>>;

function linksTo(...pages: Array<keyof typeof linkLabels>) {
  return pages.map((page) => ({ label: linkLabels[page], to: paths[page] }));
}

/**
 * The sitemap page lists exactly the links [2§2.18] names, no more. The earlier version listed /contact
 * and /services/overview, which are not pages; they point at the landing page's contact and services
 * sections instead.
 */
export const sitemapGroups = [
  { title: "Main pages", links: linksTo("home", "auth", "contactSection") },
  { title: "About Us", links: linksTo("ourStory", "missionValues", "team") },
  {
    title: "Services",
    links: linksTo("servicesSection", "howItWorks", "subjects", "tutors", "pricing", "guarantees"),
  },
  { title: "Benefits", links: linksTo("employers", "employees") },
  { title: "Legal", links: linksTo("privacyPolicy", "termsOfService") },
  { title: "Portals (sign-in required)", links: linksTo("admin", "dashboard", "student") },
];
