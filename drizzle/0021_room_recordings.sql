CREATE TABLE "room_recordings" (
	"session_id" integer PRIMARY KEY NOT NULL,
	"janus_room_id" bigint NOT NULL,
	"raw_folder" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"video_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"recorded_lesson_id" integer
);
--> statement-breakpoint
ALTER TABLE "room_recordings" ADD CONSTRAINT "room_recordings_session_id_scheduled_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."scheduled_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_recordings" ADD CONSTRAINT "room_recordings_recorded_lesson_id_recorded_lessons_id_fk" FOREIGN KEY ("recorded_lesson_id") REFERENCES "public"."recorded_lessons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "room_recordings_due_index" ON "room_recordings" USING btree ("next_attempt_at") WHERE "room_recordings"."status" = 'pending';