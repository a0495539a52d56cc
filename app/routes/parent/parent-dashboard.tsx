import { BookOpen, GraduationCap, MessageSquare } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardHeader } from "#app/components/ui/card.tsx";
import { brand } from "#app/config/brand.ts";
import { useUser } from "#app/features/auth/api/get-user.ts";
import { serverPrefetchForUser } from "#app/features/auth/lib/prefetch-for-user.server.ts";
import { prefetchForUser, type ScreenReads } from "#app/features/auth/lib/prefetch-for-user.ts";
import { studentRecordedLessonsQueryOptions } from "#app/features/recorded-lessons/api/get-student-recorded-lessons.ts";
import {
  RECENT_LESSONS_COUNT,
  RecentRecordedLessons,
} from "#app/features/recorded-lessons/components/recent-recorded-lessons.tsx";
import { upcomingSessionsQueryOptions } from "#app/features/scheduled-sessions/api/get-upcoming-sessions.ts";
import { AddFirstChildNotice } from "#app/features/students/components/add-first-child-notice.tsx";
import { paths } from "#shared/config/paths.ts";
import type { Route } from "./+types/parent-dashboard";
import { ChildrenLinks } from "./components/children-links.tsx";
import { ContactTutorButton } from "./components/contact-tutor-button.tsx";
import { PARENT_UPCOMING_COUNT, WeekScheduleCard } from "./components/week-schedule-card.tsx";

export const meta = () => [{ title: `Parent Dashboard | ${brand.name}` }];

/** This week's sessions and the recent lessons, asked for before the page first draws (decision 055). */
const reads: ScreenReads = (client) =>
  Promise.all([
    client.prefetchQuery(upcomingSessionsQueryOptions({ limit: PARENT_UPCOMING_COUNT })),
    client.prefetchQuery(studentRecordedLessonsQueryOptions(RECENT_LESSONS_COUNT, null)),
  ]);
export const clientLoader = () => prefetchForUser(["parent"], reads);
/** The same reads on the server, drawn into the HTML (decision 057). */
export const loader = (args: Route.LoaderArgs) => serverPrefetchForUser(args, ["parent"], reads);

const RESOURCE_SECTIONS = [
  { title: "Primary", text: "Maths & English materials", Icon: BookOpen },
  { title: "Secondary", text: "Year 7-11 by subject and year group", Icon: GraduationCap },
] as const;

/**
 * The parent dashboard [2§2.14]: welcome, for a family with no child yet the way to add one (DECISIONS.md
 * "A family with no child is told what to do"), This Week's Schedule, Learning Resources, Recent Lessons and
 * the support card, whose Contact Tutor writes to a teacher (DECISIONS.md "Parent–tutor messages").
 */
export default function Page() {
  const { data: user } = useUser();
  const navigate = useNavigate();
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6">
      <PageHeading
        title={`Welcome, ${user?.fullName?.trim() || "Parent"}`}
        description="This week's schedule, lessons and resources."
        actions={<ChildrenLinks />}
      />
      <AddFirstChildNotice />
      <div className="grid gap-6 lg:grid-cols-2">
        <WeekScheduleCard />
        <RecentRecordedLessons />
        <Card>
          <CardHeader>
            <h2 className="text-lg font-semibold text-slate-900">Learning Resources</h2>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-3 sm:grid-cols-2">
              {RESOURCE_SECTIONS.map(({ title, text, Icon }) => (
                <li key={title} className="grid">
                  <Link
                    to={paths.resources}
                    className="flex items-start gap-3 rounded-md border border-slate-200 p-4 hover:bg-brand-50"
                  >
                    <Icon className="size-6 shrink-0 text-brand-700" aria-hidden="true" />
                    <span className="grid gap-1">
                      <span className="font-medium text-slate-900">{title}</span>
                      <span className="text-sm text-slate-600">{text}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <h2 className="text-lg font-semibold text-slate-900">Need Support?</h2>
          </CardHeader>
          <CardContent className="grid gap-3">
            <p className="text-slate-700">
              Questions about a lesson or your child's progress? Write to your child's teacher.
            </p>
            <div className="flex flex-wrap gap-2">
              <ContactTutorButton onSent={(thread) => navigate(paths.messageThread(thread.id))} />
              <Button variant="ghost" asChild>
                <Link to={paths.messages}>
                  <MessageSquare aria-hidden="true" />
                  My Messages
                </Link>
              </Button>
            </div>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
