/**
 * TOTP two-factor sign-in (RFC 6238, decision 029 item 6): SHA-1, 6 digits, 30-second steps as every
 * authenticator app expects; a code is accepted one step either side of now and only once (the last used
 * step is kept inside the sealed secret). Ten one-time recovery codes are kept as SHA-256 digests.
 */
import { randomInt } from "node:crypto";
import * as OTPAuth from "otpauth";
import { RECOVERY_CODE_COUNT } from "#shared/schemas/auth.ts";
import { verifyPassword } from "../../lib/password.ts";
import { digestToken } from "../../lib/tokens.ts";
import type { User, UsersRepository } from "../users/users.repository.ts";
import {
  currentPasswordIncorrect,
  twoFactorAlreadyEnabled,
  twoFactorCodeInvalid,
  twoFactorConfirmCodeInvalid,
  twoFactorNotEnabled,
  twoFactorNotStarted,
} from "./auth.errors.ts";
import type { LoginSessionsRepository } from "./login-sessions.repository.ts";
import type { SecretBox } from "./secret-box.ts";
import type { SignInSource } from "./sign-in.service.ts";
import type { TwoFactorRepository } from "./two-factor.repository.ts";

const PERIOD_SECONDS = 30;
/** Steps either side of the server's clock a code may come from (phone clocks drift). */
const WINDOW = 1;

type StoredSecret = { secret: string; lastStep: number | null };

function totpFor(secret: string, issuer = "", label = "") {
  return new OTPAuth.TOTP({
    issuer,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_SECONDS,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

/** A new shared secret (160 bits, base32) and the otpauth:// address an app reads from a QR code. */
export function newTotpSecret(issuer: string, accountName: string): { secret: string; otpauthUrl: string } {
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  return { secret, otpauthUrl: totpFor(secret, issuer, accountName).toString() };
}

/** The time step the code belongs to (within the window), or null. */
export function stepOfCode(secret: string, code: string, now = Date.now()): number | null {
  if (!/^[0-9]{6}$/.test(code)) return null;
  const totp = totpFor(secret);
  const delta = totp.validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}

const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** Ten codes like `k7m2q-x9tr4` (50 bits each, no look-alike characters). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
    return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
  });
}

/** The stored digest of a recovery code, however it was typed (case, spaces, dashes). */
export function recoveryCodeDigest(code: string): string {
  return digestToken(code.toLowerCase().replace(/[^a-z0-9]/g, ""));
}

const bound = (userId: number) => `user:${userId}`;

export function sealTotpSecret(box: SecretBox, userId: number, stored: StoredSecret): string {
  return box.seal("totp-secret", JSON.stringify(stored), bound(userId));
}

export function openTotpSecret(box: SecretBox, userId: number, sealed: string | null): StoredSecret | null {
  if (!sealed) return null;
  const text = box.open("totp-secret", sealed, bound(userId));
  if (!text) return null;
  const parsed = JSON.parse(text) as StoredSecret;
  return typeof parsed.secret === "string" ? parsed : null;
}

/**
 * Checks a second factor of an account with two-factor on: a 6-digit code not used before (its step is
 * recorded atomically), or an unused recovery code (consumed). True when it signs in.
 */
export async function verifySecondFactor(
  box: SecretBox,
  repo: TwoFactorRepository,
  user: { id: number; totpSecret: string | null },
  code: string,
): Promise<boolean> {
  const trimmed = code.replace(/\s+/g, "");
  if (/^[0-9]{6}$/.test(trimmed)) {
    const stored = openTotpSecret(box, user.id, user.totpSecret);
    if (!stored || !user.totpSecret) return false;
    const step = stepOfCode(stored.secret, trimmed);
    // Each step once: a code seen (or an older one) cannot sign in again, even within its 90 seconds.
    if (step === null || (stored.lastStep !== null && step <= stored.lastStep)) return false;
    const next = sealTotpSecret(box, user.id, { secret: stored.secret, lastStep: step });
    return repo.replaceSecret(user.id, user.totpSecret, next);
  }
  return repo.consumeRecoveryCode(user.id, recoveryCodeDigest(trimmed));
}

