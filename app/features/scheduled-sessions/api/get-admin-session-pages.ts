import { useInfiniteQuery } from "@tanstack/react-query";
import { pagedListOptions, pagedRows, pageUrl } from "#app/lib/paged-list.ts";
import { adminKeys } from "#app/lib/query-keys.ts";
import type { AdminSessionView, ScheduledSession } from "#shared/schemas/scheduled-sessions.ts";

/** How many sessions the admin's schedule tab asks for at a time (decision 048). */
export const ADMIN_SESSIONS_PAGE_SIZE = 25;

/** What the schedule tab sends: a view, search words, and a teacher id, subject and year ("" for any). */
export type AdminSessionFilters = {
  view: AdminSessionView;
  search: string;
  tutorId: string;
  subject: string;
  academicYear: string;
};

/** The URL of one page: `limit`, the view, the filters that are set, and the cursor of the page before. */
export function adminSessionPageUrl(filters: AdminSessionFilters, cursor: string | null) {
  return pageUrl(
    "/api/admin/scheduled-sessions",
    { limit: String(ADMIN_SESSIONS_PAGE_SIZE), ...filters },
    cursor,
  );
}

/** Under the admin's session key, so scheduling, editing, cancelling or deleting refreshes these pages. */
export const adminSessionPagesQueryOptions = (filters: AdminSessionFilters) =>
  pagedListOptions<ScheduledSession>(
    [...adminKeys.scheduledSessions, "pages", filters],
    (cursor) => adminSessionPageUrl(filters, cursor),
    { keepPrevious: true },
  );

/** The admin's sessions page by page, narrowed by `filters` on the server; "Show more" loads the next. */
export function useAdminSessionPages(filters: AdminSessionFilters, enabled = true) {
  const query = useInfiniteQuery({ ...adminSessionPagesQueryOptions(filters), enabled });
  return { query, sessions: pagedRows(query.data) };
}
