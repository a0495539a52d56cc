CREATE TABLE "company_places" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"used" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_places" ADD CONSTRAINT "company_places_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Keeps `company_places.used` (family accounts of the company with no leaving date) in step with `users`,
-- whatever path changes an account: made, removed, moved between companies, its role changed, a leaving
-- date set or cleared. An account losing its place is taken off the old count, one gaining it added to the
-- new one (the row made on first use), so a move counts in both. Taking a count's row lock here queues the
-- company's claims behind this transaction, as the claim's own lock does.
CREATE OR REPLACE FUNCTION company_places_count() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.role = 'parent' AND OLD.company_id IS NOT NULL AND OLD.left_at IS NULL THEN
    UPDATE company_places SET used = used - 1 WHERE company_id = OLD.company_id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.role = 'parent' AND NEW.company_id IS NOT NULL AND NEW.left_at IS NULL THEN
    INSERT INTO company_places AS held (company_id, used) VALUES (NEW.company_id, 1)
      ON CONFLICT (company_id) DO UPDATE SET used = held.used + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_company_places_insert AFTER INSERT ON users FOR EACH ROW
  WHEN (NEW.role = 'parent' AND NEW.company_id IS NOT NULL AND NEW.left_at IS NULL)
  EXECUTE FUNCTION company_places_count();
--> statement-breakpoint
CREATE TRIGGER users_company_places_update AFTER UPDATE OF role, company_id, left_at ON users FOR EACH ROW
  WHEN (OLD.role IS DISTINCT FROM NEW.role OR OLD.company_id IS DISTINCT FROM NEW.company_id
    OR (OLD.left_at IS NULL) <> (NEW.left_at IS NULL))
  EXECUTE FUNCTION company_places_count();
--> statement-breakpoint
CREATE TRIGGER users_company_places_delete AFTER DELETE ON users FOR EACH ROW
  WHEN (OLD.role = 'parent' AND OLD.company_id IS NOT NULL AND OLD.left_at IS NULL)
  EXECUTE FUNCTION company_places_count();
--> statement-breakpoint
-- The counts as they stand (the triggers keep them from here).
INSERT INTO company_places (company_id, used)
SELECT companies.id, count(users.id)::integer FROM companies
  LEFT JOIN users ON users.company_id = companies.id AND users.role = 'parent' AND users.left_at IS NULL
  GROUP BY companies.id
ON CONFLICT (company_id) DO UPDATE SET used = excluded.used;
--> statement-breakpoint
-- A company's free places, its place lock taken (places.repository.ts `claim`), in one round trip and
-- without reading every account of the company: the lock is the company's count row (FOR UPDATE, which
-- every change of the count also takes, so simultaneous claims and account changes queue), the places
-- held are that count plus the accounts whose leaving date is still to come (read over the partial index
-- `users_company_places_idx`, a handful). Each statement here has a fresh snapshot under READ COMMITTED,
-- so it sees what the transactions that held the lock before committed. NULL: the company is not limited.
CREATE OR REPLACE FUNCTION company_places_free(company integer) RETURNS integer
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  purchased integer;
  held integer;
BEGIN
  SELECT places_purchased INTO purchased FROM companies WHERE id = company;
  IF purchased IS NULL THEN
    RETURN NULL;
  END IF;
  SELECT used INTO held FROM company_places WHERE company_id = company FOR UPDATE;
  IF NOT FOUND THEN
    INSERT INTO company_places (company_id) VALUES (company) ON CONFLICT (company_id) DO NOTHING;
    SELECT used INTO held FROM company_places WHERE company_id = company FOR UPDATE;
  END IF;
  SELECT held + count(*) INTO held FROM users
    WHERE company_id = company AND role = 'parent' AND left_at > now();
  RETURN purchased - held;
END
$$;
