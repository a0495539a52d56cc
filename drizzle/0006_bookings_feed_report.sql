CREATE TABLE "recorded_lesson_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"recorded_lesson_id" integer NOT NULL,
	"user_id" integer,
	"company_id" integer,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"student_id" integer,
	"present" boolean NOT NULL,
	"company_id" integer,
	"marked_by" integer,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"student_id" integer,
	"user_id" integer,
	"company_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_fetched_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "report_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "places_purchased" integer;--> statement-breakpoint
ALTER TABLE "recorded_lessons" ADD COLUMN "session_id" integer;--> statement-breakpoint
ALTER TABLE "recorded_lessons" ADD COLUMN "catch_up_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scheduled_sessions" ADD COLUMN "capacity" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "scheduled_sessions" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "scheduled_sessions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "activated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recorded_lesson_views" ADD CONSTRAINT "recorded_lesson_views_recorded_lesson_id_recorded_lessons_id_fk" FOREIGN KEY ("recorded_lesson_id") REFERENCES "public"."recorded_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recorded_lesson_views" ADD CONSTRAINT "recorded_lesson_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recorded_lesson_views" ADD CONSTRAINT "recorded_lesson_views_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_session_id_scheduled_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."scheduled_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_session_id_scheduled_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."scheduled_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_links" ADD CONSTRAINT "report_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_links" ADD CONSTRAINT "report_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recorded_lesson_views_company_id_viewed_at_index" ON "recorded_lesson_views" USING btree ("company_id","viewed_at");--> statement-breakpoint
CREATE INDEX "recorded_lesson_views_user_id_index" ON "recorded_lesson_views" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_session_student_unique" ON "attendance" USING btree ("session_id","student_id");--> statement-breakpoint
CREATE INDEX "attendance_student_id_index" ON "attendance" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "attendance_company_id_marked_at_index" ON "attendance" USING btree ("company_id","marked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_session_student_unique" ON "bookings" USING btree ("session_id","student_id");--> statement-breakpoint
CREATE INDEX "bookings_user_id_index" ON "bookings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "bookings_student_id_index" ON "bookings" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "bookings_company_id_created_at_index" ON "bookings" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_hash_index" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "report_links_token_hash_index" ON "report_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "report_links_company_id_index" ON "report_links" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "recorded_lessons" ADD CONSTRAINT "recorded_lessons_session_id_scheduled_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."scheduled_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recorded_lessons_session_id_unique" ON "recorded_lessons" USING btree ("session_id") WHERE "recorded_lessons"."session_id" is not null;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_places_purchased_positive" CHECK ("companies"."places_purchased" >= 1);--> statement-breakpoint
ALTER TABLE "scheduled_sessions" ADD CONSTRAINT "scheduled_sessions_capacity_range" CHECK ("scheduled_sessions"."capacity" between 1 and 30);--> statement-breakpoint
UPDATE "users" SET "activated_at" = coalesce("password_changed_at", "created_at") WHERE "is_activated";