ALTER TABLE "live_sessions" ADD COLUMN "academic_year" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "first_name" text;