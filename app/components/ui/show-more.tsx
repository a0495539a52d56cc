import { Button } from "./button.tsx";

/** The part of an infinite query ShowMore reads (TanStack Query's useInfiniteQuery result fits). */
type PagedQuery = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
};

/**
 * "Show more" under a list read page by page: loads the next page; absent once the last page is shown.
 * `label` names what it shows more of for screen readers ("Show more resources").
 */
export function ShowMore({ query, label }: { query: PagedQuery; label: string }) {
  if (!query.hasNextPage) return null;
  return (
    <div className="flex justify-center">
      <Button
        variant="outline"
        aria-label={label}
        disabled={query.isFetchingNextPage}
        onClick={() => void query.fetchNextPage()}
      >
        {query.isFetchingNextPage ? "Loading…" : "Show more"}
      </Button>
    </div>
  );
}
