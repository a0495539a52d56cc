/**
 * Password hashing. Passwords people choose get argon2id with OWASP's parameters. Passwords the
 * system generates (14 random characters of 56, temporary until changed) carry ~80 bits of entropy, which
 * no guessing rate reaches, so argon2id at its lightest useful setting (64 KiB, one pass) protects them
 * as well and keeps a 10,000-account upload within its 3 s (decision 035; 1 MiB cost 0.5-0.8 s more).
 */
import { randomInt } from "node:crypto";
import { type Algorithm, hash, verify } from "@node-rs/argon2";
import { TEMPORARY_PASSWORD_DAYS } from "#shared/schemas/auth.ts";

/** `Algorithm.Argon2id` (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2 as Algorithm;

const CHOSEN_PASSWORD_PARAMS = {
  algorithm: ARGON2ID,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

const GENERATED_PASSWORD_PARAMS = {
  algorithm: ARGON2ID,
  memoryCost: 64,
  timeCost: 1,
  parallelism: 1,
} as const;

/**
 * Counts of hash work, read by tests to prove every login path does exactly one verify, and every refused
 * one exactly one at the chosen-password strength (`strongVerify`).
 */
export const hashCounters = { hash: 0, verify: 0, strongVerify: 0 };

/** Whether a stored hash uses at least the chosen-password memory cost (generated ones use less). */
function isStrongHash(storedHash: string): boolean {
  const memory = /\$m=(\d+),/.exec(storedHash)?.[1];
  return memory !== undefined && Number(memory) >= CHOSEN_PASSWORD_PARAMS.memoryCost;
}

export async function hashPassword(password: string): Promise<string> {
  hashCounters.hash++;
  return hash(password, CHOSEN_PASSWORD_PARAMS);
}

export async function hashGeneratedPassword(password: string): Promise<string> {
  hashCounters.hash++;
  return hash(password, GENERATED_PASSWORD_PARAMS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Computes the dummy hash ahead of the first sign-in attempt, so the first unknown username after a
 * start costs one verify like every other attempt, not a hash and a verify.
 */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= hash("dummy-password-for-timing", CHOSEN_PASSWORD_PARAMS);
  return dummyHash;
}

async function verifyDummy(password: string): Promise<void> {
  hashCounters.strongVerify++;
  await verify(await prepareDummyHash(), password).catch(() => false);
}

/**
 * Verifies a password. Every refusal costs one verify at the chosen-password strength, so neither an
 * unknown username (a dummy hash is checked) nor a not-yet-activated account with a lighter generated
 * hash (the dummy is checked as well) answers sooner than a wrong password for a chosen one.
 */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  hashCounters.verify++;
  if (!storedHash) {
    await verifyDummy(password);
    return false;
  }
  const strong = isStrongHash(storedHash);
  if (strong) hashCounters.strongVerify++;
  const valid = await verify(storedHash, password).catch(() => false);
  if (!valid && !strong) await verifyDummy(password);
  return valid;
}

/**
 * A sign-in refused although the password was right (another role, a deactivated account): when the stored
 * hash is a lighter generated one, the dummy is checked at the chosen strength too, so this refusal costs
 * what every other one does.
 */
export async function matchRefusalWork(storedHash: string, password: string): Promise<void> {
  if (!isStrongHash(storedHash)) await verifyDummy(password);
}

/**
 * Whether an account's temporary password has expired: it must be replaced at first sign-in
 * (`mustChangePassword`) and was issued — the account made, or the password last re-issued — more than
 * TEMPORARY_PASSWORD_DAYS ago.
 */
export function temporaryPasswordHasExpired(
  account: { mustChangePassword: boolean; passwordChangedAt: Date | null; createdAt: Date },
  now = new Date(),
): boolean {
  if (!account.mustChangePassword) return false;
  const issuedAt = account.passwordChangedAt ?? account.createdAt;
  return now.getTime() - issuedAt.getTime() > TEMPORARY_PASSWORD_DAYS * 24 * 60 * 60 * 1000;
}

/** Letters and digits that cannot be mistaken for each other (no 0/O, 1/l/I). */
const UNAMBIGUOUS = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789";
const UNAMBIGUOUS_UPPER = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

function randomString(length: number, alphabet = UNAMBIGUOUS): string {
  let out = "";
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

export function generatePassword(): string {
  return randomString(14);
}

export function generateRegistrationCode(): string {
  return randomString(8, UNAMBIGUOUS_UPPER);
}
