/**
 * What an account may do, read from its row alone (no query): whether its company's access has ended,
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
