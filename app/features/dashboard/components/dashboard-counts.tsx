import { FileText, GraduationCap, Radio, Video } from "lucide-react";
import { QueryState } from "#app/components/query-state.tsx";
import { Card } from "#app/components/ui/card.tsx";
import type { DashboardSummary } from "#shared/schemas/dashboard.ts";
import { useDashboardSummary } from "../api/get-dashboard-summary.ts";

const CARDS = [
  { key: "recordedLessons", label: "Recorded Lessons", icon: Video },
  { key: "upcomingLiveSessions", label: "Upcoming Live Sessions", icon: Radio },
  { key: "activeStudents", label: "Active Students", icon: GraduationCap },
  { key: "resources", label: "Resources", icon: FileText },
] as const satisfies readonly { key: keyof DashboardSummary["counts"]; label: string; icon: unknown }[];

/** The dashboard's four count cards [2§2.2]. */
export function DashboardCounts() {
  const query = useDashboardSummary();
  return (
    <QueryState query={query} loadingLabel="Loading counts">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {CARDS.map((card) => (
          <li key={card.key}>
            <Card className="flex h-full items-center gap-4 p-5">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <card.icon className="size-5" aria-hidden="true" />
              </span>
              <p className="flex flex-col">
                <span className="text-sm text-slate-600">{card.label}</span>
                <span className="text-2xl font-bold text-slate-900">{query.data?.counts[card.key]}</span>
              </p>
            </Card>
          </li>
        ))}
      </ul>
    </QueryState>
  );
}
