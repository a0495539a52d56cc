import { lazy, Suspense } from "react";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";

const MessageComposer = lazy(() =>
  import("./message-composer.tsx").then((module) => ({ default: module.MessageComposer })),
);

/**
 * The reply box, whose form (react-hook-form, the messages' schema and zod) loads just after the thread
 * is drawn rather than with /messages (decision 055). Until then a placeholder of the box's own size (the
 * label, the three-line text area, the count and Send) holds its place, so the thread does not move.
 */
export function LazyMessageComposer({ threadId }: { threadId: number }) {
  return (
    <Suspense
      fallback={
        <div className="grid gap-2">
          <Spinner label="Loading the reply box" className="sr-only" />
          <div className="grid gap-1.5">
            <Skeleton className="h-5 w-24" />
            <Skeleton className="h-24" />
            <Skeleton className="h-4 w-32" />
          </div>
          <div className="flex justify-end">
            <Skeleton className="h-10 w-24" />
          </div>
        </div>
      }
    >
      <MessageComposer threadId={threadId} />
    </Suspense>
  );
}