export type TwoFactorServiceDeps = {
  secretBox: SecretBox;
  twoFactorRepo: TwoFactorRepository;
  usersRepo: Pick<UsersRepository, "findById">;
  loginSessionsRepo: Pick<LoginSessionsRepository, "deleteAllForUser">;
  /** The issuer an authenticator app shows beside the account (the brand's name). */
  issuer: string;
  /** Adds a code's sign-in attempt to the account's history (the sign-in service's `record`). */
  recordSignIn: (userId: number, succeeded: boolean, from: SignInSource) => void;
};

/** An admin turns two-factor sign-in on (set-up, then a code), off again, and signs in with a code. */
export function createTwoFactorService(deps: TwoFactorServiceDeps) {
  const { secretBox: box, twoFactorRepo, usersRepo, loginSessionsRepo, issuer, recordSignIn } = deps;
  return {
    /** A new pending secret, kept sealed until a code confirms it; 409 when two-factor is on already. */
    async setup(user: User) {
      if (user.totpEnabledAt) throw twoFactorAlreadyEnabled();
      const setup = newTotpSecret(issuer, user.username);
      const sealed = sealTotpSecret(box, user.id, { secret: setup.secret, lastStep: null });
      if (!(await twoFactorRepo.savePendingSecret(user.id, sealed))) throw twoFactorAlreadyEnabled();
      return setup;
    },

    /**
     * Turns two-factor on with a code of the pending secret; the recovery codes, shown once. A new way to
     * sign in: every other login session of the account ends, as after a password change.
     */
    async confirm(user: User, code: string, keepSessionId?: string) {
      if (user.totpEnabledAt) throw twoFactorAlreadyEnabled();
      const pending = openTotpSecret(box, user.id, user.totpSecret);
      if (!pending || !user.totpSecret) throw twoFactorNotStarted();
      const step = stepOfCode(pending.secret, code);
      if (step === null) throw twoFactorConfirmCodeInvalid();
      const recoveryCodes = newRecoveryCodes();
      const enabled = await twoFactorRepo.enable(user.id, {
        pendingSecret: user.totpSecret,
        // The confirming code is used: it cannot sign in afterwards.
        sealedSecret: sealTotpSecret(box, user.id, { secret: pending.secret, lastStep: step }),
        recoveryCodeHashes: recoveryCodes.map(recoveryCodeDigest),
      });
      if (!enabled) throw twoFactorNotStarted();
      await loginSessionsRepo.deleteAllForUser(user.id, keepSessionId);
      return recoveryCodes;
    },

    /**
     * For a signed-in change that asks for the second factor too (linking the organisation's sign-in):
     * nothing when two-factor is off, else 400 unless the code (or a recovery code, used up) is right.
     */
    async requireCode(user: User, code: string | undefined) {
      if (!user.totpEnabledAt) return;
      if (!(await verifySecondFactor(box, twoFactorRepo, user, code ?? "")))
        throw twoFactorConfirmCodeInvalid();
    },

    /** Turns two-factor off with the password and a code; the account as it is now. */
    async disable(user: User, proof: { password: string; code: string }): Promise<User> {
      if (!user.totpEnabledAt) throw twoFactorNotEnabled();
      if (!(await verifyPassword(user.passwordHash, proof.password))) throw currentPasswordIncorrect();
      if (!(await verifySecondFactor(box, twoFactorRepo, user, proof.code))) {
        throw twoFactorConfirmCodeInvalid();
      }
      await twoFactorRepo.disable(user.id);
      return (await usersRepo.findById(user.id))!;
    },

    /**
     * The account a pending sign-in's code (or recovery code, used up) signs in, recorded in its history;
     * 401 for a wrong or used code. Null when it must start again from the password: deactivated, or
     * two-factor turned off, since the password step.
     */
    async signIn(userId: number, code: string, from: SignInSource): Promise<User | null> {
      const user = await usersRepo.findById(userId);
      if (!user?.isActive || !user.totpEnabledAt) return null;
      const valid = await verifySecondFactor(box, twoFactorRepo, user, code);
      recordSignIn(user.id, valid, from);
      if (!valid) throw twoFactorCodeInvalid();
      return user;
    },
  };
}
