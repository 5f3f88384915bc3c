import { describe, expect, it } from 'vitest';
import { baseReportResponseSchema } from '#reports.ts';
import { successStatus } from './define-route.ts';
import { allRoutes } from './index.ts';

describe('route table', () => {
  const routes = allRoutes();

  it('declares every method and path once', () => {
    const keys = routes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('names every path parameter in the params schema, and nothing else', () => {
    for (const route of routes) {
      const inPath = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort();
      expect(Object.keys(route.params?.shape ?? {}).sort(), route.path).toEqual(inPath);
    }
  });

  // A redirect (social sign-in) succeeds with its one 3xx instead.
  it('gives every JSON route one success answer', () => {
    for (const route of routes.filter((r) => !r.download)) {
      const statuses = Object.keys(route.responses);
      const twoHundreds = statuses.filter((s) => Number(s) < 300);
      const ok = twoHundreds.length > 0 ? twoHundreds : statuses.filter((s) => Number(s) < 400);
      expect(ok, route.path).toHaveLength(1);
      expect(successStatus(route)).toBe(Number(ok[0]));
    }
  });
});

describe('report answers', () => {
  const flat = {
    report_ready: false,
    report_failed: false,
    error_code: null,
    error_details: null,
    currency: 'PLN',
    period_start: null,
    period_end: null,
  };

  it('tell processing, failed and ready apart by status', () => {
    expect(baseReportResponseSchema.parse({ status: 'processing', ...flat }).status).toBe(
      'processing',
    );
    const failed = baseReportResponseSchema.parse({
      ...flat,
      status: 'failed',
      report_failed: true,
      error_code: 'SINGLE_GENDER',
    });
    expect(failed.status === 'failed' && failed.error_code).toBe('SINGLE_GENDER');
  });

  it('refuses a ready answer without its data', () => {
    const ready = { ...flat, status: 'ready', report_ready: true };
    expect(baseReportResponseSchema.safeParse(ready).success).toBe(false);
  });
});
