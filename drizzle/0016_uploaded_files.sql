CREATE TABLE "uploaded_files" (
	"key" text PRIMARY KEY NOT NULL,
	"uploaded_by" integer,
	"size" integer NOT NULL,
	"content_type" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attached_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploaded_files_uploaded_by_index" ON "uploaded_files" USING btree ("uploaded_by");--> statement-breakpoint
CREATE INDEX "uploaded_files_uploaded_at_index" ON "uploaded_files" USING btree ("uploaded_at");