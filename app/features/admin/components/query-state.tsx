import type { ReactNode } from "react";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { errorMessage } from "#app/lib/api-client.ts";

/** Loading and error states of a list, so each tab only renders its data. */
export function QueryState({
  isPending,
  error,
  loadingLabel,
  children,
}: {
  isPending: boolean;
  error: unknown;
  loadingLabel: string;
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
      <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        {errorMessage(error)}
      </p>
    );
  return <>{children}</>;
}
