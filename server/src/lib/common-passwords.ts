/**
 * The list of common passwords a chosen password is checked against (ASVS 2.1.7).
 *
 * Source: `@zxcvbn-ts/language-common` (MIT), its `passwords-common` dictionary: the 49,233 most frequent
 * passwords of the xato.net ten-million-password corpus, as zxcvbn ranks them. It is 380 KB, too large for
 * the client's bundle, so the check runs here and the forms show it under the password field from the
 * answer's `issues`. The package unpacks its list when the server starts (about 27 ms); the set of it is
 * built on the first check (about 25 ms), and a check then costs under a microsecond.
 */
import { dictionary } from "@zxcvbn-ts/language-common";
import { COMMON_PASSWORD_MESSAGE } from "#shared/schemas/auth.ts";
import { PASSWORD_MIN } from "#shared/schemas/common.ts";
import type { z } from "#shared/zod.ts";
import { DEMO_PASSWORDS } from "../db/seed/users.ts";

let commonPasswords: Set<string> | undefined;

/**
 * Whether the password, ignoring case, is one of the common ones, or one the demo accounts are made with:
 * those are published, so an account choosing one would sign in only from this machine (decision 046).
 */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set([...dictionary["passwords-common"], ...DEMO_PASSWORDS]);
  return commonPasswords.has(password.toLowerCase());
}

/**
 * The request body schema with its chosen-password field checked against the list: a common one is a
 * 400 whose issue names the field, like any other validation error.
 */
export function refusingCommonPasswords<T extends z.ZodType<Record<string, unknown>>>(
  schema: T,
  field: string,
): T {
  return schema.superRefine((value, context) => {
    const password = value[field];
    // A password under the minimum gets the specification's length message alone.
    if (typeof password === "string" && password.length >= PASSWORD_MIN && isCommonPassword(password)) {
      context.addIssue({ code: "custom", path: [field], message: COMMON_PASSWORD_MESSAGE });
    }
  }) as T;
}
