/**
 * The employer utilisation report (DECISIONS.md "Employer utilisation report", decision 026): the report
 * built from the counts (every month of the range, suppression applied) and its CSV; and the service the
 * routes call (`createUtilisationService`): a company's report for admins, the read-only links for its HR
 * and the report such a link opens.
 */
import { toCsv } from "#shared/csv.ts";
import {
  REPORT_DEFAULT_MONTHS,
  REPORT_TIME_ZONE,
  type ReportCount,
  UTILISATION_LABELS,
  UTILISATION_MEASURES,
  type UtilisationMeasure,
  type UtilisationMonth,
  type UtilisationReport,
  type UtilisationTotals,
} from "#shared/schemas/utilisation.ts";
import { digestToken, newToken } from "../../lib/tokens.ts";
import { companyNotFound } from "../companies/companies.errors.ts";
import type { CompaniesRepository } from "../companies/companies.repository.ts";
import { reportLinkNotFound, sharedReportNotFound } from "./utilisation.errors.ts";
import type { MonthlyCounts, UtilisationRepository } from "./utilisation.repository.ts";
import { suppressSeries } from "./utilisation.suppression.ts";

const monthString = (index: number) =>
  `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;
const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;

/** Every month from `from` to `to`, both included. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  for (let index = monthIndex(from); index <= monthIndex(to); index++) months.push(monthString(index));
  return months;
}

/** This month in the platform's time zone and the eleven before it. */
export function defaultRange(now = new Date()): { from: string; to: string } {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: REPORT_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  const to = `${part("year")}-${part("month")}`;
  return { from: monthString(monthIndex(to) - REPORT_DEFAULT_MONTHS + 1), to };
}

/** The report of one company: counts per month, small counts as "<5", totals withheld where they would tell. */
export function buildReport(
  company: { name: string; placesPurchased: number | null },
  range: { from: string; to: string },
  counts: MonthlyCounts,
): UtilisationReport {
  const months = monthsOf(range.from, range.to);
  const rows = months.map(
    (month) => ({ month, placesPurchased: company.placesPurchased }) as Record<string, unknown>,
  );
  const totals: Record<string, unknown> = { placesPurchased: company.placesPurchased };
  for (const measure of UTILISATION_MEASURES) {
    const series = suppressSeries(months.map((month) => counts.get(month)?.[measure] ?? 0));
    series.cells.forEach((cell, i) => {
      rows[i]![measure] = cell;
    });
    totals[measure] = series.total;
  }
  return {
    companyName: company.name,
    from: range.from,
    to: range.to,
    months: rows as UtilisationMonth[],
    totals: totals as UtilisationTotals,
  };
}

/** What a withheld total reads as in the CSV. */
export const WITHHELD = "withheld";

const cell = (value: ReportCount | number | null) => (value === null ? WITHHELD : value);

/** The report as CSV: one row per month and a Total row, every cell formula-safe. */
export function reportCsv(report: UtilisationReport): string {
  const columns = ["placesPurchased", ...UTILISATION_MEASURES] as const;
  return toCsv(
    [UTILISATION_LABELS.month, ...columns.map((column) => UTILISATION_LABELS[column])],
    [
      ...report.months.map((row) => [row.month, ...columns.map((column) => row[column] ?? "")]),
      [
        "Total",
        report.totals.placesPurchased ?? "",
        ...UTILISATION_MEASURES.map((measure: UtilisationMeasure) => cell(report.totals[measure])),
      ],
    ],
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A report's months as a request names them: both, or neither (the last 12). */
type RangeQuery = { from?: string; to?: string };

/** What the utilisation service uses, each named (decision 052). */
export type UtilisationServiceDeps = {
  utilisationRepo: UtilisationRepository;
  companiesRepo: Pick<CompaniesRepository, "findById">;
  /** The page a report link opens, for its token. */
  sharedReportUrl: (token: string) => string;
};

export function createUtilisationService({
  utilisationRepo,
  companiesRepo,
  sharedReportUrl,
}: UtilisationServiceDeps) {
  async function companyOr404(id: number) {
    const company = await companiesRepo.findById(id);
    if (!company) throw companyNotFound();
    return company;
  }

  /** The company's report over the range asked for, else the last 12 months. */
  async function reportOf(
    company: { id: number; name: string; placesPurchased: number | null },
    query: RangeQuery,
  ) {
    const range = query.from && query.to ? { from: query.from, to: query.to } : defaultRange();
    const counts = await utilisationRepo.monthlyCounts(company.id, range.from, range.to);
    return buildReport(company, range, counts);
  }

  return {
    /** A company's report for an admin; 404 for an unknown company. */
    companyReport: async (companyId: number, query: RangeQuery) =>
      reportOf(await companyOr404(companyId), query),

    /** The report a live link opens (no sign-in); unknown, revoked and expired links answer the same 404. */
    async sharedReport(token: string, query: RangeQuery) {
      const company = await utilisationRepo.companyOfLink(digestToken(token));
      if (!company) throw sharedReportNotFound();
      return reportOf(company, query);
    },

    /** A new read-only link to the company's report, valid `expiresInDays`; its URL is answered this once. */
    async createLink(adminId: number, companyId: number, expiresInDays: number) {
      const company = await companyOr404(companyId);
      const { token, digest } = newToken();
      const link = await utilisationRepo.createLink({
        companyId: company.id,
        tokenHash: digest,
        createdBy: adminId,
        expiresAt: new Date(Date.now() + expiresInDays * DAY_MS),
      });
      return { id: link.id, url: sharedReportUrl(token), expiresAt: link.expiresAt };
    },

    /** The company's report links, newest first; 404 for an unknown company. */
    listLinks: async (companyId: number) => utilisationRepo.listLinks((await companyOr404(companyId)).id),

    /** Revokes a report link at once; 404 for an unknown one. */
    async revokeLink(id: number) {
      if (!(await utilisationRepo.revokeLink(id))) throw reportLinkNotFound();
    },
  };
}

export type UtilisationService = ReturnType<typeof createUtilisationService>;
