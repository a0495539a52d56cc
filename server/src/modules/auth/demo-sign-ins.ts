/**
 * Published passwords never open a reachable server (DECISIONS.md "Safeguarding and security",
 * decision 046). The demo accounts' passwords are printed in the README and at start-up, and `npm start`
 * seeds them on the embedded database by default, also in production. So a sign-in with one of those
 * passwords is refused — the same 401, after the same work, recorded as a failed attempt — unless it comes
 * from this machine's own addresses or the operator set SEED_DEMO=1 explicitly. The rule follows the
 * password, not the username: an account whose demo password was changed signs in from anywhere.
 */
import type { IncomingHttpHeaders } from "node:http";
import { networkInterfaces } from "node:os";
import { DEMO_PASSWORDS } from "../../db/seed/users.ts";
import { requestFromThisMachine } from "../../http/client-address.ts";

const publishedPasswords = new Set(DEMO_PASSWORDS);

/** Whether the password is one the demo accounts are made with (exactly: passwords are case-sensitive). */
export function isPublishedDemoPassword(password: string): boolean {
  return publishedPasswords.has(password);
}

/**
 * Whether a sign-in whose password was right must still be refused: a published demo password from
 * anywhere but this machine, unless `fromAnywhere` (SEED_DEMO=1 set explicitly).
 */
export function demoSignInRefused(
  request: { ip: string; headers: IncomingHttpHeaders },
  password: string,
  fromAnywhere: boolean,
): boolean {
  return !fromAnywhere && isPublishedDemoPassword(password) && !requestFromThisMachine(request);
}

/** The start-up log's line on where the demo accounts sign in from. */
export function demoSignInNotice(fromAnywhere: boolean): string {
  if (fromAnywhere) {
    return "Demo accounts sign in from any address (SEED_DEMO=1): their passwords are published, so remove them or change their passwords before this server is reachable by others";
  }
  const own = Object.values(networkInterfaces())
    .flatMap((entries) => entries ?? [])
    .filter((entry) => !entry.internal)
    .map((entry) => entry.address);
  return `Demo accounts sign in only from this machine (loopback${own.map((address) => `, ${address}`).join("")}): from anywhere else their published passwords answer like wrong ones. Set SEED_DEMO=1 to allow them from every address`;
}
