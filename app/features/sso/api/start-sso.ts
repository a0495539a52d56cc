import { api } from "#app/lib/api-client.ts";
import { SSO_API } from "#shared/schemas/sso.ts";

/** Starts a sign-in with the organisation: the provider's address to go to (400 for an e-mail of no provider). */
export const startSso = (email: string) => api.post<{ redirectUrl: string }>(SSO_API.start, { email });
