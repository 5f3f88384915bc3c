-- Decisions §5: a position group is one Position within one Level, the same
-- work. Reports stored before this computed the position means, and the comparator drawn from
-- them, across levels. Every stored report is recomputed here from its own stored rows (salary
-- in cents, gender, level, position hold everything needed), exactly as the engine now computes:
-- the mean base salary per level and position, overall and by gender; the comparator is the other
-- gender's mean in the same level and position, else in the same level, else none; the difference
-- and the gap come from the unrounded comparator and are rounded half away from zero, as round2
-- does (round() on numeric). Level means are unchanged. Money is stored in cents and gaps in
-- hundredths of a percent, so gap = (salary − comparator) × 10 000 / comparator. Rows already
-- right are left untouched, so running this again changes nothing.
WITH position_means AS (
  SELECT
    report_id,
    level,
    position,
    avg(salary) AS mean_all,
    avg(salary) FILTER (WHERE gender = 'female') AS mean_women,
    avg(salary) FILTER (WHERE gender = 'male') AS mean_men
  FROM report_employees
  GROUP BY report_id, level, position
),
level_means AS (
  SELECT
    report_id,
    level,
    avg(salary) FILTER (WHERE gender = 'female') AS mean_women,
    avg(salary) FILTER (WHERE gender = 'male') AS mean_men
  FROM report_employees
  GROUP BY report_id, level
),
recomputed AS (
  SELECT
    e.report_id,
    e.ordinal,
    round(p.mean_all)::bigint AS position_mean_salary,
    round(p.mean_women)::bigint AS position_women_mean_salary,
    round(p.mean_men)::bigint AS position_men_mean_salary,
    round(e.salary - c.comparator)::bigint AS salary_difference,
    round((e.salary - c.comparator) * 10000 / c.comparator)::bigint AS pay_gap
  FROM report_employees e
  JOIN position_means p USING (report_id, level, position)
  JOIN level_means l USING (report_id, level)
  CROSS JOIN LATERAL (
    SELECT CASE
      WHEN e.gender = 'female' THEN coalesce(p.mean_men, l.mean_men)
      ELSE coalesce(p.mean_women, l.mean_women)
    END AS comparator
  ) c
)
UPDATE report_employees e
SET
  position_mean_salary = r.position_mean_salary,
  position_women_mean_salary = r.position_women_mean_salary,
  position_men_mean_salary = r.position_men_mean_salary,
  salary_difference = r.salary_difference,
  pay_gap = r.pay_gap
FROM recomputed r
WHERE e.report_id = r.report_id
  AND e.ordinal = r.ordinal
  AND (e.position_mean_salary, e.position_women_mean_salary, e.position_men_mean_salary,
       e.salary_difference, e.pay_gap)
    IS DISTINCT FROM (r.position_mean_salary, r.position_women_mean_salary,
       r.position_men_mean_salary, r.salary_difference, r.pay_gap);
