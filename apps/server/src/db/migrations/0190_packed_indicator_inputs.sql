-- The EU indicators' inputs of a report, packed in binary (apps/server/src/lib/packed-inputs.ts)
-- instead of JSON: for 1 000 000 rows the JSON took about 1.5 s to write while the user waited
-- for the report and 54 MB to hold, and every indicators call parsed it back. Stored as it is
-- (no compression: mostly float64 amounts, which compress little and slowly). Reports stored
-- before keep their JSON in indicator_inputs; a report has one or the other.
ALTER TABLE report_results ADD COLUMN indicator_inputs_packed bytea;
ALTER TABLE report_results ALTER COLUMN indicator_inputs_packed SET STORAGE EXTERNAL;
