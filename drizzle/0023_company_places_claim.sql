CREATE INDEX "users_company_places_idx" ON "users" USING btree ("company_id","left_at") WHERE "users"."role" = 'parent';--> statement-breakpoint
-- A company's free places, its place lock taken (places.repository.ts `claim`): one round trip, so a
-- transaction making accounts holds the lock for as short a time as can be. The count is a statement of
-- its own after the lock (PL/pgSQL gives each statement a fresh snapshot under READ COMMITTED), so it sees
-- every account committed by a claim that held the lock before. NULL: the company is not limited.
CREATE OR REPLACE FUNCTION company_places_free(company integer) RETURNS integer
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  purchased integer;
  used integer;
BEGIN
  SELECT places_purchased INTO purchased FROM companies WHERE id = company FOR NO KEY UPDATE;
  IF purchased IS NULL THEN
    RETURN NULL;
  END IF;
  SELECT count(*) INTO used FROM users
    WHERE company_id = company AND role = 'parent' AND (left_at IS NULL OR left_at > now());
  RETURN purchased - used;
END
$$;
