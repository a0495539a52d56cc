/**
 * Which account a provider's sign-in reaches (DECISIONS.md "Employers: single sign-on and provisioning",
 * decision 056 "Single sign-on"). The company's HR managers choose its provider, so an e-mail claim alone
 * opens only an account meant for the provider: one it or SCIM made for it (`signsInWithProvider`), or one
 * its owner linked from its own signed-in session. An account with a password of its own is otherwise
 * refused with `link_required`; only families sign in this way.
 */
import { randomBytes } from "node:crypto";
import { PLACES_ERROR_CODES } from "#shared/schemas/places.ts";
import type { SsoErrorCode } from "#shared/schemas/sso.ts";
import { USER_ERROR_CODES } from "#shared/schemas/users.ts";
import { isTransactionConflict } from "../../db/client.ts";
import type { Transaction } from "../../db/transaction.ts";
import { AppError } from "../../errors.ts";
import { hashPassword } from "../../lib/password.ts";
import type { EmployerAuditRepository } from "../employer-audit/employer-audit.repository.ts";
import type { PlacesRepository } from "../users/places.repository.ts";
import type { User, UsersRepository } from "../users/users.repository.ts";

import { companyAccessEnded } from "../users/users.rules.ts";
import type { SsoRepository } from "./sso.repository.ts";
import { accountNameFrom, usernameCandidates } from "./sso.rules.ts";

/** Who made an account that single sign-on created, in the company's audit list. */
const SSO_ACTOR = { kind: "system", userId: null, label: "Sign-in with the organisation" } as const;

export type SsoOutcome =
  | { ok: true; user: User; linking: boolean }
  | {
      ok: false;
      error: SsoErrorCode;
      /** The account the refusal concerns, for its sign-in history. */
      userId?: number;
      /** The refusal ends a link started from the account page (the answer goes back there). */
      linking: boolean;
    };

/** The company's provider as a link names it: a link is to a subject under this issuer and client id. */
export type ProviderIdentity = { companyId: number; issuer: string; clientId: string; subject: string };

type Account = User & { companyStatus: string | null; companySubscriptionEndDate: Date | null };

export type SsoAccountsDeps = {
  ssoRepo: SsoRepository;
  transaction: Transaction<{
    sso: SsoRepository;
    users: UsersRepository;
    places: PlacesRepository;
    employerAudit: EmployerAuditRepository;
  }>;
};

const refuse = (error: SsoErrorCode, userId?: number, linking = false): SsoOutcome => ({
  ok: false,
  error,
  userId,
  linking,
});

/** Why the account may not sign in through its company's provider, or null. */
function refusalOf(account: Account, companyId: number): SsoOutcome | null {
  // Only the company's own families: an HR manager, a tutor or an admin signs in with its password.
  if (account.companyId !== companyId || account.role !== "parent") return refuse("account");
  if (account.leftAt && account.leftAt.getTime() <= Date.now()) return refuse("leaver", account.id);
  if (!account.isActive) return refuse("account", account.id);
  if (companyAccessEnded(account)) return refuse("access_ended", account.id);
  return null;
}

