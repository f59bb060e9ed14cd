-- Issue 15 §1: a history page is cached per holder and query in each instance (db/read-cache);
-- every write to a holder's operations announces itself as `holder:<tituNume>` once committed.
-- Statement level: a bulk load announces each holder once, not each row.
CREATE OR REPLACE FUNCTION operations_notify_added() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('nomina_invalidate', 'holder:' || titu_nume) FROM (SELECT DISTINCT titu_nume FROM added) holders;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION operations_notify_removed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('nomina_invalidate', 'holder:' || titu_nume) FROM (SELECT DISTINCT titu_nume FROM removed) holders;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION operations_notify_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('nomina_invalidate', 'holder:' || titu_nume)
    FROM (SELECT titu_nume FROM added UNION SELECT titu_nume FROM removed) holders;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER operations_invalidate_insert AFTER INSERT ON operations
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION operations_notify_added();
--> statement-breakpoint
CREATE TRIGGER operations_invalidate_delete AFTER DELETE ON operations
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION operations_notify_removed();
--> statement-breakpoint
CREATE TRIGGER operations_invalidate_update AFTER UPDATE ON operations
  REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION operations_notify_changed();
--> statement-breakpoint
CREATE TRIGGER operations_invalidate_truncate AFTER TRUNCATE ON operations
  FOR EACH STATEMENT EXECUTE FUNCTION nomina_notify_answers();
