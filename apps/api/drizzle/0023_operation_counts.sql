-- Issue 15 §2: the history's unfiltered total per holder and tab, kept up to date by the
-- operations table's own triggers (statement level, so a bulk load updates each count once),
-- instead of a count(*) over every row of the tab on every page.
CREATE TABLE IF NOT EXISTS "operation_counts" (
  "titu_nume" text NOT NULL,
  "categorie" text NOT NULL,
  "n" bigint NOT NULL DEFAULT 0,
  PRIMARY KEY ("titu_nume", "categorie")
);
--> statement-breakpoint
INSERT INTO operation_counts (titu_nume, categorie, n)
  SELECT titu_nume, categorie, count(*) FROM operations GROUP BY titu_nume, categorie
  ON CONFLICT (titu_nume, categorie) DO UPDATE SET n = excluded.n;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION operation_counts_add() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO operation_counts (titu_nume, categorie, n)
    SELECT titu_nume, categorie, count(*) FROM added GROUP BY titu_nume, categorie
    ORDER BY titu_nume, categorie
    ON CONFLICT (titu_nume, categorie) DO UPDATE SET n = operation_counts.n + excluded.n;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION operation_counts_remove() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE operation_counts c SET n = c.n - r.n
    FROM (SELECT titu_nume, categorie, count(*) AS n FROM removed GROUP BY titu_nume, categorie) r
    WHERE c.titu_nume = r.titu_nume AND c.categorie = r.categorie;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- An update moves a row between counts only when its holder or tab changes (rare: corrections).
CREATE OR REPLACE FUNCTION operation_counts_move() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM removed o JOIN added n ON n.id_demande = o.id_demande
    WHERE n.titu_nume <> o.titu_nume OR n.categorie <> o.categorie
  ) THEN
    RETURN NULL;
  END IF;
  UPDATE operation_counts c SET n = c.n - r.n
    FROM (SELECT titu_nume, categorie, count(*) AS n FROM removed GROUP BY titu_nume, categorie) r
    WHERE c.titu_nume = r.titu_nume AND c.categorie = r.categorie;
  INSERT INTO operation_counts (titu_nume, categorie, n)
    SELECT titu_nume, categorie, count(*) FROM added GROUP BY titu_nume, categorie
    ORDER BY titu_nume, categorie
    ON CONFLICT (titu_nume, categorie) DO UPDATE SET n = operation_counts.n + excluded.n;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER operations_count_insert AFTER INSERT ON operations
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION operation_counts_add();
--> statement-breakpoint
CREATE TRIGGER operations_count_delete AFTER DELETE ON operations
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION operation_counts_remove();
--> statement-breakpoint
CREATE TRIGGER operations_count_update AFTER UPDATE ON operations
  REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION operation_counts_move();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION operation_counts_clear() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM operation_counts;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER operations_count_truncate AFTER TRUNCATE ON operations
  FOR EACH STATEMENT EXECUTE FUNCTION operation_counts_clear();
