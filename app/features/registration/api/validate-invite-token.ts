import { api } from "#app/lib/api-client.ts";
import type { InviteDetails } from "#shared/schemas/registration.ts";

/** The name, e-mail and company of a valid invitation link; an expired or used one fails. */
export const validateInviteToken = (token: string) =>
  api.post<InviteDetails>("/api/validate-invite-token", { token });
