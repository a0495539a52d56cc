import { CalendarSearch } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { QueryState } from "#app/components/query-state.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { brand } from "#app/config/brand.ts";
import { ChildSessions } from "#app/features/bookings/components/child-sessions.tsx";
import { useStudentSessions } from "#app/features/scheduled-sessions/api/get-student-sessions.ts";
import { useFamilyChildren } from "#app/features/students/api/get-family-children.ts";
import {
  ChildDetail,
  ChildDetailsCard,
  ChildPageBackLink,
} from "#app/features/students/components/child-details.tsx";
import { useSelectedChild } from "#app/features/students/lib/selected-child.ts";
import { ApiError } from "#app/lib/api-client.ts";
import { paths } from "#shared/config/paths.ts";

export const meta = () => [{ title: `Child | ${brand.name}` }];

/**
 * Keeps the child switcher above the student screens on this page's child, and follows it: choosing
 * another child there opens that child's page.
 */
function useFollowSwitcher(childId: number | null) {
  const { selectedChild, selectChild } = useSelectedChild();
  const navigate = useNavigate();
  const shown = useRef<number | null>(null);
  const selectedId = selectedChild?.id ?? null;
  useEffect(() => {
    if (childId === null) return;
    if (shown.current === childId && selectedId !== null && selectedId !== childId) {
      navigate(paths.familyChild(selectedId));
      return;
    }
    if (selectedId !== childId) selectChild(childId);
    else shown.current = childId;
  }, [childId, selectedId, selectChild, navigate]);
}

/**
 * /student/children/{id} (decision 024): one of the family's children with its year and subjects, the
 * upcoming sessions it is booked into (with Cancel booking until the start) and its past sessions marked
 * Attended, Missed or Not marked. Another family's child, or an unknown id, is not found (the API 404s).
 */
export default function Page() {
  const id = Number(useParams().id);
  const validId = Number.isInteger(id) && id > 0 ? id : null;
  const children = useFamilyChildren();
  // Only the sessions the child is on: what its page lists (decision 040).
  const sessions = useStudentSessions(validId, { onRoster: true });
  const child = children.data?.find((candidate) => candidate.id === validId) ?? null;
  const { selectChild } = useSelectedChild();
  useFollowSwitcher(child?.id ?? null);

  const missing =
    validId === null ||
    (children.data !== undefined && child === null) ||
    (sessions.error instanceof ApiError && [400, 404].includes(sessions.error.status));
  if (missing) {
    return (
      <div className="mx-auto grid max-w-7xl gap-4 px-4 py-8 sm:px-6">
        <ChildPageBackLink to={paths.account}>Back to Profile Settings</ChildPageBackLink>
        <PageHeading
          title="Child Not Found"
          description="The child you're looking for doesn't exist or has been removed."
        />
      </div>
    );
  }

  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6">
      <ChildPageBackLink to={paths.account}>Back to Profile Settings</ChildPageBackLink>
      <QueryState query={children} loadingLabel="Loading your child">
        {child ? (
          <>
            <PageHeading title={child.label} description={child.grade} />
            <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
              <ChildDetailsCard child={child} className="self-start">
                {child.tutorName ? <ChildDetail term="Teacher">{child.tutorName}</ChildDetail> : null}
              </ChildDetailsCard>
              <div className="grid min-w-0 content-start gap-6">
                <QueryState query={sessions} loadingLabel="Loading sessions">
                  <ChildSessions
                    child={child}
                    sessions={sessions.data ?? []}
                    findMore={
                      <Button asChild variant="outline" size="sm">
                        <Link to={paths.studentSchedule} onClick={() => selectChild(child.id)}>
                          <CalendarSearch aria-hidden="true" />
                          Find sessions to book
                        </Link>
                      </Button>
                    }
                  />
                </QueryState>
              </div>
            </div>
          </>
        ) : null}
      </QueryState>
    </div>
  );
}
