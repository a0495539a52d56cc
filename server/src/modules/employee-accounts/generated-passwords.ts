/** Generated temporary passwords for accounts made in bulk, hashed on the thread pool a few at a time. */
import { generatePassword, hashGeneratedPassword } from "../../lib/password.ts";

export type GeneratedSecret = { password: string; passwordHash: string };

/**
 * Hashes in flight at once: enough to keep the thread pool busy, few enough that other work queued on it
 * (the database driver's sign-in hashing for a new connection) waits for four hashes, not thousands.
 */
const HASHING_CONCURRENCY = 4;

/**
 * Starts generating and hashing `count` passwords, in order, and answers at once with one promise per
 * password, so a caller can insert the first accounts while the later ones are still hashed. `stop`
 * ends the work early (the transaction they were for failed): promises not yet resolved never are.
 */
export function startGeneratingPasswords(count: number): {
  secrets: Array<Promise<GeneratedSecret>>;
  stop: () => void;
} {
  const settle: Array<{ resolve: (secret: GeneratedSecret) => void; reject: (error: unknown) => void }> = [];
  const secrets = Array.from(
    { length: count },
    () => new Promise<GeneratedSecret>((resolve, reject) => settle.push({ resolve, reject })),
  );
  // A refusal is seen by whoever awaits that password; unawaited (after `stop`) it must not end the process.
  for (const secret of secrets) secret.catch(() => {});
  let next = 0;
  let stopped = false;
  async function worker() {
    while (!stopped && next < count) {
      const index = next++;
      const password = generatePassword();
      await hashGeneratedPassword(password).then(
        (passwordHash) => settle[index]!.resolve({ password, passwordHash }),
        (error: unknown) => settle[index]!.reject(error),
      );
    }
  }
  for (let i = 0; i < Math.min(HASHING_CONCURRENCY, count); i++) void worker();
  return {
    secrets,
    stop: () => {
      stopped = true;
    },
  };
}

/** Each item with a new generated password and its hash. */
export async function withPasswords<T>(items: T[]): Promise<Array<T & GeneratedSecret>> {
  const { secrets } = startGeneratingPasswords(items.length);
  const resolved = await Promise.all(secrets);
  return items.map((item, i) => ({ ...item, ...resolved[i]! }));
}
