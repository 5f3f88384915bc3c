import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalResponseSchema } from '@parytet/contract/legal';
import { ConfigError, loadConfig } from '#config.ts';
import { legalConfigWarning } from '#modules/legal/legal.service.ts';
import { createTestApp } from '../helpers/test-context.ts';

describe('GET /api/legal', () => {
  let configured: Awaited<ReturnType<typeof createTestApp>>;
  let bare: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    configured = await createTestApp({
      OPERATOR_NAME: 'Test Operator Sp. z o.o.',
      OPERATOR_ADDRESS: 'ul. Testowa 1, 00-001 Warszawa',
      OPERATOR_KRS: '0000000001',
      OPERATOR_NIP: '0000000002',
      OPERATOR_REGON: '000000003',
      OPERATOR_EMAIL: 'legal@example.test',
      PLAN_PRICES: '{"PRO":499,"MASTER":1499,"GURU":null}',
    });
    bare = await createTestApp();
  });
  afterAll(async () => {
    await configured.close();
    await bare.close();
  });

  it('serves exactly the configured details and prices, without a login', async () => {
    const res = await configured.app.inject({ url: '/api/legal' });
    expect(res.statusCode).toBe(200);
    expect(legalResponseSchema.parse(res.json())).toEqual({
      operator: {
        name: 'Test Operator Sp. z o.o.',
        address: 'ul. Testowa 1, 00-001 Warszawa',
        krs: '0000000001',
        nip: '0000000002',
        regon: '000000003',
        email: 'legal@example.test',
      },
      plan_prices: { PRO: 499, MASTER: 1499, GURU: null },
    });
  });

  it('invents nothing when unset', async () => {
    const res = await bare.app.inject({ url: '/api/legal' });
    expect(res.json()).toEqual({
      operator: { name: null, address: null, krs: null, nip: null, regon: null, email: null },
      plan_prices: {},
    });
  });
});

describe('operator configuration', () => {
  it('warns at start about every unset detail', () => {
    const warning = legalConfigWarning(loadConfig({ OPERATOR_NAME: 'X' }));
    expect(warning).toContain('OPERATOR_KRS');
    expect(warning).not.toContain('OPERATOR_NAME');
  });

  it('refuses malformed registration numbers and prices by name', () => {
    expect(() => loadConfig({ OPERATOR_NIP: '527-310-98-46' })).toThrow(ConfigError);
    expect(() => loadConfig({ PLAN_PRICES: '{"PRO":-1}' })).toThrow(/PLAN_PRICES/);
  });
});
