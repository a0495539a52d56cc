CREATE TABLE "account_erasures" (
	"id" serial PRIMARY KEY NOT NULL,
	"requested_by" text NOT NULL,
	"erased_by" integer,
	"company_id" integer,
	"erased_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"succeeded" boolean NOT NULL,
	"address_key" text NOT NULL,
	"user_agent" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_recovery_code_hashes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "account_erasures" ADD CONSTRAINT "account_erasures_erased_by_users_id_fk" FOREIGN KEY ("erased_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_erasures" ADD CONSTRAINT "account_erasures_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_events" ADD CONSTRAINT "sign_in_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_erasures_erased_at_index" ON "account_erasures" USING btree ("erased_at");--> statement-breakpoint
CREATE INDEX "sign_in_events_user_id_at_index" ON "sign_in_events" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "sign_in_events_at_index" ON "sign_in_events" USING btree ("at");--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_tokenHash_unique" UNIQUE("token_hash");--> statement-breakpoint
UPDATE "invitations" SET "token_hash" = encode(sha256(convert_to("token", 'UTF8')), 'hex');