/**
 * "Sign in with your organisation" (DECISIONS.md "Employers: single sign-on and provisioning"): a work
 * e-mail's domain names the company and its provider; the sign-in sent there is kept (state hashed, nonce,
 * PKCE verifier sealed) for ten minutes, bound to the browser that started it, and used once. On return the
 * library checks the provider's answer; then the verified e-mail, inside the company's domains, and the
 * provider's subject name the account (`sso-accounts.ts`). A signed-in family links its own account the same
 * way from Profile Settings: the sign-in then carries the account to link.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Brand } from "#shared/config/brand.ts";
import { emailSchema } from "#shared/schemas/auth.ts";
import type { SsoLinkStatus } from "#shared/schemas/sso.ts";
import { badRequest } from "../../errors.ts";
import { organisationAccessEnded } from "../auth/auth.errors.ts";
import type { SecretBox } from "../auth/secret-box.ts";
import type { Mailer } from "../mail/mailer.ts";
import { companyAccessEnded } from "../users/users.rules.ts";
import { completeAuthorization, discover, newAuthorization, ssoErrorOf } from "./oidc-client.ts";
import { ssoNotUsed } from "./sso.errors.ts";
import { claimsHoldNul, emailVerified } from "./sso.rules.ts";
import { ssoLinkedEmail } from "./sso.templates.ts";
import { createSsoAccounts, type SsoAccountsDeps, type SsoOutcome } from "./sso-accounts.ts";
import { secretBinding } from "./sso-settings.service.ts";

export type { SsoOutcome } from "./sso-accounts.ts";

/** How long a sign-in sent to the provider may take to come back. */
export const SSO_SIGN_IN_TTL_MS = 10 * 60 * 1000;

const sha256 = (text: string) => createHash("sha256").update(text).digest("base64url");

const unreachable = () =>
  badRequest(
    "We could not reach your organisation's sign-in just now. Please try again later, or sign in with your username and password.",
    "SSO_PROVIDER_UNREACHABLE",
  );

const linkUnavailable = () =>
  badRequest(
    "Your organisation's sign-in is not available for this account. Only a family account whose e-mail address is at your organisation can link it.",
    "SSO_LINK_UNAVAILABLE",
  );

export type SsoSignInServiceDeps = SsoAccountsDeps & {
  secretBox: SecretBox;
  redirectUri: string;
  /** Providers on this machine or a private network are contacted (SSO_ALLOW_PRIVATE_ISSUERS=1). */
  allowPrivateIssuers: boolean;
  /** The e-mail telling a family its account was linked; `accountUrl` is Profile Settings, to unlink. */
  mail: { mailer: Pick<Mailer, "send" | "inBackground">; brand: Brand; accountUrl: string };
};

type Provider = { companyId: number; issuer: string; clientId: string; clientSecretSealed: string };

