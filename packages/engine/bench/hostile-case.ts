import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { countRecords, processSalaryFile } from '#index.ts';
const file = process.argv[2] ?? '';
const data = readFileSync(file);
let t = performance.now();
const r = await processSalaryFile(data, basename(file));
const processMs = performance.now() - t;
t = performance.now();
const c = await countRecords(data, basename(file));
const countMs = performance.now() - t;
process.stdout.write(
  `${r.ok ? 'ok' : r.code} ${Math.round(processMs)} ms | count ${c.ok ? c.records : c.code} ${Math.round(countMs)} ms | maxRSS ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`,
);
