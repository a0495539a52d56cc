import { Card } from "#app/components/ui/card.tsx";
import { Skeleton } from "#app/components/ui/skeleton.tsx";

/** How many placeholder cards show while a library loads [2§9]. */
export const SKELETON_CARDS = 6;

/** The card grid's placeholders while the library loads, announced once to screen readers. */
export function LessonCardSkeletons() {
  return (
    <div>
      <p role="status" className="sr-only">
        Loading recorded lessons
      </p>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="lesson-skeletons">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <Card key={index} className="grid gap-3 p-4">
            <Skeleton className="aspect-video w-full" />
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
          </Card>
        ))}
      </div>
    </div>
  );
}
