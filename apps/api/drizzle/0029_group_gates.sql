-- Spec 3 §6: `portefeuille` and `suivi_operations` are habilitations of a whole menu group, as
-- `passage_operations` is: a hidden sub-module of the group (show false) that every page and call
-- of the group needs as well as its own. A register seeded before them gets them here, first in
-- their group; a new register gets them from the seed, which runs after the migrations (no group
-- exists yet when this runs on an empty database). No habilitation row means granted.
INSERT INTO "sub_modules" ("group_id", "module_key", "module_nom", "module_url", "ordre", "show")
SELECT "g"."id", "g"."groupe_url", 'menu.' || "g"."groupe_url", "g"."groupe_url", 0, false
FROM "module_groups" "g"
WHERE "g"."groupe_url" IN ('portefeuille', 'suivi_operations')
ON CONFLICT ("module_key") DO NOTHING;
