-- A report's employee rows keep only what differs from one employee to the next; the means and
-- head counts of a level, and of a position within a level, are stored once per group. Ten of
-- the twenty columns repeated their group's values on every row: at 1 000 000 rows that was a
-- quarter of PostgreSQL's time to store them, most of the compute thread's time to encode them,
-- and 30 % of the space. The view `report_employees` joins them back under the old columns, so
-- every reader reads what it read before; writers use `report_employee_rows` and the groups.
CREATE TABLE report_level_groups (
  report_id uuid NOT NULL,
  level text COLLATE "C" NOT NULL,
  mean_salary bigint,
  women_mean_salary bigint,
  men_mean_salary bigint,
  women_count integer NOT NULL,
  men_count integer NOT NULL,
  PRIMARY KEY (report_id, level)
);

CREATE TABLE report_position_groups (
  report_id uuid NOT NULL,
  level text COLLATE "C" NOT NULL,
  position text COLLATE "C" NOT NULL,
  mean_salary bigint,
  women_mean_salary bigint,
  men_mean_salary bigint,
  women_count integer NOT NULL,
  men_count integer NOT NULL,
  PRIMARY KEY (report_id, level, position)
);

-- Stored rows must agree within each group, or moving a group's values out would change what a
-- row reads: stop rather than pick one.
DO $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM report_employees
    GROUP BY report_id, level, position
    HAVING count(DISTINCT (position_mean_salary, position_women_mean_salary,
      position_men_mean_salary, position_women_count, position_men_count)) > 1
  ) OR EXISTS (
    SELECT 1 FROM report_employees
    GROUP BY report_id, level
    HAVING count(DISTINCT (level_mean_salary, level_women_mean_salary, level_men_mean_salary,
      level_women_count, level_men_count)) > 1
  ) THEN
    RAISE EXCEPTION 'report_employees: a group''s means or counts differ between its rows';
  END IF;
END
$$;

INSERT INTO report_level_groups
SELECT DISTINCT ON (report_id, level)
  report_id, level, level_mean_salary, level_women_mean_salary, level_men_mean_salary,
  level_women_count, level_men_count
FROM report_employees
ORDER BY report_id, level;

INSERT INTO report_position_groups
SELECT DISTINCT ON (report_id, level, position)
  report_id, level, position, position_mean_salary, position_women_mean_salary,
  position_men_mean_salary, position_women_count, position_men_count
FROM report_employees
ORDER BY report_id, level, position;

ALTER TABLE report_employees
  DROP COLUMN position_mean_salary,
  DROP COLUMN position_women_mean_salary,
  DROP COLUMN position_men_mean_salary,
  DROP COLUMN level_mean_salary,
  DROP COLUMN level_women_mean_salary,
  DROP COLUMN level_men_mean_salary,
  DROP COLUMN position_women_count,
  DROP COLUMN position_men_count,
  DROP COLUMN level_women_count,
  DROP COLUMN level_men_count;
ALTER TABLE report_employees RENAME TO report_employee_rows;

-- Left joins on each group's primary key: PostgreSQL leaves out a join none of whose columns a
-- query reads (the employees index reads five row columns and pays for no join). Every row has
-- both groups, so nothing reads null that was not null before.
CREATE VIEW report_employees AS
SELECT
  e.report_id,
  e.ordinal,
  e.employee_id,
  e.gender,
  e.level,
  e.position,
  e.location,
  e.salary,
  p.mean_salary AS position_mean_salary,
  p.women_mean_salary AS position_women_mean_salary,
  p.men_mean_salary AS position_men_mean_salary,
  l.mean_salary AS level_mean_salary,
  l.women_mean_salary AS level_women_mean_salary,
  l.men_mean_salary AS level_men_mean_salary,
  e.salary_difference,
  e.pay_gap,
  p.women_count AS position_women_count,
  p.men_count AS position_men_count,
  l.women_count AS level_women_count,
  l.men_count AS level_men_count
FROM report_employee_rows e
LEFT JOIN report_position_groups p
  ON p.report_id = e.report_id AND p.level = e.level AND p.position = e.position
LEFT JOIN report_level_groups l
  ON l.report_id = e.report_id AND l.level = e.level;

-- A deleted report takes its rows and groups along (by trigger, not foreign keys, which would
-- check every stored row).
CREATE OR REPLACE FUNCTION delete_report_employees() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM report_employee_rows WHERE report_id = OLD.id;
  DELETE FROM report_position_groups WHERE report_id = OLD.id;
  DELETE FROM report_level_groups WHERE report_id = OLD.id;
  RETURN NULL;
END;
$$;
