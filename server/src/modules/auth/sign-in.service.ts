/**
 * The password step of signing in: which account the attempt names, whether it may sign in, and the
 * sign-in history it leaves. The routes keep the HTTP parts (limits, cookies, the answer).
 */
import type { IncomingHttpHeaders } from "node:http";
import type { loginBodySchema } from "#shared/schemas/auth.ts";
import type { z } from "#shared/zod.ts";
import { clientAddressKey } from "../../http/client-address.ts";
import { matchRefusalWork, temporaryPasswordHasExpired, verifyPassword } from "../../lib/password.ts";
import type { UsersRepository } from "../users/users.repository.ts";
import { accountAccessEnded } from "../users/users.rules.ts";
import { invalidCredentials, organisationAccessEnded, temporaryPasswordExpired } from "./auth.errors.ts";
import { demoSignInRefused } from "./demo-sign-ins.ts";
import type { SignInEventsRepository } from "./sign-in-events.repository.ts";

/** Where an attempt comes from: the request's address, headers and log. */
export type SignInSource = {
  ip: string;
  headers: IncomingHttpHeaders;
  log: { info(details: object, message: string): void; error(details: object, message: string): void };
};

export type SignInServiceDeps = {
  usersRepo: Pick<UsersRepository, "findForLogin">;
  signInEvents: Pick<SignInEventsRepository, "record">;
  /** SEED_DEMO=1: the demo accounts' published passwords sign in from every address (decision 046). */
  demoSignInsFromAnywhere: boolean;
};

export function createSignInService({ usersRepo, signInEvents, demoSignInsFromAnywhere }: SignInServiceDeps) {
  /**
   * Adds the attempt to the account's sign-in history. Not awaited: the answer must not take longer
   * because the username exists (no enumeration).
   */
  function record(userId: number, succeeded: boolean, from: SignInSource) {
    signInEvents
      .record({
        userId,
        succeeded,
        addressKey: clientAddressKey(from.ip),
        userAgent: from.headers["user-agent"],
      })
      .catch((error: unknown) => from.log.error({ err: error }, "sign-in history not recorded"));
  }

  return {
    record,

    /**
     * The account whose password this is, if it may sign in, and whether its two-factor code comes next;
     * otherwise the refusal is thrown (401, or 403 said only to whoever knows the password).
     */
    async checkPassword({ username, password, role }: z.output<typeof loginBodySchema>, from: SignInSource) {
      const user = await usersRepo.findForLogin(username);
      // One verify on every path (a dummy hash for unknown users): no enumeration by timing.
      const valid = await verifyPassword(user?.passwordHash, password);
      const wantedRole = role === "student" ? "parent" : role;
      // A published demo password from another machine answers as a wrong one (decision 046).
      const demoRefused = valid && demoSignInRefused(from, password, demoSignInsFromAnywhere);
      // An account made by single sign-on has no password of ours: any password answers as a wrong one.
      const refusal =
        !user ||
        !valid ||
        demoRefused ||
        !user.isActive ||
        user.signsInWithProvider ||
        user.role !== wantedRole
          ? invalidCredentials()
          : // Said only to whoever knows the password, so it tells nobody else anything about the account.
            temporaryPasswordHasExpired(user)
            ? temporaryPasswordExpired()
            : accountAccessEnded(user)
              ? organisationAccessEnded()
              : null;
      if (user && valid && refusal) await matchRefusalWork(user.passwordHash, password);
      if (demoRefused) {
        from.log.info(
          { username: user?.username },
          "demo account refused: its published password signs in only from this machine (SEED_DEMO=1 allows every address)",
        );
      }
      // The right password of an account with two-factor on: no session yet, the code comes next.
      const twoFactorNext = refusal === null && user?.totpEnabledAt != null;
      // Recorded at the code step instead when two-factor is on.
      if (user && !twoFactorNext) record(user.id, refusal === null, from);
      if (!user || refusal) throw refusal ?? invalidCredentials();
      return { user, twoFactorNext };
    },
  };
}
