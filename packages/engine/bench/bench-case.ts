// Runs one benchmark case in its own process, so peak RSS belongs to this case alone.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { processSalaryFile } from '../src/index.ts';

const file = process.argv[2];
if (file === undefined) throw new Error('usage: bench-case.ts <file>');
const data = readFileSync(file);
const rssBefore = process.memoryUsage().rss;
let heapPeak = 0;
// Sampling is coarse on purpose: process.memoryUsage() itself costs time on the main thread.
const sampler = setInterval(() => {
  heapPeak = Math.max(heapPeak, getHeapStatistics().used_heap_size);
}, 20);
const started = performance.now();
const cpuStarted = process.cpuUsage();
const result = await processSalaryFile(data, basename(file));
const ms = performance.now() - started;
const cpu = process.cpuUsage(cpuStarted);
clearInterval(sampler);
heapPeak = Math.max(heapPeak, getHeapStatistics().used_heap_size);
if (!result.ok) throw new Error(`bench file failed: ${result.code}`);
process.stdout.write(
  JSON.stringify({
    ms,
    cpuMs: (cpu.user + cpu.system) / 1000,
    records: result.reports.records,
    maxRssMb: process.resourceUsage().maxRSS / 1024,
    rssBeforeMb: rssBefore / 1024 / 1024,
    heapPeakMb: heapPeak / 1024 / 1024,
  }),
);