export function createSsoAccounts({ ssoRepo, transaction }: SsoAccountsDeps) {
  /**
   * The first username nobody holds among the e-mail's candidates, chosen before the transaction that
   * claims the place, so the company's place lock is held only for the insert, the claim and the commit.
   */
  async function freeUsername(email: string) {
    const candidates = [...usernameCandidates(email)];
    for (let from = 0; from < candidates.length; from += 50) {
      const batch = candidates.slice(from, from + 50);
      const taken = new Set(await ssoRepo.takenUsernames(batch));
      const free = batch.find((candidate) => !taken.has(candidate));
      if (free) return free;
    }
    return `user-${randomBytes(6).toString("hex")}`;
  }

  /** A new activated family account on a free place, linked to the identity. */
  async function create(identity: ProviderIdentity, email: string, claims: Record<string, unknown>) {
    // Nobody knows this password: the account signs in only through the provider (`signsInWithProvider`
    // also makes password sign-in answer as a wrong password).
    const passwordHash = await hashPassword(randomBytes(32).toString("base64url"));
    const fullName = accountNameFrom(claims, email);
    let usernameRetries = 0;
    let conflictRetries = 0;
    for (;;) {
      const username = await freeUsername(email);
      try {
        return await transaction(async ({ sso, users, places, employerAudit }) => {
          // First, as every other way an account is made (registration, bulk, SCIM): the company's place
          // lock, then the insert (whose count trigger takes the same lock again). Inserting first took
          // the row locks of the new address before the place lock, the opposite order to SCIM's, and a
          // SCIM creation of the same address at the same moment deadlocked with it.
          await places.claim(identity.companyId, 1);
          const now = new Date();
          const created = await users.create({
            username,
            email,
            emailConfirmedAt: now,
            fullName,
            passwordHash,
            role: "parent",
            companyId: identity.companyId,
            isActivated: true,
            activatedAt: now,
            signsInWithProvider: true,
          });
          await sso.link({ ...identity, userId: created.id });
          await employerAudit.record({
            companyId: identity.companyId,
            actor: SSO_ACTOR,
            action: "employee.created",
            targetUserId: created.id,
            targetLabel: email,
            detail: { by: "single sign-on" },
          });
          return created;
        });
      } catch (error) {
        // Another sign-in took the username in the meantime: choose again.
        if (
          error instanceof AppError &&
          error.code === USER_ERROR_CODES.usernameTaken &&
          usernameRetries < 3
        ) {
          usernameRetries += 1;
          continue;
        }
        // PostgreSQL broke a lock cycle (or a serialization failure) by aborting this transaction, which
        // wrote nothing: another path that locks in another order. Tried again twice, not answered 500.
        if (isTransactionConflict(error) && conflictRetries < 2) {
          conflictRetries += 1;
          continue;
        }
        throw error;
      }
    }
  }

  /** The account this verified e-mail and identity reach: linked, meant for the provider, or made. */
  async function signIn(
    identity: ProviderIdentity,
    email: string,
    claims: Record<string, unknown>,
  ): Promise<SsoOutcome> {
    const linked = await ssoRepo.linkedAccount(identity);
    if (linked) return refusalOf(linked, identity.companyId) ?? { ok: true, user: linked, linking: false };
    const [found] = await ssoRepo.accountsWithEmail(email);
    if (found) {
      const refusal = refusalOf(found, identity.companyId);
      if (refusal) return refusal;
      // A password of its own: only its owner, signed in, links it (from Profile Settings).
      if (!found.signsInWithProvider) return refuse("link_required", found.id);
      // Made for the provider, and already another identity's there (an address given to someone new).
      if ((await ssoRepo.subjectOf(found.id, identity.issuer, identity.clientId)) !== null)
        return refuse("account", found.id);
      if (!(await ssoRepo.link({ ...identity, userId: found.id }))) return refuse("account", found.id);
      if (!found.isActivated) await ssoRepo.markActivated(found.id);
      return { ok: true, user: found, linking: false };
    }
    try {
      return { ok: true, user: await create(identity, email, claims), linking: false };
    } catch (error) {
      if (error instanceof AppError && error.code === PLACES_ERROR_CODES.noPlacesLeft)
        return refuse("no_places");
      // The same e-mail made an account at the same moment (another tab): that account signs in.
      if (error instanceof AppError && error.code === USER_ERROR_CODES.emailTaken) {
        const [again] = await ssoRepo.accountsWithEmail(email);
        if (again?.companyId === identity.companyId) return signIn(identity, email, claims);
        return refuse("account");
      }
      throw error;
    }
  }

  /**
   * Links the family account that started the link (its owner signed in to start it) to the identity: the
   * provider's verified e-mail must be the account's own.
   */
  async function link(userId: number, identity: ProviderIdentity, email: string): Promise<SsoOutcome> {
    const account = await ssoRepo.accountById(userId);
    if (!account) return refuse("account", undefined, true);
    const refusal = refusalOf(account, identity.companyId);
    if (refusal) return { ...refusal, linking: true };
    // The provider must vouch for the account's own address, and one its owner confirmed (an address an HR
    // system wrote through SCIM is unconfirmed: the HR-run provider could vouch for it).
    if (account.email.toLowerCase() !== email || account.emailConfirmedAt === null)
      return refuse("link_email", account.id, true);
    const holder = await ssoRepo.linkedAccount(identity);
    if (holder && holder.id !== account.id) return refuse("link_taken", account.id, true);
    if (!(await ssoRepo.link({ ...identity, userId: account.id })))
      return refuse("link_taken", account.id, true);
    return { ok: true, user: account, linking: true };
  }

  return { signIn, link, refuse };
}
