import { buildBenchFile } from './bench/build-bench-file.ts';
import { processSalaryFile } from './src/index.ts';
const data = await buildBenchFile(100000, process.argv[2] === 'xlsx' ? 'xlsx' : 'csv');
for (let i = 0; i < 3; i++) {
  const c = process.cpuUsage(); const t = performance.now();
  await processSalaryFile(data, 'x.' + (process.argv[2] ?? 'csv'));
  const u = process.cpuUsage(c);
  console.log('wall', (performance.now() - t).toFixed(0), 'cpu', ((u.user + u.system) / 1000).toFixed(0));
}
