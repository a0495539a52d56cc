ALTER TABLE "scheduled_sessions" DROP CONSTRAINT "scheduled_sessions_student_id_students_id_fk";
--> statement-breakpoint
ALTER TABLE "scheduled_sessions" ADD CONSTRAINT "scheduled_sessions_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;