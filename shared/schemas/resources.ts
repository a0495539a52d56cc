/** Learning resources [2§2.10], [2§2.11]: the kinds a resource can be. */
export const RESOURCE_TYPES = ["pdf", "doc", "ppt", "quiz", "link", "other"] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];
