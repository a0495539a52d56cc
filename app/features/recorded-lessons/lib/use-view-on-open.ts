import { useEffect, useRef } from "react";
import { useRecordRecordedLessonView } from "../api/record-recorded-lesson-view.ts";

/**
 * Counts one view when a lesson is opened (its page or its watch dialog), once per opening even when
 * React runs effects twice; `id` is null until there is a lesson to count.
 */
export function useViewOnOpen(id: number | null) {
  const { mutate } = useRecordRecordedLessonView();
  const counted = useRef<number | null>(null);
  useEffect(() => {
    if (id === null || counted.current === id) return;
    counted.current = id;
    mutate(id);
  }, [id, mutate]);
}
