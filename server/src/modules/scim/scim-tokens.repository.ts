/**
 * A company's SCIM bearer tokens (DECISIONS.md "Provisioning"): only each secret's SHA-256 is kept, so a
 * token is shown once when made; revoking keeps the row for the list and the audit.
 */
import { and, desc, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { companies, companyAccessColumns } from "../companies/companies.table.ts";
import { scimTokens } from "./scim.table.ts";

/** `lastUsedAt` is written at most this often per token, so a sync's every call is not also a row update. */
const LAST_USED_PRECISION_MS = 60_000;

const listed = {
  id: scimTokens.id,
  label: scimTokens.label,
  createdAt: scimTokens.createdAt,
  lastUsedAt: scimTokens.lastUsedAt,
  revokedAt: scimTokens.revokedAt,
};

export function createScimTokensRepository(db: Database) {
  return {
    async create(token: {
      companyId: number;
      label: string;
      tokenHash: string;
      createdByUserId: number | null;
    }) {
      const [row] = await db.insert(scimTokens).values(token).returning(listed);
      return row!;
    },

    /** The company's tokens, newest first, revoked ones included. */
    async list(companyId: number) {
      return db
        .select(listed)
        .from(scimTokens)
        .where(eq(scimTokens.companyId, companyId))
        .orderBy(desc(scimTokens.id));
    },

    /** Revokes one of the company's tokens; null when the company has no such token. */
    async revoke(companyId: number, id: number) {
      const [row] = await db
        .update(scimTokens)
        .set({ revokedAt: sql`coalesce(${scimTokens.revokedAt}, now())` })
        .where(and(eq(scimTokens.id, id), eq(scimTokens.companyId, companyId)))
        .returning(listed);
      return row ?? null;
    },

    /** The token that is not revoked with this digest, with its company's access state, or null. */
    async findUsable(tokenHash: string) {
      const rows = await db
        .select({
          id: scimTokens.id,
          companyId: scimTokens.companyId,
          label: scimTokens.label,
          lastUsedAt: scimTokens.lastUsedAt,
          ...companyAccessColumns,
        })
        .from(scimTokens)
        .innerJoin(companies, eq(companies.id, scimTokens.companyId))
        .where(and(eq(scimTokens.tokenHash, tokenHash), isNull(scimTokens.revokedAt)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Notes the token's use, unless noted within the last minute. */
    async touch(id: number) {
      await db
        .update(scimTokens)
        .set({ lastUsedAt: new Date() })
        .where(
          and(
            eq(scimTokens.id, id),
            or(
              isNull(scimTokens.lastUsedAt),
              lt(scimTokens.lastUsedAt, new Date(Date.now() - LAST_USED_PRECISION_MS)),
            ),
          ),
        );
    },
  };
}

export type ScimTokensRepository = ReturnType<typeof createScimTokensRepository>;
