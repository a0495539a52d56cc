/**
 * Sign-in with the organisation's services (DECISIONS.md "Employers: single sign-on and
 * provisioning"), made once by the container (decision 052).
 */
import type { Brand } from "#shared/config/brand.ts";
import { paths } from "#shared/config/paths.ts";
import { SSO_API } from "#shared/schemas/sso.ts";
import type { Repositories } from "./container-repositories.ts";
import type { Transaction } from "./db/transaction.ts";
import type { SecretBox } from "./modules/auth/secret-box.ts";
import type { Mailer } from "./modules/mail/mailer.ts";
import { createSsoSettingsService } from "./modules/sso/sso-settings.service.ts";
import { createSsoSignInService } from "./modules/sso/sso-sign-in.service.ts";

export function createSsoServices({
  repositories,
  transaction,
  secretBox,
  appUrl,
  allowPrivateIssuers,
  mail,
}: {
  repositories: Repositories;
  transaction: Transaction<Repositories>;
  secretBox: SecretBox;
  appUrl: string;
  /** Providers on this machine or a private network are contacted (SSO_ALLOW_PRIVATE_ISSUERS=1). */
  allowPrivateIssuers: boolean;
  mail: { mailer: Mailer; brand: Brand };
}) {
  // What each company registers at its provider as the redirect address.
  const redirectUri = new URL(SSO_API.callback, appUrl).href;
  return {
    ssoSettings: createSsoSettingsService({
      ssoRepo: repositories.sso,
      transaction,
      secretBox,
      companyExists: async (companyId) => (await repositories.companies.findById(companyId)) !== null,
      redirectUri,
      // Plain-HTTP issuers on this machine only where the app itself runs on plain HTTP (development, tests).
      allowLoopbackHttp: appUrl.startsWith("http:"),
      allowPrivateIssuers,
    }),
    ssoSignIn: createSsoSignInService({
      ssoRepo: repositories.sso,
      secretBox,
      transaction,
      redirectUri,
      allowPrivateIssuers,
      mail: { ...mail, accountUrl: new URL(paths.account, appUrl).href },
    }),
  };
}
