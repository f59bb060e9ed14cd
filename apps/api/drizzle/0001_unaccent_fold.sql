-- Accent- and case-folding used by the issuer search ("Cedre" finds "Cèdre").
-- Written with translate() so it needs no extension on PGlite or PostgreSQL.
CREATE OR REPLACE FUNCTION unaccent_fold(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(translate(value,
    'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖòóôõöÙÚÛÜùúûüÝýÿ',
    'AAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOoooooUUUUuuuuYyy'))
$$;
