import { Video } from "lucide-react";
import { Link } from "react-router";
import { DashboardCard, DashboardCardEmpty } from "#app/components/dashboard-card.tsx";
import { QueryState } from "#app/components/query-state.tsx";
import { formatDate } from "#app/lib/format-date.ts";
import { paths } from "#shared/config/paths.ts";
import { useDashboardSummary } from "../api/get-dashboard-summary.ts";

const linkClass = "font-medium text-brand-700 underline-offset-4 hover:underline";

/** Recent Recordings [2§2.2]: the 3 newest lessons, each linking to its page. */
export function RecentRecordings() {
  const query = useDashboardSummary();
  const lessons = query.data?.recentRecordings ?? [];
  return (
    <DashboardCard
      title="Recent Recordings"
      link={
        <Link to={paths.recordedLessons} className={`text-sm ${linkClass}`}>
          View All
        </Link>
      }
    >
      <QueryState query={query} loadingLabel="Loading recent recordings">
        {lessons.length === 0 ? (
          <DashboardCardEmpty icon={Video} message="No recordings yet.">
            <Link to={paths.recordedLessons} className={linkClass}>
              Go to Recorded Lessons
            </Link>
          </DashboardCardEmpty>
        ) : (
          <ul className="divide-y divide-slate-100">
            {lessons.map((lesson) => (
              <li key={lesson.id} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
                <Link to={paths.recordedLesson(lesson.id)} className={linkClass}>
                  {lesson.title}
                </Link>
                <p className="text-sm text-slate-600">
                  {lesson.subject} · {formatDate(lesson.uploadedAt)}
                  {lesson.duration ? ` · ${lesson.duration} min` : ""}
                </p>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </DashboardCard>
  );
}
