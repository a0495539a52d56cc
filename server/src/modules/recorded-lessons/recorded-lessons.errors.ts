/** Recorded-lesson failures. */
import { RECORDED_LESSON_ERROR_CODES } from "#shared/schemas/recorded-lessons.ts";
import { forbidden, notFound } from "../../errors.ts";

export const recordedLessonNotFound = () =>
  notFound("Lesson not found", RECORDED_LESSON_ERROR_CODES.notFound);
export const recordedLessonNotOwner = () =>
  forbidden("You can only change your own lessons.", RECORDED_LESSON_ERROR_CODES.notOwner);
