-- A report's amounts are in the currency chosen at upload (ISO 4217) and cover a
-- reporting period. Reports stored before this were all taken as PLN; their period is unknown,
-- so it stays null rather than being guessed.
ALTER TABLE reports
  ADD COLUMN IF NOT EXISTS currency text NOT NULL DEFAULT 'PLN',
  ADD COLUMN IF NOT EXISTS period_start date,
  ADD COLUMN IF NOT EXISTS period_end date;

ALTER TABLE reports DROP CONSTRAINT IF EXISTS reports_currency_check;
ALTER TABLE reports ADD CONSTRAINT reports_currency_check
  CHECK (currency IN ('PLN', 'EUR', 'USD', 'GBP', 'CHF', 'CZK', 'SEK', 'DKK', 'NOK', 'HUF', 'RON'));

ALTER TABLE reports DROP CONSTRAINT IF EXISTS reports_period_check;
ALTER TABLE reports ADD CONSTRAINT reports_period_check
  CHECK (period_start IS NULL OR period_end IS NULL OR period_start <= period_end);
