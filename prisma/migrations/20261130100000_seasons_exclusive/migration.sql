-- An item's seasons are "all-season" or single seasons, never both (issue #41): the form and the API
-- now keep them apart. A list stored before that mixed them becomes "all-season" alone, which is how
-- outfit suggestions already read it (the piece was offered in every season).
UPDATE "clothing_items" SET "seasons" = ARRAY['all-season']::TEXT[]
WHERE 'all-season' = ANY ("seasons") AND cardinality("seasons") > 1;
