/**
 * Creates an admin account:
 *   npm run create-admin -- --username U --password P --email E --full-name "N"
 */
import { parseArgs } from "node:util";
import { emailSchema, passwordSchema, usernameSchema } from "#shared/schemas/auth.ts";
import { z } from "#shared/zod.ts";
import { loadEnv } from "../config/env.ts";
import { openMigratedDatabase } from "../db/open-from-env.ts";
import { AppError } from "../errors.ts";
import { refusingCommonPasswords } from "../modules/auth/common-passwords.ts";
import { hashPassword } from "../modules/auth/password.ts";
import { createUsersRepository } from "../modules/users/users.repository.ts";

const argsSchema = refusingCommonPasswords(
  z.object({
    username: usernameSchema,
    password: passwordSchema,
    email: emailSchema,
    "full-name": z.string().trim().min(2, "Full name is required"),
  }),
  "password",
);

const { values } = parseArgs({
  options: {
    username: { type: "string" },
    password: { type: "string" },
    email: { type: "string" },
    "full-name": { type: "string" },
  },
});
const parsed = argsSchema.safeParse(values);
if (!parsed.success) {
  console.error('Usage: npm run create-admin -- --username U --password P --email E --full-name "N"');
  for (const issue of parsed.error.issues) console.error(`  --${issue.path.join(".")}: ${issue.message}`);
  process.exit(2);
}

const env = loadEnv();
const database = await openMigratedDatabase(env);
try {
  const user = await createUsersRepository(database.db).create({
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
