import { queryOptions, useQuery } from "@tanstack/react-query";
import { Video } from "lucide-react";
import { Card, CardContent, CardHeader } from "#app/components/ui/card.tsx";
import { api } from "#app/lib/api-client.ts";
import type { MediaServerStatus } from "#shared/schemas/lesson-room.ts";

const MODES: Record<MediaServerStatus["mode"], string> = {
  own: "the app's own media server (Janus, run on this machine)",
  external: "a media server (Janus) run elsewhere",
  off: "no media server",
};

/** `GET /api/media-server/status`, which the admin route's loader asks for before the dashboard draws. */
export const mediaServerStatusQueryOptions = queryOptions({
  queryKey: ["media-server", "status"] as const,
  queryFn: () => api.get<MediaServerStatus>("/api/media-server/status"),
});

/**
 * The lesson room's card on the admin dashboard (DECISIONS.md "Media server"): whether rooms can be held,
 * on which media server, and, when they cannot, why and how to enable it (`GET /api/media-server/status`).
 * Without the room, the session pages keep the streaming link.
 */
export function LessonRoomCard() {
  const query = useQuery(mediaServerStatusQueryOptions);
  const status = query.data;
  if (!status) return null;
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Video className="size-5 text-brand-700" aria-hidden="true" />
          Lesson room
        </h2>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm text-slate-700">
        {status.available ? (
          <p>Lessons are held in the room, on {MODES[status.mode]}.</p>
        ) : (
          <>
            <p>
              The lesson room is not available ({MODES[status.mode]}
              {status.reason ? `: ${status.reason}` : ""}). Join opens the session's streaming link instead.
            </p>
            {status.howToEnable ? (
              <p>
                <span className="font-medium text-slate-900">How to enable it: </span>
                {status.howToEnable}
              </p>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
