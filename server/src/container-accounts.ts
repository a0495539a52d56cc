/**
 * The account and sign-in services (decision 052): companies, e-mail confirmation, credentials,
 * registration and invitations, employee accounts, sign-in, two-factor and the account's own data, with
 * the accounts' db-backed attempt limits. Made once by the container; writes that must stand or fall
 * together run through `transaction`.
 */
import type { Brand } from "#shared/config/brand.ts";
import type { appLinks } from "./config/links.ts";
import type { Repositories } from "./container-repositories.ts";
import type { AppConfig, RateLimitRule } from "./context.ts";
import type { Transaction } from "./db/transaction.ts";
import { createAccountService } from "./modules/account/account.service.ts";
import { createCredentialsService, RECOVERY_MAILS_PER_ACCOUNT } from "./modules/auth/credentials.service.ts";
import type { SecretBox } from "./modules/auth/secret-box.ts";
import { createSignInService } from "./modules/auth/sign-in.service.ts";
import { createTwoFactorService } from "./modules/auth/two-factor.service.ts";
import { createCompaniesService } from "./modules/companies/companies.service.ts";
import {
  CONFIRMATION_MAILS_PER_ACCOUNT,
  createEmailConfirmationService,
  tooManyConfirmationMails,
} from "./modules/email-confirmation/email-confirmation.service.ts";
import { createEmployeeAccountsService } from "./modules/employee-accounts/employee-accounts.service.ts";
import type { Mailer } from "./modules/mail/mailer.ts";
import type { AttemptLimiter } from "./modules/rate-limits/attempt-limiter.service.ts";
import { createInvitationsService } from "./modules/registration/invitations.service.ts";
import { createRegistrationService } from "./modules/registration/registration.service.ts";

export function createAccountServices({
  repositories,
  transaction,
  config,
  limiter,
  secretBox,
  mail,
}: {
  repositories: Repositories;
  transaction: Transaction<Repositories>;
  config: Pick<AppConfig, "rateLimits" | "brand" | "demoSignInsFromAnywhere">;
  /** The container's db-backed attempt limiter. */
  limiter: (rule: RateLimitRule, refusal?: (wait: string) => string, prefix?: string) => AttemptLimiter;
  secretBox: SecretBox;
  mail: { mailer: Mailer; brand: Brand; links: ReturnType<typeof appLinks> };
}) {
  const { loginPerIp, loginPerUsername, loginPerUsernameAllIps } = config.rateLimits;
  /** Accounts' db-backed attempt limits (decision 051); per address under the route limits' names. */
  const limits = {
    signInPerAddress: limiter(loginPerIp, undefined, "route:POST /api/login:"),
    twoFactorSignInPerAddress: limiter(loginPerIp, undefined, "route:POST /api/login/two-factor:"),
    /** Password and code guesses per account (and address, at sign-in). */
    perAccount: limiter(loginPerUsername),
    /** Sign-in guesses per account from every address together. */
    perAccountAllAddresses: limiter(loginPerUsernameAllIps),
  };
  const { users: usersRepo, companies: companiesRepo, registration: registrationRepo } = repositories;
  const { employeeCounts } = usersRepo;
  const placesOf = repositories.places.of;
  const companies = createCompaniesService({ companiesRepo, employeeCounts, placesOf });
  const emailConfirmation = createEmailConfirmationService({
    confirmationsRepo: repositories.emailConfirmation,
    mailsPerAccount: limiter(CONFIRMATION_MAILS_PER_ACCOUNT, tooManyConfirmationMails),
    ...mail,
  });
  const credentials = createCredentialsService({
    usersRepo,
    resetsRepo: repositories.passwordResets,
    transaction,
    emailConfirmation,
    mailsPerAccount: limiter(RECOVERY_MAILS_PER_ACCOUNT),
    ...mail,
  });
  const registration = createRegistrationService({ registrationRepo, transaction, emailConfirmation });
  const accountsRepo = repositories.employeeAccounts;
  const invitations = createInvitationsService({
    registrationRepo,
    transaction,
    companies,
    companiesRepo,
    accountsRepo,
    ...mail,
  });
  const employeeAccounts = createEmployeeAccountsService({ companies, usersRepo, transaction, ...mail });
  const signIn = createSignInService({
    usersRepo,
    signInEvents: repositories.signInEvents,
    demoSignInsFromAnywhere: config.demoSignInsFromAnywhere === true,
  });
  const twoFactor = createTwoFactorService({
    secretBox,
    twoFactorRepo: repositories.twoFactor,
    usersRepo,
    loginSessionsRepo: repositories.loginSessions,
    issuer: config.brand.name,
    recordSignIn: signIn.record,
  });
  const account = createAccountService({
    accountRepo: repositories.account,
    signInEvents: repositories.signInEvents,
    ...mail,
  });

  return {
    limits,
    companies,
    emailConfirmation,
    credentials,
    signIn,
    twoFactor,
    registration,
    invitations,
    employeeAccounts,
    account,
  };
}
