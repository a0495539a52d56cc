/**
 * Every page's address pattern, each declared once: `app/routes.ts` builds its route table from these
 * (scripts/build-files.test.ts holds the two to the same list), and `paths` below fills them in.
 */
export const patterns = {
  home: "/",
  auth: "/auth",
  resetPassword: "/auth/reset-password",
  /** The page a new account's e-mail confirmation link opens. */
  confirmEmail: "/confirm-email",
  changePassword: "/change-password",
  /** Where an admin of an install requiring two-factor sign-in turns it on first (decision 029). */
  twoFactorSetup: "/two-factor-setup",
  register: "/register/:code",
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
  blogPost: "/about/blog/:slug",
  comingSoon: "/coming-soon",
  admin: "/admin",
  /** An employer's HR managers' screen (DECISIONS.md: `hr` only). */
  employer: "/employer",
  /** A company's page on the admin screens: places, employees and leavers, HR managers. */
  adminCompany: "/admin/companies/:id",
  /** A company's utilisation report on the admin screens (decision 026). */
  adminCompanyUtilisation: "/admin/companies/:id/utilisation",
  /** The read-only utilisation report a company's HR contact opens without signing in. */
  sharedReport: "/reports/:token",
  /** Profile Settings: the account page of every signed-in role (DECISIONS.md "Portals"). */
  account: "/account",
  dashboard: "/dashboard",
  schedule: "/schedule",
  /** A session's page on the tutor screens: its roster and, once started, its register. */
  tutorSession: "/schedule/:id",
  recordedLessons: "/recorded-lessons",
  recordedLesson: "/recorded-lessons/:id",
  liveSessions: "/live-sessions",
  students: "/students",
  /** A student's page on the tutor screens (a child of a family). */
  tutorStudent: "/students/:id",
  resources: "/resources",
  student: "/student",
  studentLessons: "/student/lessons",
  studentLive: "/student/live",
  studentResources: "/student/resources",
  studentSchedule: "/student/schedule",
  studentLesson: "/student/lesson/:id",
  studentSession: "/student/session/:id",
  /** One of the family's children: its year, subjects, booked sessions and attendance (decision 024). */
  familyChild: "/student/children/:id",
  parentDashboard: "/parent-dashboard",
  parentPortal: "/parent-portal",
  /** Parent–tutor messages (decision 028); `?thread=` opens one conversation. */
  messages: "/messages",
  /** A scheduled session's lesson room (decision 053); `?child=` names which of a family's children joins. */
  lessonRoom: "/room/:id",
} as const;

/** The builder of a pattern's address: its one parameter filled in, encoded so any token is safe in a path. */
const fill = (pattern: string) => (value: number | string) =>
  pattern.replace(/:\w+/, encodeURIComponent(String(value)));

/**
 * Every address of the client. Links and redirects use these, never string literals: a page without a
 * parameter is its pattern, a page with one is a builder of the same name, and the links e-mails carry add
 * their query to a page's pattern.
 */
export const paths = {
  ...patterns,
  /** The link a password-reset e-mail carries. */
  resetPasswordLink: (token: string) => `${patterns.resetPassword}?token=${encodeURIComponent(token)}`,
  /** The link an invitation e-mail carries: the sign-in page opens the registration form with it. */
  inviteLink: (token: string) => `${patterns.auth}?token=${encodeURIComponent(token)}`,
  confirmEmailLink: (token: string) => `${patterns.confirmEmail}?token=${encodeURIComponent(token)}`,
  register: fill(patterns.register),
  blogPost: fill(patterns.blogPost),
  contactSection: `${patterns.home}#contact`,
  servicesSection: `${patterns.home}#services`,
  adminTab: (tab: string) => `${patterns.admin}#${tab}`,
  adminCompany: fill(patterns.adminCompany),
  adminCompanyUtilisation: fill(patterns.adminCompanyUtilisation),
  sharedReport: fill(patterns.sharedReport),
  tutorSession: fill(patterns.tutorSession),
  recordedLesson: fill(patterns.recordedLesson),
  tutorStudent: fill(patterns.tutorStudent),
  studentLesson: fill(patterns.studentLesson),
  studentSession: fill(patterns.studentSession),
  familyChild: fill(patterns.familyChild),
  messageThread: (id: number | string) => `${patterns.messages}?thread=${id}`,
  lessonRoom: fill(patterns.lessonRoom),
  /** The lesson room entered for one of a family's children (`?child=`); without one, the room itself. */
  lessonRoomForChild: (id: number | string, childId?: number) =>
    childId === undefined
      ? fill(patterns.lessonRoom)(id)
      : `${fill(patterns.lessonRoom)(id)}?child=${childId}`,
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
  if (role === "hr") return paths.employer;
  return paths.dashboard;
}
