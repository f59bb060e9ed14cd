-- Spec 1 §4 maintenance, enforced by the server: every instance keeps the themes (their alive
-- flag) and the theme of each issuer in memory for a few seconds (resource/theme). Every write to
-- either announces itself on `nomina_invalidate` as `themes` once committed, whichever instance or
-- operator wrote, so a theme put in maintenance is refused at once on every instance.
CREATE OR REPLACE FUNCTION nomina_notify_themes() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('nomina_invalidate', 'themes');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER themes_invalidate AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON themes
  FOR EACH STATEMENT EXECUTE FUNCTION nomina_notify_themes();
--> statement-breakpoint
CREATE TRIGGER issuers_themes_invalidate AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON issuers
  FOR EACH STATEMENT EXECUTE FUNCTION nomina_notify_themes();
