import { and, countDistinct, desc, eq, gt, isNull, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { REPORT_TIME_ZONE, type UtilisationMeasure } from "#shared/schemas/utilisation.ts";
import type { Database } from "../../db/client.ts";
import { accountErasures } from "../account/account-erasures.table.ts";
import { attendance, bookings } from "../bookings/bookings.table.ts";
import { companies } from "../companies/companies.table.ts";
import { recordedLessonViews } from "../recorded-lessons/recorded-lessons.table.ts";
import { scheduledSessions } from "../scheduled-sessions/scheduled-sessions.table.ts";
import { students } from "../students/students.table.ts";
import { users } from "../users/users.table.ts";
import { reportLinks } from "./report-links.table.ts";

/** The month (`YYYY-MM`) of a moment, in the platform's time zone. */
const monthOf = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone ${sql.raw(`'${REPORT_TIME_ZONE}'`)}, 'YYYY-MM')`;

const inMonths = (column: AnyPgColumn, from: string, to: string) =>
  and(sql`${monthOf(column)} >= ${from}`, sql`${monthOf(column)} <= ${to}`);

/** The company's family accounts: its HR managers' accounts are no employees'. */
const familyAccount = eq(users.role, "parent");

/** Each measure's count per month of the range: month → measure → count (months with none are absent). */
export type MonthlyCounts = Map<string, Partial<Record<UtilisationMeasure, number>>>;

type LinkRow = typeof reportLinks.$inferSelect;
const toReportLink = (row: LinkRow) => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

/** The report's counts (only counts, never a row about a person) and its share links. */
export function createUtilisationRepository(db: Database) {
  async function grouped(
    measure: UtilisationMeasure,
    into: MonthlyCounts,
    query: Promise<Array<{ month: string; count: number }>>,
  ) {
    for (const row of await query) {
      const counts = into.get(row.month) ?? {};
      counts[measure] = Number(row.count);
      into.set(row.month, counts);
    }
  }

  const countRows = sql<number>`count(*)::int`;

  return {
    /**
     * A company's counts per month from `from` to `to` (`YYYY-MM`, both included): accounts created and
     * activated, families that added a child, distinct children booked into (not cancelled) sessions of
     * the month, attendances marked present by session month, and recordings opened. Bookings,
     * attendance and views count by the company copied onto them, so they outlive an erased account.
     */
    async monthlyCounts(companyId: number, from: string, to: string): Promise<MonthlyCounts> {
      const counts: MonthlyCounts = new Map();
      const byMonth = (column: AnyPgColumn, value: SQL<number>) => ({ month: monthOf(column), count: value });
      await Promise.all([
        grouped(
          "accountsCreated",
          counts,
          db
            .select(byMonth(users.createdAt, countRows))
            .from(users)
            .where(and(eq(users.companyId, companyId), familyAccount, inMonths(users.createdAt, from, to)))
            .groupBy(monthOf(users.createdAt)),
        ),
        grouped(
          "accountsActivated",
          counts,
          db
            .select(byMonth(users.activatedAt, countRows))
            .from(users)
            .where(and(eq(users.companyId, companyId), familyAccount, inMonths(users.activatedAt, from, to)))
            .groupBy(monthOf(users.activatedAt)),
        ),
        grouped(
          "familiesWithChildren",
          counts,
          db
            .select(byMonth(students.createdAt, sql<number>`${countDistinct(students.userId)}`))
            .from(students)
            .innerJoin(users, eq(users.id, students.userId))
            .where(and(eq(users.companyId, companyId), inMonths(students.createdAt, from, to)))
            .groupBy(monthOf(students.createdAt)),
        ),
        grouped(
          "childrenBooked",
          counts,
          db
            .select(
              byMonth(
                scheduledSessions.scheduledFor,
                // An erased family's booking keeps no child: it still counts, once.
                sql<number>`count(distinct coalesce(${bookings.studentId}, -${bookings.id}))::int`,
              ),
            )
            .from(bookings)
            .innerJoin(scheduledSessions, eq(scheduledSessions.id, bookings.sessionId))
            .where(
              and(
                eq(bookings.companyId, companyId),
                sql`${scheduledSessions.status} <> 'cancelled'`,
                inMonths(scheduledSessions.scheduledFor, from, to),
              ),
            )
            .groupBy(monthOf(scheduledSessions.scheduledFor)),
        ),
        grouped(
          "sessionsAttended",
          counts,
          db
            .select(byMonth(scheduledSessions.scheduledFor, countRows))
            .from(attendance)
            .innerJoin(scheduledSessions, eq(scheduledSessions.id, attendance.sessionId))
            .where(
              and(
                eq(attendance.companyId, companyId),
                eq(attendance.present, true),
                inMonths(scheduledSessions.scheduledFor, from, to),
              ),
            )
            .groupBy(monthOf(scheduledSessions.scheduledFor)),
        ),
        grouped(
          "recordingsWatched",
          counts,
          db
            .select(byMonth(recordedLessonViews.viewedAt, countRows))
            .from(recordedLessonViews)
            .where(
              and(
                eq(recordedLessonViews.companyId, companyId),
                inMonths(recordedLessonViews.viewedAt, from, to),
              ),
            )
            .groupBy(monthOf(recordedLessonViews.viewedAt)),
        ),
      ]);
      // An erased family account keeps its place in the user-based measures, in the months it was
      // created, activated and added children (account_erasures keeps those moments, not who: decision 030).
      const erasedOfCompany = eq(accountErasures.companyId, companyId);
      const add = async (
        measure: UtilisationMeasure,
        query: Promise<Array<{ month: string; count: number }>>,
      ) => {
        for (const row of await query) {
          const month = counts.get(row.month) ?? {};
          month[measure] = (month[measure] ?? 0) + Number(row.count);
          counts.set(row.month, month);
        }
      };
      const childMonths = db
        .selectDistinct({
          id: accountErasures.id,
          month:
            sql<string>`to_char(unnest(${accountErasures.childrenAddedAt}) at time zone ${sql.raw(`'${REPORT_TIME_ZONE}'`)}, 'YYYY-MM')`.as(
              "month",
            ),
        })
        .from(accountErasures)
        .where(erasedOfCompany)
        .as("child_months");
      const oneToOneMonths = db
        .select({
          month:
            sql<string>`to_char(unnest(${accountErasures.oneToOneAttendedAt}) at time zone ${sql.raw(`'${REPORT_TIME_ZONE}'`)}, 'YYYY-MM')`.as(
              "month",
            ),
        })
        .from(accountErasures)
        .where(erasedOfCompany)
        .as("one_to_one_months");
      await Promise.all([
        add(
          "sessionsAttended",
          db
            .select({ month: oneToOneMonths.month, count: countRows })
            .from(oneToOneMonths)
            .where(and(sql`${oneToOneMonths.month} >= ${from}`, sql`${oneToOneMonths.month} <= ${to}`))
            .groupBy(oneToOneMonths.month),
        ),
        add(
          "accountsCreated",
          db
            .select(byMonth(accountErasures.accountCreatedAt, countRows))
            .from(accountErasures)
            .where(and(erasedOfCompany, inMonths(accountErasures.accountCreatedAt, from, to)))
            .groupBy(monthOf(accountErasures.accountCreatedAt)),
        ),
        add(
          "accountsActivated",
          db
            .select(byMonth(accountErasures.accountActivatedAt, countRows))
            .from(accountErasures)
            .where(and(erasedOfCompany, inMonths(accountErasures.accountActivatedAt, from, to)))
            .groupBy(monthOf(accountErasures.accountActivatedAt)),
        ),
        add(
          "familiesWithChildren",
          db
            .select({ month: childMonths.month, count: countRows })
            .from(childMonths)
            .where(and(sql`${childMonths.month} >= ${from}`, sql`${childMonths.month} <= ${to}`))
            .groupBy(childMonths.month),
        ),
      ]);
      return counts;
    },

    /** A new link's digest, stored with its expiry; the token itself is never stored. */
    async createLink(values: { companyId: number; tokenHash: string; createdBy: number; expiresAt: Date }) {
      const rows = await db.insert(reportLinks).values(values).returning();
      return toReportLink(rows[0]!);
    },

    /** A company's links, newest first (revoked and expired ones too, so the admin sees what was shared). */
    async listLinks(companyId: number) {
      const rows = await db
        .select()
        .from(reportLinks)
        .where(eq(reportLinks.companyId, companyId))
        .orderBy(desc(reportLinks.createdAt), desc(reportLinks.id));
      return rows.map(toReportLink);
    },

    /** Revokes a link (a second revoke keeps the first time); false when no link has this id. */
    async revokeLink(id: number): Promise<boolean> {
      const rows = await db
        .update(reportLinks)
        .set({ revokedAt: sql`coalesce(${reportLinks.revokedAt}, now())` })
        .where(eq(reportLinks.id, id))
        .returning({ id: reportLinks.id });
      return rows.length > 0;
    },

    /** The company a live link (not revoked, not expired) opens; null for any other token digest. */
    async companyOfLink(tokenHash: string) {
      const rows = await db
        .select({ id: companies.id, name: companies.name, placesPurchased: companies.placesPurchased })
        .from(reportLinks)
        .innerJoin(companies, eq(companies.id, reportLinks.companyId))
        .where(
          and(
            eq(reportLinks.tokenHash, tokenHash),
            isNull(reportLinks.revokedAt),
            gt(reportLinks.expiresAt, sql`now()`),
          ),
        )
        .limit(1);
      return rows[0] ?? null;
    },
  };
}

export type UtilisationRepository = ReturnType<typeof createUtilisationRepository>;
