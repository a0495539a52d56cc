import type { users } from "../modules/users/users.table.ts";

/** The signed-in account a request acts as (plugins/session.ts sets it), with its company's access. */
export type SessionUser = typeof users.$inferSelect & {
  companyStatus: string | null;
  companySubscriptionEndDate: Date | null;
};

/** A signed-in account of the teaching side (a family, tutor or admin): never an employer's HR manager. */
export type TeachingUser = SessionUser & { role: Exclude<SessionUser["role"], "hr"> };
