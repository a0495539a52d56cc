/**
 * Query keys of the lists, kept out of the features so a mutation of one domain can invalidate the lists of
 * another that show its data (a tutor's new name on sessions and recorded lessons).
 */
export const adminKeys = {
  scheduledSessions: ["admin", "scheduled-sessions"] as const,
  liveSessions: ["admin", "live-sessions"] as const,
  tutors: ["admin", "tutors"] as const,
  activeTutors: ["admin", "users", "tutors"] as const,
  companies: ["admin", "companies"] as const,
  enquiries: ["admin", "enquiries"] as const,
  inviteLinks: ["admin", "invite-links"] as const,
  companyInviteLinks: (companyId: number) => ["admin", "invite-links", companyId] as const,
  registrationCodes: ["admin", "registration-codes"] as const,
  companyRegistrationCodes: (companyId: number) => ["admin", "registration-codes", companyId] as const,
  /** A company's employees (family accounts) with their leaving dates, under the companies key. */
  companyEmployees: (companyId: number) => ["admin", "companies", companyId, "employees"] as const,
  recordedLessons: ["admin", "recorded-lessons"] as const,
  /** Sessions whose recording is overdue (decision 027). */
  overdueRecordings: ["admin", "recordings", "overdue"] as const,
};

/**
 * The signed-in HR manager's own company (`/api/employer/*`): its card and places, employees, invites,
 * codes and report. Every write of the employer's screen refreshes `all`, as places move with each.
 */
export const employerKeys = {
  all: ["employer"] as const,
  company: ["employer", "company"] as const,
  employees: ["employer", "employees"] as const,
  inviteLinks: ["employer", "invite-links"] as const,
  registrationCodes: ["employer", "registration-codes"] as const,
  utilisation: ["employer", "utilisation"] as const,
};

/** Live sessions as the signed-in account sees them (GET /api/live-sessions): the portals' list. */
export const liveSessionKeys = {
  visible: ["live-sessions"] as const,
};

/** The recorded-lesson library every portal reads (`GET /api/recorded-lessons`) and one lesson's page. */
export const recordedLessonKeys = {
  all: ["recorded-lessons"] as const,
  detail: (id: number) => ["recorded-lessons", id] as const,
  /** The lesson form's Session options (with the session an edited lesson names). */
  sessionsToRecord: (lessonId: number | null) =>
    ["recorded-lessons", "sessions-to-record", lessonId] as const,
};

/** The tutor screens' students: the list, one student, and its upcoming sessions. */
export const studentKeys = {
  all: ["students"] as const,
  detail: (id: number) => ["students", id] as const,
  upcomingSessions: (id: number) => ["students", id, "upcoming-sessions"] as const,
  familyAccounts: (search: string) => ["students", "family-accounts", search] as const,
};

/** The resources library every portal reads (`GET /api/resources`). */
export const resourceKeys = {
  all: ["resources"] as const,
};

/** The tutor/admin dashboard's summary (counts and newest recordings); writes to those domains refresh it. */
export const dashboardKeys = {
  summary: ["dashboard", "summary"] as const,
};

/** Scheduled sessions as the signed-in account sees them: the upcoming list and a calendar's range. */
export const scheduledSessionKeys = {
  all: ["scheduled-sessions"] as const,
  /** The soonest `limit` upcoming sessions, of one child (or a family's own account id) when given. */
  upcoming: (query: { limit: number; studentId?: number }) =>
    ["scheduled-sessions", "upcoming", query] as const,
  range: (from: string, to: string) => ["scheduled-sessions", "range", from, to] as const,
  /**
   * What is meant for one child, or (a family's own account id) for all its children; in a range, or only
   * what the child is on, when the screen asks (decision 040).
   */
  forStudent: (id: number, query: { from?: string; to?: string; onRoster?: boolean } = {}) =>
    ["scheduled-sessions", "student", id, query] as const,
  /** How many of one child's sessions start on each day of a grid (decision 042), under `forStudent`'s prefix. */
  daysForStudent: (id: number, query: { from: string; to: string; timeZone: string }) =>
    ["scheduled-sessions", "student", id, "days", query] as const,
  detail: (id: number) => ["scheduled-sessions", "detail", id] as const,
};

/** The signed-in family's own children (`GET /api/family/children`), which the switcher and /account share. */
export const familyChildKeys = {
  all: ["family", "children"] as const,
};

/**
 * Whether the signed-in account's address is confirmed: read by the e-mail confirmation
 * feature, refreshed by a change of address.
 */
export const emailConfirmationKeys = {
  status: ["email-confirmation"] as const,
};
