import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../helpers/test-context.ts';
import { createAccount, datasetsDir, uploadAndWait, type TestApp } from './reports-kit.ts';

// An API process that only enqueues (RUN_WORKER=false) beside a worker process of its own,
// as with `npm run worker`: the worker is woken by NOTIFY and reads the file from the database.
let api: TestApp;
let worker: TestApp;
beforeAll(async () => {
  api = await createTestApp({ RATE_LIMIT_ENABLED: 'false' }, { queue: { runWorker: false } });
  worker = await createTestApp({ RATE_LIMIT_ENABLED: 'false' }, { queue: true });
});
afterAll(async () => {
  await api.close();
  await worker.close();
});

it('processes an upload taken by the API in a separate worker', async () => {
  const account = await createAccount(api);
  const data = await readFile(path.join(datasetsDir, 'glassdoor_upload_format.csv'));
  const started = Date.now();
  const report = await uploadAndWait(api, account, { fileName: 'glassdoor.csv', data });
  expect(report).toMatchObject({ report_ready: true, records: 1000 });
  // Well inside the 0.5 s poll plus processing; NOTIFY usually makes it much quicker.
  expect(Date.now() - started).toBeLessThan(10_000);
});
