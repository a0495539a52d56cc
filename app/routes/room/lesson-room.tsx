import { Link, useSearchParams } from "react-router";
import { brand } from "#app/config/brand.ts";
import { LessonRoom } from "#app/features/lesson-room/components/lesson-room.tsx";
import { useScheduledSession } from "#app/features/scheduled-sessions/api/get-scheduled-session.ts";
import { JoinSessionLink } from "#app/features/scheduled-sessions/components/join-session-link.tsx";
import { useFamilyChildren } from "#app/features/students/api/get-family-children.ts";
import { useRowIdParam } from "#app/lib/use-row-id-param.ts";
import { paths } from "#shared/config/paths.ts";
import { rowIdParam } from "#shared/schemas/common.ts";

export const meta = () => [{ title: `Lesson room | ${brand.name}` }];

/** Without a media server the session's streaming link still works (DECISIONS.md), where it has one. */
function StreamingLink({ sessionId }: { sessionId: number }) {
  const { data: session } = useScheduledSession(sessionId);
  if (!session?.youtubeUrl) return null;
  return <JoinSessionLink url={session.youtubeUrl} label="Open the streaming link" title={session.title} />;
}

/** A family with several children who may enter says which one joins: the room again, named by `?child=`. */
function ChildChoice({ sessionId }: { sessionId: number }) {
  const { data: children = [] } = useFamilyChildren();
  return (
    <ul className="grid gap-2">
      {children.map((child) => (
        <li key={child.id}>
          <Link className="text-brand-700 underline" to={paths.lessonRoomForChild(sessionId, child.id)}>
            Join as {child.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * /room/{sessionId} (decision 053): the session's lesson room for its tutor, an admin observing, or a
 * family's child (`?child=<studentId>` when the family has several).
 */
export default function Page() {
  const sessionId = useRowIdParam();
  const [params] = useSearchParams();
  const studentId = rowIdParam.safeParse(params.get("child") ?? undefined).data ?? null;
  if (sessionId === null)
    return (
      <div className="mx-auto max-w-xl px-4 py-8">
        <h1 className="text-xl font-semibold">Lesson room</h1>
        <p className="mt-2">This address names no session.</p>
      </div>
    );
  return (
    <LessonRoom
      key={`${sessionId}-${studentId ?? "family"}`}
      sessionId={sessionId}
      studentId={studentId}
      childChoice={<ChildChoice sessionId={sessionId} />}
      unavailableDetails={<StreamingLink sessionId={sessionId} />}
    />
  );
}
