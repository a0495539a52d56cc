/**
 * Undoing a leaver at the moment its leaving date comes (decision 056 "Places and leavers"), on PostgreSQL
 * (several connections: PGlite has one). The undo waits for the company's place lock, which another
 * creation holds while the date comes; the date is then compared by the database under the lock, so the
 * place the date freed (and another creation may have taken) is not given back: 409, the date kept.
 */
import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { users } from "../../db/schema.ts";
import { expectError } from "../../test/api-helpers.ts";
import { setupTestApp } from "../../test/test-app.ts";
import { LEAVER_MESSAGES } from "./leavers.errors.ts";

const t = setupTestApp();

it("refuses an undo that got the place lock after the leaving date came, and keeps the date", async () => {
  const admin = await t.asRole("admin");
  const companyId = (await t.createCompany({ placesPurchased: 1 })).id;
  const { user } = await t.createUser("parent", { companyId });
  // A leaving date a moment away (a day's start in practice; any instant compares the same way).
  const leftAt = new Date(Date.now() + 1500);
  await t.db.update(users).set({ leftAt }).where(eq(users.id, user.id));

  // The answer is kept unawaited inside: the transaction commits (the lock goes) before it is read.
  const pending = await t.db.transaction(async (tx) => {
    // Another creation holds the company's place lock while the date comes.
    await tx.execute(sql`select company_places_free(${companyId})`);
    const answer = admin.inject({
      method: "DELETE",
      url: `/api/admin/companies/${companyId}/leavers/${user.id}`,
    });
    await new Promise((resolve) => setTimeout(resolve, leftAt.getTime() - Date.now() + 500));
    return { answer };
  });
  const undo = await pending.answer;
  expectError(undo, 409, LEAVER_MESSAGES.alreadyLeft);
  const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
  expect(row?.leftAt?.getTime()).toBe(leftAt.getTime());
});
