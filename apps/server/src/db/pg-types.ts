import pg from 'pg';

// How values come back, set once per thread that opens connections (database.ts, and a worker
// thread's own, thread-database.ts). Bigint counts (COUNT(*)) come back as numbers; no count
// here comes near 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));
