CREATE TABLE "room_recording_parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"janus_session_id" bigint NOT NULL,
	"handle_id" bigint NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_recording_parts_fileName_unique" UNIQUE("file_name")
);
--> statement-breakpoint
ALTER TABLE "room_recording_parts" ADD CONSTRAINT "room_recording_parts_session_id_scheduled_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."scheduled_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "room_recording_parts_session_id_index" ON "room_recording_parts" USING btree ("session_id");