export function createSsoSignInService({
  ssoRepo,
  secretBox,
  transaction,
  redirectUri,
  allowPrivateIssuers,
  mail,
}: SsoSignInServiceDeps) {
  const accounts = createSsoAccounts({ ssoRepo, transaction });
  const { refuse } = accounts;
  const network = { allowPrivateAddresses: allowPrivateIssuers };

  function clientOf(provider: Provider) {
    const clientSecret = secretBox.open(
      "sso-client-secret",
      provider.clientSecretSealed,
      secretBinding(provider.companyId),
    );
    return clientSecret === null
      ? null
      : { issuer: provider.issuer, clientId: provider.clientId, clientSecret };
  }

  /** Sends the browser to the provider, the sign-in kept for the callback (with the account to link). */
  async function sendToProvider(provider: Provider, loginHint: string, linkUserId: number | null) {
    const providerClient = clientOf(provider);
    if (!providerClient) throw unreachable();
    const config = await discover(providerClient, network).catch(() => {
      throw unreachable();
    });
    // Metadata naming an address no browser should be sent to is the provider's failure, as no answer is.
    const authorization = await newAuthorization(config, { redirectUri, loginHint }).catch(() => {
      throw unreachable();
    });
    const browserBinding = randomBytes(32).toString("base64url");
    const stateHash = sha256(authorization.state);
    await ssoRepo.startSignIn({
      stateHash,
      browserBindingHash: sha256(browserBinding),
      companyId: provider.companyId,
      nonce: authorization.nonce,
      codeVerifierSealed: secretBox.seal("sso-code-verifier", authorization.codeVerifier, stateHash),
      linkUserId,
      expiresAt: new Date(Date.now() + SSO_SIGN_IN_TTL_MS),
    });
    return { redirectUrl: authorization.url, browserBinding };
  }

  /**
   * The family account's company provider, when the account may link it: a family of a company with a
   * provider, its e-mail in the company's domains (the provider must vouch for that very address).
   */
  async function linkableProvider(userId: number) {
    const account = await ssoRepo.accountById(userId);
    if (account?.role !== "parent" || account.companyId === null || account.signsInWithProvider) return null;
    // Only an address its owner confirmed: one an HR system wrote (SCIM) stays unconfirmed, and the
    // provider must not vouch for an address the account's owner never proved.
    if (account.emailConfirmedAt === null) return null;
    const found = await ssoRepo.providerOf(account.companyId);
    if (!found) return null;
    const domain = account.email.slice(account.email.lastIndexOf("@") + 1).toLowerCase();
    if (!(await ssoRepo.domainsOf(account.companyId)).includes(domain)) return null;
    return { account, found };
  }

  /** Whether the signed-in account may link its organisation's sign-in, and whether it has. */
  async function linkStatus(userId: number): Promise<SsoLinkStatus> {
    const linkable = await linkableProvider(userId);
    if (!linkable) return { available: false, linked: false };
    const { issuer, clientId } = linkable.found.provider;
    return { available: true, linked: (await ssoRepo.subjectOf(userId, issuer, clientId)) !== null };
  }

  return {
    linkStatus,

    /**
     * The provider's address for this work e-mail, and the token the browser keeps in a cookie to finish
     * there. 400 when no company's provider serves the domain; 403 when the company's access has ended.
     */
    async start(email: string) {
      const domain = email.slice(email.lastIndexOf("@") + 1).toLowerCase();
      const found = await ssoRepo.providerForDomain(domain);
      if (!found) throw ssoNotUsed();
      if (companyAccessEnded(found)) throw organisationAccessEnded();
      return sendToProvider(found.provider, email, null);
    },

    /** Starts a link of the signed-in family's account (it proved it is the owner by signing in). */
    async startLink(userId: number) {
      const linkable = await linkableProvider(userId);
      if (!linkable) throw linkUnavailable();
      if (companyAccessEnded(linkable.found)) throw organisationAccessEnded();
      return sendToProvider(linkable.found.provider, linkable.account.email, userId);
    },

    /** Removes the account's link: a provider sign-in no longer reaches it. */
    async unlink(userId: number) {
      await ssoRepo.unlink(userId);
      return linkStatus(userId);
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
      // Only the browser that started it uses the sign-in up: one started in another browser (a link
      // passed on, or forced on someone) is refused, and a callback address seen by anyone else spoils
      // nothing.
      const consumed = await ssoRepo.consumeSignIn(stateHash, browserBinding ? sha256(browserBinding) : null);
      const { signIn, linking } = consumed;
      if (!signIn) return refuse(consumed.refusal, undefined, linking);
      if (signIn.expiresAt.getTime() < Date.now()) return refuse("attempt_expired", undefined, linking);
      const found = await ssoRepo.providerOf(signIn.companyId);
      const providerClient = found && clientOf(found.provider);
      const codeVerifier = secretBox.open("sso-code-verifier", signIn.codeVerifierSealed, stateHash);
      if (!found || !providerClient || !codeVerifier) return refuse("provider", undefined, linking);
      let claims: Record<string, unknown>;
      try {
        const config = await discover(providerClient, network);
        const callbackUrl = new URL(redirectUri);
        callbackUrl.search = params.toString();
        claims = await completeAuthorization(config, callbackUrl, {
          state,
          nonce: signIn.nonce,
          codeVerifier,
        });
      } catch (error) {
        return refuse(ssoErrorOf(error), undefined, linking);
      }
      if (claimsHoldNul(claims)) return refuse("provider", undefined, linking);
      const email = typeof claims.email === "string" ? claims.email.trim().toLowerCase() : "";
      if (!email || !emailVerified(claims)) return refuse("email_unverified", undefined, linking);
      // One address by the rule sign-up uses, else the provider's answer is refused (`a@b@c` is none).
      if (!emailSchema.safeParse(email).success) return refuse("provider", undefined, linking);
      const domain = email.slice(email.lastIndexOf("@") + 1);
      const domains = await ssoRepo.domainsOf(signIn.companyId);
      if (!domains.includes(domain)) return refuse("email_domain", undefined, linking);
      if (companyAccessEnded(found)) return refuse("access_ended", undefined, linking);
      if (typeof claims.sub !== "string" || !claims.sub) return refuse("provider", undefined, linking);
      // A link is to the subject under the issuer and client id the company has now.
      const identity = {
        companyId: signIn.companyId,
        issuer: found.provider.issuer,
        clientId: found.provider.clientId,
        subject: claims.sub,
      };
      if (signIn.linkUserId === null) return accounts.signIn(identity, email, claims);
      const outcome = await accounts.link(signIn.linkUserId, identity, email);
      // The account's own address is told (through the outbox), with how to undo a link it did not make.
      if (outcome.ok) {
        const { user } = outcome;
        const content = ssoLinkedEmail(mail.brand, { fullName: user.fullName, accountUrl: mail.accountUrl });
        mail.mailer.inBackground(() => mail.mailer.send(user.email, "sso-linked", content));
      }
      return outcome;
    },
  };
}

export type SsoSignInService = ReturnType<typeof createSsoSignInService>;
