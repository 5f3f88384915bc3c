// Runs one benchmark case in its own process, so peak RSS belongs to this case alone.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { computeIndicators, computeReports, readSalaryFile } from '#index.ts';

const file = process.argv[2];
if (file === undefined) throw new Error('usage: bench-case.ts <file>');
const data = readFileSync(file);
// Every bench file is read whole: the 1 000 000-row case is beyond the engine's default maximum.
const OPTIONS = { maxRecords: Number.MAX_SAFE_INTEGER };
const rssBefore = process.memoryUsage().rss;
let heapPeak = 0;
// Sampling is coarse on purpose: process.memoryUsage() itself costs time on the main thread.
const sampler = setInterval(() => {
  heapPeak = Math.max(heapPeak, getHeapStatistics().used_heap_size);
}, 20);
const started = performance.now();
const cpuStarted = process.cpuUsage();
// The benched figure: parse + validate + every report, the EU indicators included.
const read = await readSalaryFile(data, basename(file), OPTIONS);
if (!read.ok) throw new Error(`bench file failed: ${read.code}`);
const reports = computeReports(read.table);
const indicatorsStarted = performance.now();
const indicators = computeIndicators(read.table);
const ms = performance.now() - started;
const indicatorsMs = performance.now() - indicatorsStarted;
const cpu = process.cpuUsage(cpuStarted);
clearInterval(sampler);
heapPeak = Math.max(heapPeak, getHeapStatistics().used_heap_size);
if (indicators.records !== reports.records) throw new Error('indicators and reports disagree');
const maxRssMb = process.resourceUsage().maxRSS / 1024;

// The same work again in this process: what a kept-warm compute process pays for the next file.
let warmMs = Number.POSITIVE_INFINITY;
for (let i = 0; i < Number(process.env.BENCH_WARM_RUNS ?? 3); i++) {
  const warmStarted = performance.now();
  const again = await readSalaryFile(data, basename(file), OPTIONS);
  if (!again.ok) throw new Error(`bench file failed: ${again.code}`);
  computeReports(again.table);
  computeIndicators(again.table);
  warmMs = Math.min(warmMs, performance.now() - warmStarted);
}
process.stdout.write(
  JSON.stringify({
    ms,
    warmMs,
    cpuMs: (cpu.user + cpu.system) / 1000,
    indicatorsMs,
    records: reports.records,
    maxRssMb,
    rssBeforeMb: rssBefore / 1024 / 1024,
    heapPeakMb: heapPeak / 1024 / 1024,
  }),
);
