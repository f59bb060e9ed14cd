-- Issue 15 §1: the portfolio's securities answer is cached per account in each instance
-- (db/read-cache); every write to what it shows announces itself on `nomina_invalidate`:
-- a holder's holdings as `holder:<tituNume>`, quotes and issuers as `answers` (every answer).
CREATE OR REPLACE FUNCTION nomina_notify_holder() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('nomina_invalidate', 'holder:' || OLD.titu_nume);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('nomina_invalidate', 'holder:' || NEW.titu_nume);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION nomina_notify_answers() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('nomina_invalidate', 'answers');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER holdings_invalidate AFTER INSERT OR UPDATE OR DELETE ON holdings
  FOR EACH ROW EXECUTE FUNCTION nomina_notify_holder();
--> statement-breakpoint
CREATE TRIGGER securities_invalidate AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON securities
  FOR EACH STATEMENT EXECUTE FUNCTION nomina_notify_answers();
--> statement-breakpoint
CREATE TRIGGER issuers_invalidate AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON issuers
  FOR EACH STATEMENT EXECUTE FUNCTION nomina_notify_answers();
--> statement-breakpoint
CREATE TRIGGER holdings_truncate_invalidate AFTER TRUNCATE ON holdings
  FOR EACH STATEMENT EXECUTE FUNCTION nomina_notify_answers();
