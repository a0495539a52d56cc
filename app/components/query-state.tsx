import type { ReactNode } from "react";
import { FormFailure } from "#app/components/save-feedback.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { errorMessage } from "#app/lib/api-client.ts";

/** The part of a query result QueryState reads (TanStack Query's useQuery result fits). */
type QueryStatus = { isPending: boolean; error: unknown; refetch: () => unknown };

/**
 * Loading and error states of a list, so each list only renders its data. The error offers "Try again":
 * lists are not refetched automatically. `loading` replaces the spinner (placeholders shaped like the data).
 */
export function QueryState({
  query,
  loadingLabel,
  loading,
  children,
}: {
  query: QueryStatus;
  loadingLabel: string;
  loading?: ReactNode;
  children: ReactNode;
}) {
  if (query.isPending)
    return (
      loading ?? (
        <div className="flex justify-center py-10">
          <Spinner label={loadingLabel} />
        </div>
      )
    );
  if (query.error) return <QueryError query={query} />;
  return <>{children}</>;
}

/** A failed read's message with "Try again" (QueryState's error; alone where a part of a page failed). */
export function QueryError({ query }: { query: Pick<QueryStatus, "error" | "refetch"> }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-red-200 bg-red-50 p-4">
      <p role="alert" className="text-sm text-red-800">
        {errorMessage(query.error)}
      </p>
      <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
        Try again
      </Button>
    </div>
  );
}

/**
 * A section that reads one thing and draws it (no "Try again": the page's other parts stay usable):
 * `placeholders` announced as `loadingLabel` while it loads, the failure's message if it failed, else
 * `children` drawn from the data.
 */
export function ReadState<Data>({
  query,
  loadingLabel,
  placeholders,
  children,
}: {
  query: { data: Data | undefined; isPending: boolean; isError: boolean; error: unknown };
  loadingLabel: string;
  placeholders: ReactNode;
  children: (data: Data) => ReactNode;
}) {
  if (query.isPending)
    return (
      <div role="status" aria-label={loadingLabel} className="grid gap-3">
        {placeholders}
      </div>
    );
  if (query.isError || query.data === undefined) return <FormFailure message={errorMessage(query.error)} />;
  return <>{children(query.data)}</>;
}
