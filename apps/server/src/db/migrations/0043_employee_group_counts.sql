-- Decisions §5: a mean over fewer women or men than the minimum group size is one or
-- two people's pay, so each employee row carries the head counts, by gender, of its position
-- group (one Position within one Level) and of its level. Rows stored before this are filled from
-- the report's own stored rows, as the engine counts them now.
ALTER TABLE report_employees
  ADD COLUMN position_women_count integer,
  ADD COLUMN position_men_count integer,
  ADD COLUMN level_women_count integer,
  ADD COLUMN level_men_count integer;

UPDATE report_employees e
SET
  position_women_count = c.position_women_count,
  position_men_count = c.position_men_count,
  level_women_count = c.level_women_count,
  level_men_count = c.level_men_count
FROM (
  SELECT
    report_id,
    ordinal,
    count(*) FILTER (WHERE gender = 'female')
      OVER (PARTITION BY report_id, level, position) AS position_women_count,
    count(*) FILTER (WHERE gender = 'male')
      OVER (PARTITION BY report_id, level, position) AS position_men_count,
    count(*) FILTER (WHERE gender = 'female') OVER (PARTITION BY report_id, level) AS level_women_count,
    count(*) FILTER (WHERE gender = 'male') OVER (PARTITION BY report_id, level) AS level_men_count
  FROM report_employees
) c
WHERE e.report_id = c.report_id
  AND e.ordinal = c.ordinal;

ALTER TABLE report_employees
  ALTER COLUMN position_women_count SET NOT NULL,
  ALTER COLUMN position_men_count SET NOT NULL,
  ALTER COLUMN level_women_count SET NOT NULL,
  ALTER COLUMN level_men_count SET NOT NULL;
