/**
 * What an account may do, read from its row alone (no query): whether its company's access has ended or
 * the account has left,
 * whether it must turn on two-factor sign-in first, and the current-user shape the API returns. Sign-in,
 * registration, the session plugin and the calendar feed read them.
 */
import type { User } from "./users.repository.ts";

/** True when the account's company is inactive or its subscription has ended. */
export function companyAccessEnded(user: {
  companyStatus: string | null;
  companySubscriptionEndDate: Date | null;
}): boolean {
  if (user.companyStatus === "inactive") return true;
  return Boolean(user.companySubscriptionEndDate && user.companySubscriptionEndDate.getTime() < Date.now());
}

/** True when the account is a leaver whose leaving date (the start of that day, Europe/London) has come. */
export function hasLeft(user: { leftAt: Date | null }, now = Date.now()): boolean {
  return user.leftAt !== null && user.leftAt.getTime() <= now;
}

/**
 * True when the account may no longer be served: its company's access has ended, or it has left
 * (DECISIONS.md "Employers: places, leavers, HR managers"). Read at each request from the cached row, so a
 * leaving date ends the account's sessions the moment it comes, on every server.
 */
export function accountAccessEnded(user: {
  companyStatus: string | null;
  companySubscriptionEndDate: Date | null;
  leftAt: Date | null;
}): boolean {
  return companyAccessEnded(user) || hasLeft(user);
}

/**
 * The current-user shape the API returns; never includes the password hash. `requireAdminTwoFactor`
 * (REQUIRE_ADMIN_TWO_FACTOR) marks an admin without two-factor sign-in as having to set it up first.
 */
export function toCurrentUser(user: User, options: { requireAdminTwoFactor?: boolean } = {}) {
  return {
    id: user.id,
    role: user.role,
    fullName: user.fullName,
    email: user.email,
    username: user.username,
    profileImage: user.profileImage,
    companyId: user.companyId,
    mustChangePassword: user.mustChangePassword,
    twoFactorEnabled: user.totpEnabledAt !== null,
    twoFactorSetupRequired: twoFactorSetupRequired(user, options.requireAdminTwoFactor),
  };
}

/** Whether this account must turn on two-factor sign-in before anything else (decision 029, item 6). */
export function twoFactorSetupRequired(
  user: Pick<User, "role" | "totpEnabledAt">,
  requireAdminTwoFactor: boolean | undefined,
): boolean {
  return requireAdminTwoFactor === true && user.role === "admin" && user.totpEnabledAt === null;
}
