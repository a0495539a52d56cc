ALTER TABLE "account_erasures" ADD COLUMN "account_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_erasures" ADD COLUMN "account_activated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_erasures" ADD COLUMN "children_added_at" timestamp with time zone[] DEFAULT '{}'::timestamptz[] NOT NULL;--> statement-breakpoint
UPDATE "account_erasures" SET "account_created_at" = "erased_at", "account_activated_at" = "erased_at", "children_added_at" = ARRAY["erased_at"];