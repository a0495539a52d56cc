import type { ReactNode } from "react";
import { QueryState } from "#app/components/query-state.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";

/**
 * A titled section listing what a query read, one bordered row an item: the query's loading and error
 * states, and `empty` when it read nothing. `level` follows the heading above (3 under a card's title, 4
 * under a card's sub-heading); `children` come after the list (the dialog its rows open).
 */
export function ListSection<Item extends { id: number }>({
  id,
  title,
  level,
  query,
  loadingLabel,
  empty,
  listLabel,
  row,
  children,
}: {
  id: string;
  title: string;
  level: 3 | 4;
  query: { isPending: boolean; error: unknown; refetch: () => unknown; data?: Item[] };
  loadingLabel: string;
  empty: string;
  listLabel?: string;
  row: (item: Item) => ReactNode;
  children?: ReactNode;
}) {
  const Heading = level === 3 ? "h3" : "h4";
  return (
    <section aria-labelledby={id} className="grid gap-2">
      <Heading id={id} className="font-semibold text-slate-900">
        {title}
      </Heading>
      <QueryState query={query} loadingLabel={loadingLabel}>
        {query.data?.length === 0 ? (
          <EmptyState>{empty}</EmptyState>
        ) : (
          <ul className="grid gap-2" aria-label={listLabel}>
            {query.data?.map((item) => (
              <li
                key={item.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 p-3 text-sm"
              >
                {row(item)}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {children}
    </section>
  );
}
