import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import { resourceKeys } from "#app/lib/query-keys.ts";
import { ACADEMIC_YEARS } from "#shared/schemas/catalog.ts";
import type { Resource } from "#shared/schemas/resources.ts";

/**
 * One folder of the parent's folder browser [2§2.10]: `GET /api/student/resources?yearGroup=&subject=`,
 * read a page at a time through `useResourcePages` (decision 039); no folder is the whole library.
 */
export type ResourceFolder = { yearGroup: string; subject: string };

/** The academic year a family's read may name (a session's), or undefined when it is none of them. */
const knownYear = (year: string | null) =>
  year !== null && (ACADEMIC_YEARS as readonly string[]).includes(year) ? year : undefined;

/**
 * `GET /api/student/resources?search=&academicYear=`: every resource whose title, description or subject
 * holds `search` (case-insensitive), newest first (decision 039); with a session's `academicYear`, only
 * those of its year group and of none (decision 049). A year that is not one of the academic years, or
 * none, narrows nothing.
 */
export const getStudentResources = (search: string, academicYear: string | null = null) => {
  const year = knownYear(academicYear);
  const query = new URLSearchParams({ search, ...(year ? { academicYear: year } : {}) });
  return api.get<Resource[]>(`/api/student/resources?${query.toString()}`);
};

export const studentResourcesQueryOptions = (search: string, academicYear: string | null = null) =>
  queryOptions({
    queryKey: [...resourceKeys.all, "family-search", search, knownYear(academicYear) ?? null],
    queryFn: () => getStudentResources(search, academicYear),
  });

export const useStudentResources = (search: string, academicYear: string | null = null) =>
  useQuery(studentResourcesQueryOptions(search, academicYear));
