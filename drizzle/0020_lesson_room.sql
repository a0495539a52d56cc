CREATE TABLE "room_chat" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"participant_id" integer NOT NULL,
	"body" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_by" integer,
	CONSTRAINT "room_chat_body_length" CHECK (char_length("room_chat"."body") between 1 and 500)
);
--> statement-breakpoint
CREATE TABLE "room_lessons" (
	"session_id" integer PRIMARY KEY NOT NULL,
	"janus_room_id" bigint NOT NULL,
	"room_secret" text NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_by" integer,
	"register_filled_at" timestamp with time zone,
	CONSTRAINT "room_lessons_janusRoomId_unique" UNIQUE("janus_room_id")
);
--> statement-breakpoint
CREATE TABLE "room_participants" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"user_id" integer,
	"student_id" integer,
	"role" text NOT NULL,
	"display_name" text NOT NULL,
	"state" text NOT NULL,
	"feed_id" bigint NOT NULL,
	"connected" boolean DEFAULT false NOT NULL,
	"microphone_on" boolean DEFAULT false NOT NULL,
	"camera_on" boolean DEFAULT false NOT NULL,
	"mic_off_by_host" boolean DEFAULT false NOT NULL,
	"camera_off_by_host" boolean DEFAULT false NOT NULL,
	"hand_raised_at" timestamp with time zone,
	"admitted_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_presence" (
	"id" serial PRIMARY KEY NOT NULL,
	"participant_id" integer NOT NULL,
	"janus_session_id" bigint,
	"entered_at" timestamp with time zone NOT NULL,
	"left_at" timestamp with time zone,
	"left_how" text
);
--> statement-breakpoint
CREATE TABLE "room_tickets" (
	"id" text PRIMARY KEY NOT NULL,
	"participant_id" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"janus_session_id" bigint,
	"attached_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reminder_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"session_reminders" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_reminders" (
	"session_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_reminders_session_id_user_id_kind_pk" PRIMARY KEY("session_id","user_id","kind")
);
--> statement-breakpoint
ALTER TABLE "room_chat" ADD CONSTRAINT "room_chat_session_id_scheduled_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."scheduled_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_chat" ADD CONSTRAINT "room_chat_participant_id_room_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."room_participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_chat" ADD CONSTRAINT "room_chat_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_lessons" ADD CONSTRAINT "room_lessons_session_id_scheduled_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."scheduled_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_lessons" ADD CONSTRAINT "room_lessons_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_participants" ADD CONSTRAINT "room_participants_session_id_scheduled_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."scheduled_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_participants" ADD CONSTRAINT "room_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_participants" ADD CONSTRAINT "room_participants_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_presence" ADD CONSTRAINT "room_presence_participant_id_room_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."room_participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_tickets" ADD CONSTRAINT "room_tickets_participant_id_room_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."room_participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_reminders" ADD CONSTRAINT "room_reminders_session_id_scheduled_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."scheduled_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_reminders" ADD CONSTRAINT "room_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "room_chat_session_id_id_index" ON "room_chat" USING btree ("session_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "room_participants_child_unique" ON "room_participants" USING btree ("session_id","student_id") WHERE "room_participants"."student_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "room_participants_adult_unique" ON "room_participants" USING btree ("session_id","user_id") WHERE "room_participants"."student_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "room_participants_feed_unique" ON "room_participants" USING btree ("feed_id");--> statement-breakpoint
CREATE INDEX "room_participants_student_id_index" ON "room_participants" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "room_participants_user_id_index" ON "room_participants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "room_presence_participant_id_index" ON "room_presence" USING btree ("participant_id");--> statement-breakpoint
CREATE INDEX "room_presence_janus_session_id_index" ON "room_presence" USING btree ("janus_session_id");--> statement-breakpoint
CREATE INDEX "room_tickets_participant_id_index" ON "room_tickets" USING btree ("participant_id");--> statement-breakpoint
CREATE INDEX "room_tickets_janus_session_id_index" ON "room_tickets" USING btree ("janus_session_id");