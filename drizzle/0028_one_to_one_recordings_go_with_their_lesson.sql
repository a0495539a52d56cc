-- A one-to-one lesson's recording is private to its child's family, its tutor and admins, which is read from
-- the session it names. When the session goes (its child removed or erased: the foreign key cascades), the
-- recording would lose that link and read as any other recording, in every family's library; it holds the
-- child's lesson, so it goes with the session instead.
CREATE OR REPLACE FUNCTION one_to_one_recordings_go() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.student_id IS NOT NULL THEN
    DELETE FROM recorded_lessons WHERE session_id = OLD.id;
  END IF;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER scheduled_sessions_one_to_one_recordings_go
  BEFORE DELETE ON scheduled_sessions
  FOR EACH ROW EXECUTE FUNCTION one_to_one_recordings_go();
