/** Recorded-lesson failures. */
import { notFound } from "../../errors.ts";

export const recordedLessonNotFound = () => notFound("Lesson not found", "LESSON_NOT_FOUND");
