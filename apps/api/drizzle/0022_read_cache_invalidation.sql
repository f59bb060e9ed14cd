-- Issue 15: the API keeps what every signed-in request checks (the session, the terms accepted,
-- the module habilitations) in a short-lived in-process cache. Every write to those tables, by
-- any instance, a migration or an operator's SQL, announces itself on the `nomina_invalidate`
-- channel once committed; every instance listens and drops what it holds (db/read-cache).
-- Payloads: `session:<id>`, `user:<id>`, `account:<actiIden>:<emetIden>`, `issuer:<emetIden>`, `all`.
CREATE OR REPLACE FUNCTION nomina_notify_invalidation() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  row_data record;
BEGIN
  IF TG_OP = 'DELETE' THEN row_data := OLD; ELSE row_data := NEW; END IF;
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('nomina_invalidate', 'session:' || row_data.id::text);
  ELSIF TG_TABLE_NAME = 'terms_acceptances' THEN
    PERFORM pg_notify('nomina_invalidate', 'user:' || row_data.user_id::text);
  ELSIF TG_TABLE_NAME = 'account_habilitations' THEN
    PERFORM pg_notify('nomina_invalidate', 'account:' || row_data.acti_iden || ':' || row_data.emet_iden);
    IF TG_OP = 'UPDATE' THEN
      PERFORM pg_notify('nomina_invalidate', 'account:' || OLD.acti_iden || ':' || OLD.emet_iden);
    END IF;
  ELSIF TG_TABLE_NAME = 'issuer_habilitations' THEN
    PERFORM pg_notify('nomina_invalidate', 'issuer:' || row_data.emet_iden);
    IF TG_OP = 'UPDATE' THEN
      PERFORM pg_notify('nomina_invalidate', 'issuer:' || OLD.emet_iden);
    END IF;
  ELSE
    PERFORM pg_notify('nomina_invalidate', 'all');
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A session's liveness changes only by update (revocation) or deletion; its creation changes
-- nothing a cache holds.
CREATE TRIGGER sessions_invalidate AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION nomina_notify_invalidation();
--> statement-breakpoint
CREATE TRIGGER terms_acceptances_invalidate AFTER INSERT OR UPDATE OR DELETE ON terms_acceptances
  FOR EACH ROW EXECUTE FUNCTION nomina_notify_invalidation();
--> statement-breakpoint
CREATE TRIGGER terms_versions_invalidate AFTER INSERT OR UPDATE OR DELETE ON terms_versions
  FOR EACH STATEMENT EXECUTE FUNCTION nomina_notify_invalidation();
--> statement-breakpoint
CREATE TRIGGER account_habilitations_invalidate AFTER INSERT OR UPDATE OR DELETE ON account_habilitations
  FOR EACH ROW EXECUTE FUNCTION nomina_notify_invalidation();
--> statement-breakpoint
CREATE TRIGGER issuer_habilitations_invalidate AFTER INSERT OR UPDATE OR DELETE ON issuer_habilitations
  FOR EACH ROW EXECUTE FUNCTION nomina_notify_invalidation();
--> statement-breakpoint
CREATE TRIGGER sub_modules_invalidate AFTER INSERT OR UPDATE OR DELETE ON sub_modules
  FOR EACH STATEMENT EXECUTE FUNCTION nomina_notify_invalidation();
