-- The day the organisation recorded filing a report (decisions §8): the Art. 10 joint
-- assessment's six months run from it. Null until recorded; undoing sets it back to null.
ALTER TABLE reports ADD COLUMN submitted_on date;
