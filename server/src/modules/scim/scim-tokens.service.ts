/**
 * A company's SCIM bearer tokens, made and revoked by its HR managers or an admin (DECISIONS.md
 * "Provisioning"): the secret is shown once, only its SHA-256 kept; each change is written to the
 * company's audit list in its own transaction.
 */
import type { CreatedScimToken, ScimToken } from "#shared/schemas/scim.ts";
import type { Transaction } from "../../db/transaction.ts";
import { notFound } from "../../errors.ts";
import { digestToken, newToken } from "../../lib/tokens.ts";
import type { AuditActor, EmployerAuditRepository } from "../employer-audit/employer-audit.repository.ts";
import type { ScimTokensRepository } from "./scim-tokens.repository.ts";

type TokenWrites = { scimTokens: ScimTokensRepository; employerAudit: EmployerAuditRepository };

export type ScimTokensServiceDeps = {
  tokensRepo: ScimTokensRepository;
  transaction: Transaction<TokenWrites>;
  /** 404 when the company does not exist (the admin's paths name it). */
  requireCompany: (companyId: number) => Promise<unknown>;
};

/** What a bearer token's secret starts with, so a leaked one is recognisable in a secret scan. */
const TOKEN_PREFIX = "scim_";

type Row = { id: number; label: string; createdAt: Date; lastUsedAt: Date | null; revokedAt: Date | null };
const listed = (row: Row): ScimToken => ({
  id: row.id,
  label: row.label,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

export const scimTokenNotFound = () => notFound("SCIM token not found", "SCIM_TOKEN_NOT_FOUND");

export function createScimTokensService(deps: ScimTokensServiceDeps) {
  const { tokensRepo, transaction, requireCompany } = deps;
  return {
    async list(companyId: number): Promise<ScimToken[]> {
      await requireCompany(companyId);
      return (await tokensRepo.list(companyId)).map(listed);
    },

    async create(companyId: number, label: string, actor: AuditActor): Promise<CreatedScimToken> {
      await requireCompany(companyId);
      const token = `${TOKEN_PREFIX}${newToken().token}`;
      const row = await transaction(async (writes) => {
        const created = await writes.scimTokens.create({
          companyId,
          label,
          // The digest of the whole token as the HR system sends it.
          tokenHash: digestToken(token),
          createdByUserId: actor.userId,
        });
        await writes.employerAudit.record({
          companyId,
          actor,
          action: "scim-token.created",
          detail: { label },
        });
        return created;
      });
      return { id: row.id, label: row.label, token, createdAt: row.createdAt.toISOString() };
    },

    /** Revokes the company's token (404 for another company's); revoking twice keeps the first date. */
    async revoke(companyId: number, id: number, actor: AuditActor): Promise<ScimToken> {
      await requireCompany(companyId);
      return transaction(async (writes) => {
        const row = await writes.scimTokens.revoke(companyId, id);
        if (!row) throw scimTokenNotFound();
        await writes.employerAudit.record({
          companyId,
          actor,
          action: "scim-token.revoked",
          detail: { label: row.label },
        });
        return listed(row);
      });
    },
  };
}

export type ScimTokensService = ReturnType<typeof createScimTokensService>;
