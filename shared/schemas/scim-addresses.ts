/**
 * The SCIM service's address and limits without zod (decision 055: a screen's first load carries no
 * schema library), for the Provisioning section; `scim.ts` re-exports them with the schemas.
 */

/** Where an HR system reaches the SCIM service, after the site's address. */
export const SCIM_BASE_PATH = "/scim/v2";

/** The most users one `GET /Users` page holds (ServiceProviderConfig `filter.maxResults`). */
export const SCIM_MAX_RESULTS = 200;

export const SCIM_TOKEN_LABEL_MAX = 100;
