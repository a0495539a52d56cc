import type { Database } from "../client.ts";
import { companies } from "../schema.ts";
import { at } from "./time.ts";

/** Two client companies: one active with a subscription running, one pending its agreement. */
export async function seedCompanies(tx: Database) {
  const [northwind, harbour] = await tx
    .insert(companies)
    .values([
      {
        name: "Northwind Logistics",
        contactName: "Priya Shah",
        contactEmail: "hr@northwind-logistics.example",
        contactPhone: "020 7946 0011",
        status: "active",
        notes: "Pilot for head-office staff; renewal due next summer.",
        expectedEmployees: 250,
        placesPurchased: 120,
        subscriptionEndDate: at(300, 0),
      },
      {
        name: "Harbour Health Trust",
        contactName: "Daniel Okafor",
        contactEmail: "people@harbourhealth.example",
        contactPhone: null,
        status: "pending",
        notes: "Awaiting signed agreement.",
      },
    ])
    .returning();
  return { northwind: northwind!, harbour: harbour! };
}
