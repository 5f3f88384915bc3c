-- Natural order for labels, as the engine and the web sort them (Intl.Collator 'pl' with
-- numeric collation): 'L2' before 'L10', 'Ś' after 'S'. ICU ships with PostgreSQL's Debian
-- packages and with the embedded PostgreSQL, but serves only UTF-8 databases: an embedded
-- cluster created before its initdb was set to UTF-8 (SQL_ASCII) falls back to byte order.
DO $$
BEGIN
  CREATE COLLATION IF NOT EXISTS natural_pl (provider = icu, locale = 'pl-u-kn-true');
EXCEPTION WHEN OTHERS THEN
  CREATE COLLATION IF NOT EXISTS natural_pl FROM "C";
END $$;
