import type { ReactNode } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { errorMessage } from "#app/lib/api-client.ts";

/** Loading and error states of a list, so each tab only renders its data. */
export function QueryState({
  isPending,
  error,
  loadingLabel,
  onRetry,
  children,
}: {
  isPending: boolean;
  error: unknown;
  loadingLabel: string;
  /** Offered as "Try again" with the error: lists are not refetched automatically. */
  onRetry?: () => void;
  children: ReactNode;
}) {
  if (isPending)
    return (
      <div className="flex justify-center py-10">
        <Spinner label={loadingLabel} />
      </div>
    );
  if (error)
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-red-200 bg-red-50 p-4">
        <p role="alert" className="text-sm text-red-800">
          {errorMessage(error)}
        </p>
        {onRetry ? (
          <Button variant="outline" size="sm" onClick={onRetry}>
            Try again
          </Button>
        ) : null}
      </div>
    );
  return <>{children}</>;
}
