import type { Database } from "../client.ts";
import { registrationCodes } from "../schema.ts";
import type { SeededCompanies, SeededUsers } from "./index.ts";
import { at } from "./time.ts";

/** The registration code NWDEMO25 for Northwind's families. */
export async function seedRegistration(tx: Database, { northwind }: SeededCompanies, { admin }: SeededUsers) {
  await tx.insert(registrationCodes).values({
    code: "NWDEMO25",
    companyId: northwind.id,
    maxUses: 200,
    expiresAt: at(2, 23),
    createdBy: admin.id,
  });
}
