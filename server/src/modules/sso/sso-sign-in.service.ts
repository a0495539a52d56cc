/**
 * "Sign in with your organisation" (DECISIONS.md "Employers: single sign-on and provisioning"): a work
 * e-mail's domain names the company and its provider; the sign-in sent there is kept (state hashed, nonce,
 * PKCE verifier sealed) for ten minutes, bound to the browser that started it, and used once. On return the
 * library checks the provider's answer; then the verified e-mail, inside the company's domains, names the
 * company's account to sign in, or a new activated family account is made on a free place.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { PLACES_ERROR_CODES } from "#shared/schemas/places.ts";
import type { SsoErrorCode } from "#shared/schemas/sso.ts";
import type { Transaction } from "../../db/transaction.ts";
import { AppError, badRequest } from "../../errors.ts";
import { hashPassword } from "../../lib/password.ts";
import { organisationAccessEnded } from "../auth/auth.errors.ts";
import type { SecretBox } from "../auth/secret-box.ts";
import type { EmployerAuditRepository } from "../employer-audit/employer-audit.repository.ts";
import type { PlacesRepository } from "../users/places.repository.ts";
import type { User, UsersRepository } from "../users/users.repository.ts";
import { companyAccessEnded } from "../users/users.rules.ts";
import { completeAuthorization, discover, newAuthorization, ssoErrorOf } from "./oidc-client.ts";
import { ssoNotUsed } from "./sso.errors.ts";
import type { SsoRepository } from "./sso.repository.ts";
import { accountNameFrom, emailVerified, usernameCandidates } from "./sso.rules.ts";
import { secretBinding } from "./sso-settings.service.ts";

/** How long a sign-in sent to the provider may take to come back. */
export const SSO_SIGN_IN_TTL_MS = 10 * 60 * 1000;

const sha256 = (text: string) => createHash("sha256").update(text).digest("base64url");

