import { afterAll, beforeAll, expect, it } from 'vitest';
import { PENDING_EXPORTS_PER_ORGANISATION } from '#modules/report-exports/report-exports.service.ts';
import { createTestApp } from '../helpers/test-context.ts';
import { createAccount, uploadAndWait, type TestApp } from '../reports/reports-kit.ts';
import { exportCsv } from './exports-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' }, { queue: true });
});
afterAll(() => t.close());

it('caps the exports an organisation has queued at once, whoever asks (a viewer too)', async () => {
  const owner = await createAccount(t, { plan: 'GURU' });
  const { id } = await uploadAndWait(t, owner, { fileName: 'p.csv', data: exportCsv() }, 'Cap');
  // A worker that never gets to them: every export stays queued.
  t.ctx.enqueueExport = async () => undefined;
  const start = () =>
    t.app.inject({
      method: 'POST',
      url: `/api/reports/pay-gap/${id}/exports`,
      payload: { format: 'pdf', lang: 'en' },
      headers: { ...owner.auth, 'accept-language': 'en' },
    });

  const answers = await Promise.all(Array.from({ length: 12 }, start));
  const codes = answers.map((res) => res.statusCode);
  expect(codes.filter((code) => code === 202)).toHaveLength(PENDING_EXPORTS_PER_ORGANISATION);
  const refused = answers.filter((res) => res.statusCode === 429);
  expect(refused).toHaveLength(12 - PENDING_EXPORTS_PER_ORGANISATION);
  expect(refused[0]?.json<{ error: string }>().error).toBe('TOO_MANY_EXPORTS');
  expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThan(0);

  // Once they are built (or failed), the organisation may export again.
  await t.ctx.db
    .updateTable('report_exports')
    .set({ status: 'failed' })
    .where('organisation_id', '=', owner.organisationId)
    .execute();
  expect((await start()).statusCode).toBe(202);
});
