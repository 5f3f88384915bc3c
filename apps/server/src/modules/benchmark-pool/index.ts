// The pooled benchmark's builder: the only module that reads across organisations. Nothing
// imports it but the job registry and the operator's command (module-order.json puts it last,
// and eslint.config.js keeps its repository to itself).
export { buildSnapshot } from './benchmark-pool.service.ts';
export { snapshotJob } from './snapshot-job.ts';
