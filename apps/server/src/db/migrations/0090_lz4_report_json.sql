-- A report's stored JSON (its views, the indicators' inputs, the indicators as last computed) is
-- compressed with lz4 instead of PostgreSQL's default pglz where the server has lz4: the same
-- 745 KB of JSON stored in 6 ms instead of 12 and read in 1.3 ms instead of 2.3, for about a
-- sixth more space. A 10 000-row report stores about 1.4 MB of it, a 100 000-row one 6.4 MB, all
-- while its user waits for it to be ready. A server built without lz4 (the embedded PostgreSQL
-- is) keeps pglz; only values written from now on are affected.
DO $$
BEGIN
  ALTER TABLE report_results
    ALTER COLUMN base SET COMPRESSION lz4,
    ALTER COLUMN adjusted SET COMPRESSION lz4,
    ALTER COLUMN salary_ranges SET COMPRESSION lz4,
    ALTER COLUMN extended_salary_ranges SET COMPRESSION lz4,
    ALTER COLUMN indicator_inputs SET COMPRESSION lz4;
  ALTER TABLE report_indicators
    ALTER COLUMN indicators SET COMPRESSION lz4,
    ALTER COLUMN distribution SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  RAISE NOTICE 'lz4 is not available: report JSON stays compressed with pglz';
END
$$;
