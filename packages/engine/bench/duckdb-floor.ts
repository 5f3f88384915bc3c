// DuckDB's floor on one CSV salary file, in its own process: open an in-memory database, read
// the file and take the base report's group aggregates (mean and median base pay by gender,
// and by level and gender). Far less than the engine's work: no cell is checked, no other
// report is made. Prints `duckdb N ms`.
import { DuckDBInstance } from '@duckdb/node-api';

const file = process.argv[2];
if (file === undefined) throw new Error('usage: duckdb-floor.ts <file.csv>');
const started = performance.now();
const instance = await DuckDBInstance.create(':memory:');
const connection = await instance.connect();
const path = file.replaceAll("'", "''");
await connection.run(
  `CREATE TABLE salaries AS SELECT * FROM read_csv('${path}', header = true, delim = ',')`,
);
const result = await connection.runAndReadAll(
  `SELECT "Gender", NULL AS "Level", avg("Base Salary"), median("Base Salary"), count(*)
     FROM salaries GROUP BY "Gender"
   UNION ALL
   SELECT "Gender", "Level", avg("Base Salary"), median("Base Salary"), count(*)
     FROM salaries GROUP BY "Gender", "Level"`,
);
const rows = result.getRows().length;
const ms = performance.now() - started;
connection.closeSync();
console.log(`duckdb ${ms.toFixed(1)} ms, ${rows} groups`);
