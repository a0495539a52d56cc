/** Query keys of the admin dashboard's lists; mutations invalidate the ones they change. */
export const adminKeys = {
  all: ["admin"] as const,
  scheduledSessions: ["admin", "scheduled-sessions"] as const,
  liveSessions: ["admin", "live-sessions"] as const,
  tutors: ["admin", "tutors"] as const,
  lessonTutors: ["admin", "users", "tutors"] as const,
  companies: ["admin", "companies"] as const,
  enquiries: ["admin", "enquiries"] as const,
  inviteLinks: ["admin", "invite-links"] as const,
  companyInviteLinks: (companyId: number) => ["admin", "invite-links", companyId] as const,
  recordedLessons: ["admin", "recorded-lessons"] as const,
};
