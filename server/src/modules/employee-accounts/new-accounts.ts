/**
 * The accounts bulk creation makes (decision 035): each with a temporary password still being hashed,
 * inserted a chunk at a time as the hashes come, and the sign-in handed on once.
 */
import type { Credential } from "#shared/schemas/employee-accounts.ts";
import {
  type EmployeeAccountsRepository,
  INSERT_CHUNK,
  type NewAccount,
} from "./employee-accounts.repository.ts";
import type { GeneratedSecret } from "./generated-passwords.ts";

type AccountsRepository = EmployeeAccountsRepository;

/** An account to be made, with its password still being hashed. */
export type Pending = { username: string; email: string; fullName: string; secret: Promise<GeneratedSecret> };

/** An account with a temporary password, to be replaced at first sign-in. */
export function newAccount(
  account: Pick<Pending, "username" | "email" | "fullName">,
  passwordHash: string,
  role: NewAccount["role"],
  companyId: number,
): NewAccount {
  const { username, email, fullName } = account;
  return {
    username,
    email,
    fullName,
    passwordHash,
    role,
    companyId,
    mustChangePassword: true,
    isActivated: false,
  };
}

/**
 * Inserts the accounts a chunk at a time, each chunk as soon as its passwords are hashed (so the
 * database writes while the later passwords are hashed); what the database took (ON CONFLICT skips).
 */
export async function insertAsHashed<T extends Pending>(
  accountsRepo: AccountsRepository,
  accounts: T[],
  toRow: (account: T, passwordHash: string) => NewAccount,
) {
  const inserted: Array<{ id: number; username: string; email: string }> = [];
  for (let start = 0; start < accounts.length; start += INSERT_CHUNK) {
    const chunk = accounts.slice(start, start + INSERT_CHUNK);
    const secrets = await Promise.all(chunk.map((account) => account.secret));
    inserted.push(
      ...(await accountsRepo.insertMany(chunk.map((a, i) => toRow(a, secrets[i]!.passwordHash)))),
    );
  }
  return inserted;
}

/** What the admin hands on: the sign-in of a created account (its password shown this once). */
export async function toCredential(account: Pending): Promise<Credential> {
  const { password } = await account.secret;
  return { fullName: account.fullName, username: account.username, password, email: account.email };
}
