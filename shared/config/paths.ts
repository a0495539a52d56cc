/** Every route of the client, in one place. Links and redirects use these, never string literals. */
export const paths = {
  home: "/",
  auth: "/auth",
  resetPassword: "/auth/reset-password",
  /** The link a password-reset e-mail carries. */
  resetPasswordLink: (token: string) => `/auth/reset-password?token=${encodeURIComponent(token)}`,
  /** The link an invitation e-mail carries: the sign-in page opens the registration form with it. */
  inviteLink: (token: string) => `/auth?token=${encodeURIComponent(token)}`,
  /** The page a new account's e-mail confirmation link opens (issue 14 item 11). */
  confirmEmail: "/confirm-email",
  confirmEmailLink: (token: string) => `/confirm-email?token=${encodeURIComponent(token)}`,
  changePassword: "/change-password",
  /** Where an admin of an install requiring two-factor sign-in turns it on first (decision 029). */
  twoFactorSetup: "/two-factor-setup",
  register: (code: string) => `/register/${encodeURIComponent(code)}`,
  howItWorks: "/services/how-it-works",
  subjects: "/services/subjects",
  tutors: "/services/tutors",
  pricing: "/services/pricing",
  guarantees: "/services/guarantees",
  employers: "/benefits/employers",
  employees: "/benefits/employees",
  individualPurchase: "/individual-purchase",
  privacyPolicy: "/privacy-policy",
  termsOfService: "/terms-of-service",
  sitemap: "/sitemap",
  ourStory: "/about/our-story",
  missionValues: "/about/mission-values",
  team: "/about/team",
  blog: "/about/blog",
  /** A blog post's page (its slug is lower-case letters, digits and hyphens). */
  blogPost: (slug: string) => `/about/blog/${slug}`,
  comingSoon: "/coming-soon",
  contactSection: "/#contact",
  servicesSection: "/#services",
  admin: "/admin",
  adminTab: (tab: string) => `/admin#${tab}`,
  /** A company's utilisation report on the admin screens (decision 026). */
  adminCompanyUtilisation: (id: number | string) => `/admin/companies/${id}/utilisation`,
  /** The read-only utilisation report a company's HR contact opens without signing in. */
  sharedReport: (token: string) => `/reports/${encodeURIComponent(token)}`,
  /** Profile Settings: the account page of every signed-in role (DECISIONS.md "Portals"). */
  account: "/account",
  dashboard: "/dashboard",
  schedule: "/schedule",
  /** A session's page on the tutor screens: its roster and, once started, its register. */
  tutorSession: (id: number | string) => `/schedule/${id}`,
  recordedLessons: "/recorded-lessons",
  recordedLesson: (id: number | string) => `/recorded-lessons/${id}`,
  liveSessions: "/live-sessions",
  students: "/students",
  /** A student's page on the tutor screens (a child of a family). */
  tutorStudent: (id: number | string) => `/students/${id}`,
  resources: "/resources",
  student: "/student",
  studentLessons: "/student/lessons",
  studentLive: "/student/live",
  studentResources: "/student/resources",
  studentSchedule: "/student/schedule",
  studentLesson: (id: number | string) => `/student/lesson/${id}`,
  studentSession: (id: number | string) => `/student/session/${id}`,
  /** One of the family's children: its year, subjects, booked sessions and attendance (decision 024). */
  familyChild: (id: number | string) => `/student/children/${id}`,
  parentDashboard: "/parent-dashboard",
  parentPortal: "/parent-portal",
  /** Parent–tutor messages (decision 028); `?thread=` opens one conversation. */
  messages: "/messages",
  messageThread: (id: number | string) => `/messages?thread=${id}`,
} as const;

/** Public pages rendered to static HTML at build time. */
export const prerenderedPaths = [
  paths.home,
  paths.auth,
  paths.howItWorks,
  paths.subjects,
  paths.tutors,
  paths.pricing,
  paths.guarantees,
  paths.employers,
  paths.employees,
  paths.individualPurchase,
  paths.privacyPolicy,
  paths.termsOfService,
  paths.sitemap,
  paths.ourStory,
  paths.missionValues,
  paths.team,
  paths.blog,
  paths.comingSoon,
];

/** Where a user lands after signing in [1§2]. */
export function homePathForRole(role: string): string {
  if (role === "parent" || role === "student") return paths.parentDashboard;
  if (role === "admin") return paths.admin;
  return paths.dashboard;
}
