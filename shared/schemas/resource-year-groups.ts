/**
 * The resources' year groups (the family folder browser's folders) and the year group of an academic
 * year, apart from the resources' zod schemas in `resources.ts`, which re-exports them: a family's
 * resources screen does not load zod (decision 055).
 */
import type { ACADEMIC_YEARS } from "./catalog.ts";

/** The family folder browser's categories [2§2.10] (DECISIONS.md "What a family sees, extended"). */
export const RESOURCE_YEAR_GROUPS = ["Primary", "Year 7", "Year 8", "Year 9", "Year 10", "Year 11"] as const;
export type ResourceYearGroup = (typeof RESOURCE_YEAR_GROUPS)[number];

/** The folder of each academic year [1§9]: Years 5 and 6 are Primary, Year 11 (GCSE) is Year 11. */
const YEAR_GROUP_OF: Record<(typeof ACADEMIC_YEARS)[number], ResourceYearGroup> = {
  "Year 5": "Primary",
  "Year 6": "Primary",
  "Year 7": "Year 7",
  "Year 8": "Year 8",
  "Year 9": "Year 9",
  "Year 10": "Year 10",
  "Year 11 (GCSE)": "Year 11",
};

/**
 * The resources' year group of an academic year (a child's grade, a session's year), decision 049: its
 * folder, or the year group it already names ("Year 11"); null for anything else (no year, an unknown one).
 */
export function resourceYearGroupOf(academicYear: string | null | undefined): ResourceYearGroup | null {
  if (!academicYear) return null;
  if (Object.hasOwn(YEAR_GROUP_OF, academicYear)) {
    return YEAR_GROUP_OF[academicYear as keyof typeof YEAR_GROUP_OF];
  }
  return RESOURCE_YEAR_GROUPS.find((group) => group === academicYear) ?? null;
}
