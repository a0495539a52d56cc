/**
 * SCIM provisioning (DECISIONS.md "Employers: single sign-on and provisioning"): a company's
 * bearer tokens, made and revoked by its HR managers or an admin (`EMPLOYER_API.scimTokens`,
 * `ADMIN_EMPLOYER_API.scimTokens`), and the constants of the `/scim/v2` service itself, whose bodies are
 * SCIM's own (RFC 7643/7644) rather than this API's.
 */
import { z } from "../zod.ts";
import { rowIdParam } from "./common.ts";
import { SCIM_TOKEN_LABEL_MAX } from "./scim-addresses.ts";

export { SCIM_BASE_PATH, SCIM_MAX_RESULTS, SCIM_TOKEN_LABEL_MAX } from "./scim-addresses.ts";

export const SCIM_TOKEN_LABEL_MESSAGE = "Please give the token a name";

export const createScimTokenBodySchema = z.object({
  label: z
    .string()
    .trim()
    .min(1, SCIM_TOKEN_LABEL_MESSAGE)
    .max(SCIM_TOKEN_LABEL_MAX, `Token name must be at most ${SCIM_TOKEN_LABEL_MAX} characters`),
});
export type CreateScimTokenBody = z.infer<typeof createScimTokenBodySchema>;

/** A token as listed: never its secret, which is shown once when made and only its digest kept. */
export const scimTokenSchema = z.object({
  id: z.number(),
  label: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ScimToken = z.infer<typeof scimTokenSchema>;

export const scimTokensSchema = z.array(scimTokenSchema);

/** The answer to making a token: its secret, shown this once. */
export const createdScimTokenSchema = z.object({
  id: z.number(),
  label: z.string(),
  token: z.string(),
  createdAt: z.string(),
});
export type CreatedScimToken = z.infer<typeof createdScimTokenSchema>;

/** The params of the admin's token paths. */
export const adminScimTokenParamsSchema = z.object({ id: rowIdParam, tokenId: rowIdParam });
