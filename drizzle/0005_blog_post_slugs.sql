ALTER TABLE "blog_posts" ADD COLUMN "slug" text;--> statement-breakpoint
UPDATE "blog_posts" SET "slug" = trim(both '-' from lower(regexp_replace("title", '[^A-Za-z0-9]+', '-', 'g'))) || '-' || "id";--> statement-breakpoint
ALTER TABLE "blog_posts" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_slug_index" ON "blog_posts" USING btree ("slug");
