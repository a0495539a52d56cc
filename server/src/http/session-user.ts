import type { users } from "../modules/users/users.table.ts";

/** The signed-in account a request acts as (plugins/session.ts sets it), with its company's access. */
export type SessionUser = typeof users.$inferSelect & {
  companyStatus: string | null;
  companySubscriptionEndDate: Date | null;
};
