/**
 * A company's places (DECISIONS.md "Employers: places, leavers, HR managers"): the family
 * accounts that have not left may never outnumber the places bought. The texts are the contract.
 */
import { z } from "../zod.ts";

/** A registration by code or invite (or a sign-in by the organisation, a SCIM creation) with no place free. */
export const NO_PLACES_LEFT = "Your organisation has no places left. Please contact your HR team.";

/** A bulk upload or generation asking for more accounts than places are free (refused whole). */
export const onlyPlacesLeft = (free: number) => `Only ${free} places are left for this company.`;

/** Codes of the refusals, so forms and tests tell them apart from other conflicts. */
export const PLACES_ERROR_CODES = {
  noPlacesLeft: "NO_PLACES_LEFT",
  notEnoughPlaces: "NOT_ENOUGH_PLACES",
} as const;

/**
 * A company's places: bought, used (its family accounts that have not left) and free; `purchased` and
 * `free` are null for a company not limited (no `placesPurchased`).
 */
export const placesSchema = z.object({
  purchased: z.number().nullable(),
  used: z.number(),
  free: z.number().nullable(),
});
export type Places = z.infer<typeof placesSchema>;
