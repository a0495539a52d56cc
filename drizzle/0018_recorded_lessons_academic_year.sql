ALTER TABLE "recorded_lessons" ADD COLUMN "academic_year" text;--> statement-breakpoint
-- A recording of a session is for the session's year, or its one-to-one child's (decision 049).
UPDATE "recorded_lessons" SET "academic_year" = coalesce("scheduled_sessions"."academic_year", "students"."grade")
FROM "scheduled_sessions" LEFT JOIN "students" ON "students"."id" = "scheduled_sessions"."student_id"
WHERE "scheduled_sessions"."id" = "recorded_lessons"."session_id";
