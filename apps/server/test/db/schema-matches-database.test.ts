import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../helpers/test-database.ts';
import { declaredSchema, kindOfDatabaseType } from './schema-types.ts';

type ColumnRow = {
  table_name: string;
  column_name: string;
  data_type: string;
  udt_name: string;
  is_nullable: 'YES' | 'NO';
  has_default: boolean;
  is_view: boolean;
};

// The migrations' ledger, which only db/migrate.ts reads (pg-boss keeps its own schema).
const NOT_IN_SCHEMA = new Set(['schema_migrations']);

/**
 * db/schema.ts is written by hand (its columns carry the contract's narrower types), so it is
 * checked here against what the migrations built: the same tables, the same columns, the same
 * nullability, the kind of value node-postgres returns, and a default for every NOT NULL column
 * the types let an insert leave out.
 */
describe('db/schema.ts matches the migrated database', () => {
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  let rows: ColumnRow[];

  beforeAll(async () => {
    await client.connect();
    const result = await client.query<ColumnRow>(
      `SELECT c.table_name, c.column_name, c.data_type, c.udt_name, c.is_nullable,
              (c.column_default IS NOT NULL OR c.is_identity = 'YES' OR c.is_generated = 'ALWAYS') AS has_default,
              t.table_type = 'VIEW' AS is_view
         FROM information_schema.columns c
         JOIN information_schema.tables t USING (table_schema, table_name)
        WHERE c.table_schema = 'public'
        ORDER BY c.table_name, c.ordinal_position`,
    );
    rows = result.rows.filter((row) => !NOT_IN_SCHEMA.has(row.table_name));
  });
  afterAll(() => client.end());

  it('declares every table and column the migrations create, and nothing else', () => {
    const declared = declaredSchema();
    const inDatabase = new Map<string, string[]>();
    for (const row of rows) {
      inDatabase.set(row.table_name, [...(inDatabase.get(row.table_name) ?? []), row.column_name]);
    }
    const shape = (m: Map<string, Iterable<string>>) =>
      Object.fromEntries([...m].map(([table, columns]) => [table, [...columns].sort()]).sort());
    expect(shape(new Map([...declared].map(([t, c]) => [t, c.keys()])))).toEqual(shape(inDatabase));
  });

  it('gives each column the nullability, kind of value and default the database has', () => {
    const declared = declaredSchema();
    const differences: string[] = [];
    for (const row of rows) {
      const column = declared.get(row.table_name)?.get(row.column_name);
      if (!column) continue;
      const where = `${row.table_name}.${row.column_name}`;
      const nullable = row.is_nullable === 'YES';
      // PostgreSQL calls every column of a view nullable; what a view's rows hold is pinned by
      // the tests that read them (report_employees: job-failures.test.ts).
      if (column.nullable !== nullable && !row.is_view) {
        differences.push(
          `${where}: nullable in the database ${nullable}, in schema.ts ${column.nullable}`,
        );
      }
      const kind = kindOfDatabaseType(row.data_type, row.udt_name);
      // A JSON column may hold an array as well as an object.
      const allowed = kind === 'json' ? ['json', 'array'] : [kind];
      if (!column.kind.split('|').every((k) => allowed.includes(k))) {
        differences.push(`${where}: ${row.data_type} (${kind}) declared as ${column.kind}`);
      }
      if (!nullable && column.optionalOnInsert && !row.has_default) {
        differences.push(
          `${where}: an insert may leave it out, but it is NOT NULL with no default`,
        );
      }
    }
    expect(differences).toEqual([]);
  });
});
