/**
 * Creates an admin account. The password is read from standard input when --password is left out or
 * --password-stdin is given, so it never sits in the shell's history or the process list:
 *   printf '%s\n' "$PASSWORD" | npm run create-admin -- --username U --email E --full-name "N"
 *   npm run create-admin -- --username U --password P --email E --full-name "N"
 */
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { emailSchema, passwordSchema, usernameSchema } from "#shared/schemas/auth.ts";
import { z } from "#shared/zod.ts";
import { loadEnv } from "../config/env.ts";
import { createRepositories } from "../container-repositories.ts";
import { openMigratedDatabase } from "../db/open-from-env.ts";
import { AppError } from "../errors.ts";
import { refusingCommonPasswords } from "../lib/common-passwords.ts";
import { hashPassword } from "../lib/password.ts";

const argsSchema = refusingCommonPasswords(
  z.object({
    username: usernameSchema,
    password: passwordSchema,
    email: emailSchema,
    "full-name": z.string().trim().min(2, "Full name is required"),
  }),
  "password",
);

const USAGE =
  'Usage: npm run create-admin -- --username U --email E --full-name "N" [--password P | --password-stdin]\n' +
  "  Without --password, the password is the first line of standard input.";

/** The first line of standard input (a prompt on stderr when someone types it; the line is not hidden). */
async function readPasswordLine(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write("Password: ");
  const lines = createInterface({ input: process.stdin, terminal: false });
  for await (const line of lines) {
    lines.close();
    return line.replace(/\r$/, "");
  }
  return "";
}

const { values } = parseArgs({
  options: {
    username: { type: "string" },
    password: { type: "string" },
    "password-stdin": { type: "boolean" },
    email: { type: "string" },
    "full-name": { type: "string" },
  },
});
if (values["password-stdin"] && values.password !== undefined) {
  console.error("Give the password with --password or on standard input (--password-stdin), not both.");
  process.exit(2);
}
const password = values.password ?? (await readPasswordLine());
const parsed = argsSchema.safeParse({ ...values, password });
if (!parsed.success) {
  console.error(USAGE);
  for (const issue of parsed.error.issues) console.error(`  --${issue.path.join(".")}: ${issue.message}`);
  process.exit(2);
}

const env = loadEnv();
const database = await openMigratedDatabase(env);
try {
  const user = await createRepositories(database.db).users.create({
    username: parsed.data.username,
    email: parsed.data.email,
    fullName: parsed.data["full-name"],
    passwordHash: await hashPassword(parsed.data.password),
    role: "admin",
    isActivated: true,
  });
  console.log(`Admin "${user.username}" created (id ${user.id}).`);
} catch (error) {
  if (error instanceof AppError) {
    console.error(error.message);
    process.exitCode = 1;
  } else {
    throw error;
  }
} finally {
  await database.close();
}
