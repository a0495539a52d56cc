/**
 * A company's places (DECISIONS.md "Employers: places, leavers, HR managers"): its family accounts that
 * have not left, against the places it bought. Every way an account is made (code, invite, bulk upload,
 * bulk generation, single sign-on, SCIM) claims its places through `claim`, inside the transaction that
 * inserts the accounts.
 */
import { and, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import type { Places } from "#shared/schemas/places.ts";
import type { Database } from "../../db/client.ts";
import { companies } from "../companies/companies.table.ts";
import { noPlacesLeft, notEnoughPlaces } from "./places.errors.ts";
import { companyPlaces, users } from "./users.table.ts";

/** The accounts that hold one of their company's places: families that have not left (by now). */
export const holdsPlace = and(
  eq(users.role, "parent"),
  or(isNull(users.leftAt), gt(users.leftAt, sql`now()`)),
);

function placesOf(purchased: number | null, used: number): Places {
  return { purchased, used, free: purchased === null ? null : Math.max(0, purchased - used) };
}

export function createPlacesRepository(db: Database) {
  return {
    /**
     * Each company's places (of `companyIds`); a company that does not exist is absent. The places held
     * are the kept count (`company_places`, accounts with no leaving date) and the accounts whose leaving
     * date is still to come.
     */
    async of(companyIds: number[]): Promise<Map<number, Places>> {
      if (companyIds.length === 0) return new Map();
      const rows = await db
        .select({
          id: companies.id,
          purchased: companies.placesPurchased,
          used: sql<number>`coalesce(${companyPlaces.used}, 0) + (select count(*) from ${users}
            where ${users.companyId} = ${companies.id} and ${users.role} = 'parent'
            and ${users.leftAt} is not null and ${users.leftAt} > now())::integer`,
        })
        .from(companies)
        .leftJoin(companyPlaces, eq(companyPlaces.companyId, companies.id))
        .where(inArray(companies.id, companyIds));
      return new Map(rows.map((row) => [row.id, placesOf(row.purchased, Number(row.used))]));
    },

    /**
     * Inside the transaction that makes `wanted` family accounts for the company: takes the company's
     * place lock (its `company_places` row FOR UPDATE, which every change of the count takes too) until
     * the transaction ends, and reads the places held, in one round trip (the `company_places_free`
     * function of migrations 0024 and 0026: the kept count and the leaving dates still to come, never a
     * count of the company's accounts). So under any number of simultaneous
     * registrations no more accounts are made than places are free. `inserted`: how many of the `wanted`
     * accounts this transaction already inserted into the company (they are counted as held): a creation
     * that claims last, just before its commit, holds the lock the shortest. One account refused: 409 "Your
     * organisation has no places left…"; several (a bulk creation): 409 "Only {n} places are left for this
     * company." A company without `placesPurchased` is not limited; an unknown company claims nothing (the
     * insert's foreign key refuses it).
     */
    async claim(
      companyId: number,
      wanted: number,
      { bulk = false, inserted = 0 }: { bulk?: boolean; inserted?: number } = {},
    ) {
      const result = await db.execute(sql`select company_places_free(${companyId}) as "free"`);
      const free = (result as unknown as { rows: Array<{ free: number | null }> }).rows[0]?.free ?? null;
      if (free === null || wanted <= 0) return;
      const available = Math.max(0, free + inserted);
      if (wanted > available) throw bulk ? notEnoughPlaces(available) : noPlacesLeft();
    },
  };
}

export type PlacesRepository = ReturnType<typeof createPlacesRepository>;
