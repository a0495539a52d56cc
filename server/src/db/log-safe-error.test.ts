import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { serializeErrorForLog } from "./log-safe-error.ts";

describe("serializeErrorForLog", () => {
  it("keeps a failed query's text and the database's code but none of its parameters or row values", () => {
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_lower_idx"'),
      {
        code: "23505",
        constraint: "users_email_lower_idx",
        detail: "Key (lower(email))=(secret.person@example.org) already exists.",
      },
    );
    const error = new DrizzleQueryError(
      'insert into "users" ("email", "password_hash") values ($1, $2)',
      ["secret.person@example.org", "$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0"],
      cause,
    );
    const logged = JSON.stringify(serializeErrorForLog(error));
    expect(logged).toContain('insert into \\"users\\"');
    expect(logged).toContain("23505");
    expect(logged).toContain("users_email_lower_idx");
    expect(logged).not.toContain("secret.person@example.org");
    expect(logged).not.toContain("argon2id");
  });

  it("keeps ordinary errors whole", () => {
    const logged = serializeErrorForLog(Object.assign(new Error("boom"), { code: "E_BOOM" })) as Record<
      string,
      unknown
    >;
    expect(logged).toMatchObject({ type: "Error", message: "boom", code: "E_BOOM" });
    expect(String(logged.stack)).toContain("boom");
  });
});
