import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "#app/lib/api-client.ts";
import type { RoomLessonsPage } from "#shared/schemas/room-recordings.ts";
import { roomLessonKeys } from "./room-lesson-keys.ts";

/** `GET /api/admin/room-lessons?page=` (admins): the lessons held in the room, newest first, 20 a page. */
export const useRoomLessons = (page: number) =>
  useQuery({
    queryKey: roomLessonKeys.page(page),
    queryFn: () => api.get<RoomLessonsPage>(`/api/admin/room-lessons?page=${page}`),
    placeholderData: keepPreviousData,
  });
