/**
 * Company management for admins [1§2], DECISIONS.md: the API shape of a company, whose `employeeCount` is
 * derived from linked accounts while `expectedEmployees` is the figure the admin gave. The accounts are
 * counted by the users module, above this one (decision 052), through the `employeeCounts` port, and its
 * places (bought, used, free) through the `placesOf` port.
 */
import type { CreateCompanyBody, UpdateCompanyBody } from "#shared/schemas/companies.ts";
import type { Places } from "#shared/schemas/places.ts";
import { companyNotFound } from "./companies.errors.ts";
import type { CompaniesRepository, CompanyRow, NewCompany } from "./companies.repository.ts";

export type CompaniesServiceDeps = {
  companiesRepo: CompaniesRepository;
  /** How many accounts each of the companies (every company when absent) has; absent from the map: none. */
  employeeCounts: (companyIds?: number[]) => Promise<Map<number, number>>;
  /** Each of the companies' places (the users module's `places.of`). */
  placesOf: (companyIds: number[]) => Promise<Map<number, Places>>;
};

/** A company's places with none used: a new company's, or one absent from the count. */
const unusedPlaces = (purchased: number | null): Places => ({ purchased, used: 0, free: purchased });

function toCompany(row: CompanyRow, employeeCount: number, places = unusedPlaces(row.placesPurchased)) {
  return {
    id: row.id,
    name: row.name,
    contactName: row.contactName,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    status: row.status,
    employeeCount,
    expectedEmployees: row.expectedEmployees,
    placesPurchased: row.placesPurchased,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    subscriptionEndDate: row.subscriptionEndDate?.toISOString() ?? null,
    places,
  };
}

function dateOrNull(value: string | null | undefined) {
  if (value === undefined) return undefined;
  return value === null ? null : new Date(value);
}

export function createCompaniesService({ companiesRepo, employeeCounts, placesOf }: CompaniesServiceDeps) {
  return {
    /** Every company, newest first, each with the number of accounts linked to it and its places. */
    async list() {
      const [rows, counts] = await Promise.all([companiesRepo.list(), employeeCounts()]);
      const places = await placesOf(rows.map((row) => row.id));
      return rows.map((row) => toCompany(row, counts.get(row.id) ?? 0, places.get(row.id)));
    },

    async create(body: CreateCompanyBody) {
      // The form's employee count is the expected workforce; `employeeCount` in the response stays
      // derived from linked accounts (DECISIONS.md).
      const { employeeCount, subscriptionEndDate, ...values } = body;
      const created = await companiesRepo.create({
        ...values,
        expectedEmployees: employeeCount ?? null,
        subscriptionEndDate: dateOrNull(subscriptionEndDate) ?? null,
      });
      return toCompany(created, 0);
    },

    /** Applies the fields given; 404 for an unknown company, 409 on a taken name. */
    async update(id: number, body: UpdateCompanyBody) {
      const { employeeCount, subscriptionEndDate, ...rest } = body;
      const changes: Partial<NewCompany> = Object.fromEntries(
        Object.entries({
          ...rest,
          expectedEmployees: employeeCount,
          subscriptionEndDate: dateOrNull(subscriptionEndDate),
        }).filter(([, value]) => value !== undefined),
      );
      const updated = await companiesRepo.update(id, changes);
      if (!updated) throw companyNotFound();
      const [counts, places] = await Promise.all([employeeCounts([updated.id]), placesOf([updated.id])]);
      return toCompany(updated, counts.get(updated.id) ?? 0, places.get(updated.id));
    },

    /** The company's row; 404 when there is none. */
    async require(id: number) {
      const company = await companiesRepo.findById(id);
      if (!company) throw companyNotFound();
      return company;
    },
  };
}

export type CompaniesService = ReturnType<typeof createCompaniesService>;
