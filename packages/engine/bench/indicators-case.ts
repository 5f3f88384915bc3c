// Times the EU indicators and the regression on one salary file, in its own process.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { payColumns } from '#compute/indicators/hourly-pay.ts';
import { resolveIndicatorOptions } from '#compute/indicators/indicator-options.ts';
import { fitUnexplainedGap } from '#compute/indicators/unexplained-gap.ts';
import { computeIndicators, readSalaryFile } from '#index.ts';

const file = process.argv[2];
if (file === undefined) throw new Error('usage: indicators-case.ts <file>');
const read = await readSalaryFile(readFileSync(file), basename(file));
if (!read.ok) throw new Error(`bench file failed: ${read.code}`);
const rows = read.table;

let started = performance.now();
let cpu = process.cpuUsage();
const out = computeIndicators(rows);
const indicatorsMs = performance.now() - started;
const indicatorsCpuMs = process.cpuUsage(cpu).user / 1000;

const options = resolveIndicatorOptions();
const pay = payColumns(rows, options);
started = performance.now();
cpu = process.cpuUsage();
const fit = fitUnexplainedGap(rows, pay.totalPerFte, pay.hoursPerMonth, options.minGroupSize);
const regressionMs = performance.now() - started;
const regressionCpuMs = process.cpuUsage(cpu).user / 1000;
if (fit === null || out.unexplained_gap === null) throw new Error('no regression');

process.stdout.write(
  JSON.stringify({
    indicatorsMs,
    indicatorsCpuMs,
    regressionMs,
    regressionCpuMs,
    terms: fit.terms.length,
    df: fit.df,
    maxRssMb: process.resourceUsage().maxRSS / 1024,
  }),
);
