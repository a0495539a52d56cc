CREATE TABLE "sso_identities" (
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sso_identities_issuer_client_id_subject_pk" PRIMARY KEY("issuer","client_id","subject")
);
--> statement-breakpoint
ALTER TABLE "sso_sign_ins" ADD COLUMN "link_user_id" integer;--> statement-breakpoint
ALTER TABLE "sso_identities" ADD CONSTRAINT "sso_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_identities" ADD CONSTRAINT "sso_identities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sso_identities_user_id_issuer_client_id_index" ON "sso_identities" USING btree ("user_id","issuer","client_id");--> statement-breakpoint
CREATE INDEX "sso_identities_company_id_index" ON "sso_identities" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "sso_sign_ins" ADD CONSTRAINT "sso_sign_ins_link_user_id_users_id_fk" FOREIGN KEY ("link_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;