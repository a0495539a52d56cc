import { and, eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { users } from "../modules/users/users.table.ts";
import type { Database } from "./client.ts";

/** Who writes a tutor-owned row: an admin every row (`ownerId` null), a tutor only their own. */
export type RowWriter = { ownerId: number | null };
/** A write to one tutor-owned row: done, or why not (a missing row, or another tutor's). */
export type OwnedWriteOutcome<T> = { ok: true; value: T } | { ok: false; reason: "missing" | "not-owner" };

/**
 * The owner check of a table whose rows a tutor owns (`tutorId`): `writable` is the WHERE of an UPDATE or
 * DELETE the writer may make ("this id, and mine unless I am an admin"), so the check sits inside the
 * statement; `refusal` says why one that matched nothing failed.
 */
export function ownedRows(db: Database, table: PgTable, columns: { id: PgColumn; tutorId: PgColumn }) {
  const writable = (id: number, writer: RowWriter) =>
    writer.ownerId === null
      ? eq(columns.id, id)
      : and(eq(columns.id, id), eq(columns.tutorId, writer.ownerId));

  async function refusal(id: number): Promise<"missing" | "not-owner"> {
    const rows = await db.select({ id: columns.id }).from(table).where(eq(columns.id, id)).limit(1);
    return rows.length > 0 ? "not-owner" : "missing";
  }

  return { writable, refusal };
}

/** The full name of a row's tutor, or null when the account is gone. */
export async function tutorNameOf(db: Database, tutorId: number): Promise<string | null> {
  const tutor = await db
    .select({ fullName: users.fullName })
    .from(users)
    .where(eq(users.id, tutorId))
    .limit(1);
  return tutor[0]?.fullName ?? null;
}