function sameHash(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const unreachable = () =>
  badRequest(
    "We could not reach your organisation's sign-in just now. Please try again later, or sign in with your username and password.",
    "SSO_PROVIDER_UNREACHABLE",
  );

/** Who made an account that single sign-on created, in the company's audit list. */
const SSO_ACTOR = { kind: "system", userId: null, label: "Sign-in with the organisation" } as const;

export type SsoSignInServiceDeps = {
  ssoRepo: SsoRepository;
  secretBox: SecretBox;
  transaction: Transaction<{
    users: UsersRepository;
    places: PlacesRepository;
    employerAudit: EmployerAuditRepository;
  }>;
  redirectUri: string;
};

export type SsoOutcome =
  | { ok: true; user: User }
  | {
      ok: false;
      error: SsoErrorCode /** The account the refusal concerns, for its sign-in history. */;
      userId?: number;
    };

export function createSsoSignInService({
  ssoRepo,
  secretBox,
  transaction,
  redirectUri,
}: SsoSignInServiceDeps) {
  const refuse = (error: SsoErrorCode, userId?: number): SsoOutcome => ({ ok: false, error, userId });

  function clientOf(provider: {
    companyId: number;
    issuer: string;
    clientId: string;
    clientSecretSealed: string;
  }) {
    const clientSecret = secretBox.open(
      "sso-client-secret",
      provider.clientSecretSealed,
      secretBinding(provider.companyId),
    );
    return clientSecret === null
      ? null
      : { issuer: provider.issuer, clientId: provider.clientId, clientSecret };
  }

  /** The account for a verified e-mail of the company: found, or made on a free place. */
  async function accountFor(
    companyId: number,
    email: string,
    claims: Record<string, unknown>,
  ): Promise<SsoOutcome> {
    const accounts = await ssoRepo.accountsWithEmail(email);
    const found = accounts[0];
    if (found) {
      // Only the company's own families and HR managers sign in through its provider.
      if (found.companyId !== companyId || (found.role !== "parent" && found.role !== "hr")) {
        return refuse("account");
      }
      if (found.leftAt && found.leftAt.getTime() <= Date.now()) return refuse("leaver", found.id);
      if (!found.isActive) return refuse("account", found.id);
      if (companyAccessEnded(found)) return refuse("access_ended", found.id);
      if (!found.isActivated) await ssoRepo.markActivated(found.id);
      return { ok: true, user: found };
    }
    // Nobody knows this password: the account signs in only through the provider (`signsInWithProvider`
    // also makes password sign-in answer as a wrong password).
    const passwordHash = await hashPassword(randomBytes(32).toString("base64url"));
    try {
      const user = await transaction(async ({ users, places, employerAudit }) => {
        await places.claim(companyId, 1);
        let username: string | undefined;
        for (const candidate of usernameCandidates(email)) {
          if (!(await users.anyWithUsername([candidate]))) {
            username = candidate;
            break;
          }
        }
        const now = new Date();
        const created = await users.create({
          username: username ?? `user-${randomBytes(6).toString("hex")}`,
          email,
          emailConfirmedAt: now,
          fullName: accountNameFrom(claims, email),
          passwordHash,
          role: "parent",
          companyId,
          isActivated: true,
          activatedAt: now,
          signsInWithProvider: true,
        });
        await employerAudit.record({
          companyId,
          actor: SSO_ACTOR,
          action: "employee.created",
          targetUserId: created.id,
          targetLabel: email,
          detail: { by: "single sign-on" },
        });
        return created;
      });
      return { ok: true, user };
    } catch (error) {
      if (error instanceof AppError && error.code === PLACES_ERROR_CODES.noPlacesLeft)
        return refuse("no_places");
      // The same e-mail made an account at the same moment (another tab): that account signs in.
      if (error instanceof AppError && error.statusCode === 409) {
        const [again] = await ssoRepo.accountsWithEmail(email);
        if (again?.companyId === companyId) return accountFor(companyId, email, claims);
        return refuse("account");
      }
      throw error;
    }
  }

  return {
    /**
     * The provider's address for this work e-mail, and the token the browser keeps in a cookie to finish
     * there. 400 when no company's provider serves the domain; 403 when the company's access has ended.
     */
    async start(email: string) {
      const domain = email.slice(email.lastIndexOf("@") + 1).toLowerCase();
      const found = await ssoRepo.providerForDomain(domain);
      if (!found) throw ssoNotUsed();
      if (companyAccessEnded(found)) throw organisationAccessEnded();
      const providerClient = clientOf(found.provider);
      if (!providerClient) throw unreachable();
      const config = await discover(providerClient).catch(() => {
        throw unreachable();
      });
      const authorization = await newAuthorization(config, { redirectUri, loginHint: email });
      const browserBinding = randomBytes(32).toString("base64url");
      const stateHash = sha256(authorization.state);
      await ssoRepo.startSignIn({
        stateHash,
        browserBindingHash: sha256(browserBinding),
        companyId: found.provider.companyId,
        nonce: authorization.nonce,
        codeVerifierSealed: secretBox.seal("sso-code-verifier", authorization.codeVerifier, stateHash),
        expiresAt: new Date(Date.now() + SSO_SIGN_IN_TTL_MS),
      });
      return { redirectUrl: authorization.url, browserBinding };
    },

    /**
     * The provider sent the browser back (`query`: the callback's query string). Every refusal is an
     * outcome with its code, never a session.
     */
    async finish(query: string, browserBinding: string | undefined): Promise<SsoOutcome> {
      const params = new URLSearchParams(query);
      const state = params.get("state");
      if (!state) return refuse("state");
      const stateHash = sha256(state);
      const { signIn, alreadyUsed } = await ssoRepo.consumeSignIn(stateHash);
      if (!signIn) return refuse(alreadyUsed ? "replayed" : "state");
      // Started in another browser (a link passed on, or forced on someone): refused.
      if (!browserBinding || !sameHash(sha256(browserBinding), signIn.browserBindingHash))
        return refuse("state");
      if (signIn.expiresAt.getTime() < Date.now()) return refuse("attempt_expired");
      const found = await ssoRepo.providerOf(signIn.companyId);
      const providerClient = found && clientOf(found.provider);
      const codeVerifier = secretBox.open("sso-code-verifier", signIn.codeVerifierSealed, stateHash);
      if (!found || !providerClient || !codeVerifier) return refuse("provider");
      let claims: Record<string, unknown>;
      try {
        const config = await discover(providerClient);
        const callbackUrl = new URL(redirectUri);
        callbackUrl.search = params.toString();
        claims = await completeAuthorization(config, callbackUrl, {
          state,
          nonce: signIn.nonce,
          codeVerifier,
        });
      } catch (error) {
        return refuse(ssoErrorOf(error));
      }
      const email = typeof claims.email === "string" ? claims.email.trim().toLowerCase() : "";
      if (!email || !emailVerified(claims)) return refuse("email_unverified");
      const domain = email.slice(email.lastIndexOf("@") + 1);
      const domains = await ssoRepo.domainsOf(signIn.companyId);
      if (!email.includes("@") || !domains.includes(domain)) return refuse("email_domain");
      if (companyAccessEnded(found)) return refuse("access_ended");
      return accountFor(signIn.companyId, email, claims);
    },
  };
}

export type SsoSignInService = ReturnType<typeof createSsoSignInService>;
