/**
 * A company's audit list: every change its HR managers, the platform's admins or its SCIM
 * tokens make to its employees and employer settings, and the leavers' dates acted on. Writers record
 * inside the transaction of their change, so the list never claims a change that did not happen.
 */
import { count, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { employerAuditEvents } from "./employer-audit.table.ts";

/** Who made a change: the list keeps the label as it was then. */
export type AuditActor = {
  kind: "admin" | "hr" | "scim" | "system";
  /** The person's account (admin, HR manager), or null (a SCIM token, the system). */
  userId: number | null;
  /** The person's name, or the SCIM token's label. */
  label: string;
};

export type AuditEntry = {
  companyId: number;
  actor: AuditActor;
  /** e.g. `employee.created`, `employee.updated`, `employee.left`, `employee.leaving-undone`. */
  action: string;
  targetUserId?: number | null;
  /** The employee's e-mail at the time. */
  targetLabel?: string | null;
  /** The fields changed (names, never secrets). */
  detail?: Record<string, unknown> | null;
};

/**
 * The audit lines a change writes, made from its outcome. A service that owns its change's transaction
 * (invitations, bulk accounts) takes them from its caller and records them in that transaction, so the
 * change and its lines land or fail together.
 */
export type AuditLines<Outcome> = (outcome: Outcome) => AuditEntry[];

export const AUDIT_PAGE_SIZE = 50;

/**
 * Details of a family's use that lines stored earlier may carry (a leaver's count of cancelled bookings),
 * never read back: HR reads this list, and nothing about a named employee's use reaches HR (DECISIONS.md
 * "Safeguarding and security").
 */
const FAMILY_USE_DETAILS = new Set(["bookingsCancelled"]);

/** A line's detail as the list answers it, without any detail of a family's use. */
function readableDetail(detail: Record<string, unknown> | null) {
  if (detail === null) return null;
  return Object.fromEntries(Object.entries(detail).filter(([key]) => !FAMILY_USE_DETAILS.has(key)));
}

export function createEmployerAuditRepository(db: Database) {
  return {
    async record(...entries: AuditEntry[]) {
      if (entries.length === 0) return;
      await db.insert(employerAuditEvents).values(
        entries.map((entry) => ({
          companyId: entry.companyId,
          actorKind: entry.actor.kind,
          actorUserId: entry.actor.userId,
          actorLabel: entry.actor.label,
          action: entry.action,
          targetUserId: entry.targetUserId ?? null,
          targetLabel: entry.targetLabel ?? null,
          detail: entry.detail ?? null,
        })),
      );
    },

    /** One page of the company's list, newest first. */
    async page(companyId: number, page: number) {
      const where = eq(employerAuditEvents.companyId, companyId);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(employerAuditEvents)
          .where(where)
          .orderBy(desc(employerAuditEvents.at), desc(employerAuditEvents.id))
          .limit(AUDIT_PAGE_SIZE)
          .offset((page - 1) * AUDIT_PAGE_SIZE),
        db.select({ total: count() }).from(employerAuditEvents).where(where),
      ]);
      return {
        events: rows.map((row) => ({
          id: row.id,
          at: row.at.toISOString(),
          actorKind: row.actorKind,
          actorLabel: row.actorLabel,
          action: row.action,
          targetLabel: row.targetLabel,
          detail: readableDetail(row.detail ?? null),
        })),
        total: total?.total ?? 0,
        page,
      };
    },

    /** An erased account leaves no e-mail in any company's list (decision 030). */
    async forgetTarget(userId: number) {
      await db
        .update(employerAuditEvents)
        .set({ targetLabel: null })
        .where(eq(employerAuditEvents.targetUserId, userId));
    },
  };
}

export type EmployerAuditRepository = ReturnType<typeof createEmployerAuditRepository>;
