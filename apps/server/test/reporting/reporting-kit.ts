import type { PlanId } from '@parytet/contract/plans';
import type { Account, TestApp } from '../reports/reports-kit.ts';

export const setPlan = (t: TestApp, account: Account, plan: PlanId) =>
  t.ctx.db
    .updateTable('organisations')
    .set({ plan })
    .where('id', '=', account.organisationId)
    .execute();

export const send = (
  t: TestApp,
  account: Account | null,
  method: 'GET' | 'PUT' | 'PATCH' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    ...(payload && { payload }),
    headers: { ...(account?.auth ?? {}), 'accept-language': 'en' },
  });
