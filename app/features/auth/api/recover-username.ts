import { api } from "#app/lib/api-client.ts";
import type { RecoverUsernameBody } from "#shared/schemas/auth.ts";

/** E-mails the username of the account with this address, if there is one. */
export const recoverUsername = (body: RecoverUsernameBody) =>
  api.post<{ message: string }>("/api/recover-username", body);
