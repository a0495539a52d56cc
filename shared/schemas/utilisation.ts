/**
 * The employer utilisation report (DECISIONS.md "Employer utilisation report", decision 026): counts per
 * company and month, small counts shown as "<5", and the read-only links an HR contact opens without
 * signing in. Only counts: no field names a child or a family.
 */
import { z } from "../zod.ts";

/** A month of the report, `YYYY-MM`. */
export const REPORT_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
/** The longest range one report covers. */
export const REPORT_MAX_MONTHS = 24;
/** The range a report covers when none is asked for: this month and the eleven before it. */
export const REPORT_DEFAULT_MONTHS = 12;
/** Months are counted in the platform's own time zone (a view at 00:30 on 1 June BST is June's). */
export const REPORT_TIME_ZONE = "Europe/London";

/** What a count from 1 to 4 is reported as, so a small employer cannot identify a family. */
export const SMALL_COUNT = "<5";
/** The largest count reported as SMALL_COUNT. */
export const SMALL_COUNT_MAX = 4;

export const REPORT_LINK_MIN_DAYS = 1;
export const REPORT_LINK_MAX_DAYS = 90;
export const REPORT_LINK_DEFAULT_DAYS = 30;

export const MONTH_MESSAGE = "Please choose a month as YYYY-MM";
export const MONTH_ORDER_MESSAGE = "The start month must not be after the end month";
export const MONTH_RANGE_MESSAGE = `Please choose at most ${REPORT_MAX_MONTHS} months`;
export const MONTH_PAIR_MESSAGE = "Please choose both a start and an end month";
export const EXPIRY_DAYS_MESSAGE = `Expiry must be a whole number of days from ${REPORT_LINK_MIN_DAYS} to ${REPORT_LINK_MAX_DAYS}`;

/** The counted measures, in the order the table, chart and CSV show them. */
export const UTILISATION_MEASURES = [
  "accountsCreated",
  "accountsActivated",
  "familiesWithChildren",
  "childrenBooked",
  "sessionsAttended",
  "recordingsWatched",
] as const;
export type UtilisationMeasure = (typeof UTILISATION_MEASURES)[number];

/** Column headings of the table and the CSV, one wording for both. */
export const UTILISATION_LABELS: Record<"month" | "placesPurchased" | UtilisationMeasure, string> = {
  month: "Month",
  placesPurchased: "Places purchased",
  accountsCreated: "Accounts created",
  accountsActivated: "Accounts activated",
  familiesWithChildren: "Families adding children",
  childrenBooked: "Children booked",
  sessionsAttended: "Sessions attended",
  recordingsWatched: "Recordings watched",
};

/** Months between two `YYYY-MM` strings, both included (0 or less when `to` is before `from`). */
export function monthsInRange(from: string, to: string): number {
  const index = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
  return index(to) - index(from) + 1;
}

const monthField = z.string(MONTH_MESSAGE).regex(REPORT_MONTH_PATTERN, MONTH_MESSAGE);

/** Adds the range rules to a schema with `from` and `to`: both or neither, in order, at most 24 months. */
function checkRange(value: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) {
  const { from, to } = value;
  if ((from === undefined) !== (to === undefined)) {
    ctx.addIssue({ code: "custom", message: MONTH_PAIR_MESSAGE, path: [from === undefined ? "from" : "to"] });
    return;
  }
  if (from === undefined || to === undefined) return;
  const months = monthsInRange(from, to);
  if (months < 1) ctx.addIssue({ code: "custom", message: MONTH_ORDER_MESSAGE, path: ["to"] });
  else if (months > REPORT_MAX_MONTHS)
    ctx.addIssue({ code: "custom", message: MONTH_RANGE_MESSAGE, path: ["to"] });
}

/** `?from=YYYY-MM&to=YYYY-MM` of the public report; without them, the last 12 months. */
export const reportRangeQuerySchema = z
  .object({ from: monthField.optional(), to: monthField.optional() })
  .superRefine(checkRange);
export type ReportRangeQuery = z.infer<typeof reportRangeQuerySchema>;

/** The admin's report query: the range, and `format=csv` for the CSV download. */
export const utilisationQuerySchema = z
  .object({
    from: monthField.optional(),
    to: monthField.optional(),
    format: z.enum(["json", "csv"], "Format must be json or csv").default("json"),
  })
  .superRefine(checkRange);
export type UtilisationQuery = z.input<typeof utilisationQuerySchema>;

/** A count as reported: the number, or "<5" for 1 to 4. */
export const reportCountSchema = z.union([z.number().int().nonnegative(), z.literal(SMALL_COUNT)]);
export type ReportCount = z.infer<typeof reportCountSchema>;

const measureCounts = <T extends z.ZodType>(count: T) =>
  z.object(
    Object.fromEntries(UTILISATION_MEASURES.map((measure) => [measure, count])) as Record<
      UtilisationMeasure,
      T
    >,
  );

export const utilisationMonthSchema = z
  .object({
    month: z.string().meta({ description: "YYYY-MM" }),
    placesPurchased: z.number().nullable(),
  })
  .extend(measureCounts(reportCountSchema).shape);
export type UtilisationMonth = z.infer<typeof utilisationMonthSchema>;

/**
 * The sum of each measure over the months. `null` when the total is withheld: a total is shown only when
 * every month it adds up is shown, so no month's "<5" can be worked out from it (decision 026).
 */
export const utilisationTotalsSchema = z
  .object({ placesPurchased: z.number().nullable() })
  .extend(measureCounts(reportCountSchema.nullable()).shape);
export type UtilisationTotals = z.infer<typeof utilisationTotalsSchema>;

export const utilisationReportSchema = z.object({
  companyName: z.string(),
  from: z.string(),
  to: z.string(),
  months: z.array(utilisationMonthSchema),
  totals: utilisationTotalsSchema,
});
export type UtilisationReport = z.infer<typeof utilisationReportSchema>;

/** `POST /api/admin/companies/{id}/report-links`. */
export const createReportLinkBodySchema = z.object({
  expiresInDays: z
    .number(EXPIRY_DAYS_MESSAGE)
    .int(EXPIRY_DAYS_MESSAGE)
    .min(REPORT_LINK_MIN_DAYS, EXPIRY_DAYS_MESSAGE)
    .max(REPORT_LINK_MAX_DAYS, EXPIRY_DAYS_MESSAGE),
});
export type CreateReportLinkBody = z.input<typeof createReportLinkBodySchema>;

/** The new link, shown once: only its digest is stored. */
export const createdReportLinkSchema = z.object({ id: z.number(), url: z.string(), expiresAt: z.string() });
export type CreatedReportLink = z.infer<typeof createdReportLinkSchema>;

/** A link as listed: never its token. */
export const reportLinkSchema = z.object({
  id: z.number(),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
});
export type ReportLink = z.infer<typeof reportLinkSchema>;

export const reportTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** Codes of the report's failures the client acts on. */
export const UTILISATION_ERROR_CODES = {
  reportLinkNotFound: "REPORT_LINK_NOT_FOUND",
  reportNotFound: "REPORT_NOT_FOUND",
} as const;

/** The CSV's file name from the company's name and the months: `utilisation-acme-ltd-2026-01-to-2026-12.csv`. */
export function reportFilename(companyName: string, from: string, to: string): string {
  const slug =
    companyName
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "company";
  return `utilisation-${slug}-${from}-to-${to}.csv`;
}
