import type { UserRole } from "#shared/schemas/users.ts";

/** How each role is named on the signed-in screens (the header, the portal's frame, /account). */
export const ROLE_LABEL: Record<UserRole, string> = {
  admin: "Admin",
  tutor: "Tutor",
  parent: "Parent",
  hr: "Employer",
};
