import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#app.ts';
import { createTestApp } from '../helpers/test-context.ts';
import { validCsv } from '../reports/csv-files.ts';
import { createAccount, get, upload, uploadAndWait, type TestApp } from '../reports/reports-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { queue: true });
});
afterAll(() => t.close());

const EN = { 'accept-language': 'en' };

describe("Fastify's own errors answer the catalogue's shape", () => {
  it('414 for a path parameter over 100 characters, in both languages', async () => {
    const url = `/api/reports/pay-gap/${'a'.repeat(101)}/employees`;
    const en = await t.app.inject({ url, headers: EN });
    expect(en.statusCode).toBe(414);
    expect(en.json()).toEqual({ error: 'URI_TOO_LONG', message: 'The address is too long.' });
    const pl = await t.app.inject({ url, headers: { 'accept-language': 'pl' } });
    expect(pl.json()).toEqual({ error: 'URI_TOO_LONG', message: 'Adres jest za długi.' });
  });

  it('413 for a body over the limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...EN, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.pl', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: 'FILE_TOO_LARGE' });
  });

  it('415 for a content type no route accepts', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...EN, 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      error: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'This type of content is not accepted here.',
    });
  });

  it('400 for malformed JSON, 404 for an unknown path or method', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...EN, 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: 'INVALID_REQUEST_BODY',
      message: 'Some fields are missing or invalid.',
    });
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['DELETE', '/api/auth/login'],
      ['PATCH', '/api/health'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: EN });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ error: 'NOT_FOUND', message: 'Not found.' });
    }
  });
});

describe('requests the HTTP parser refuses', () => {
  it('answers an address over 16 KB in the catalogue shape, not a raw body', async () => {
    const server = await buildApp(t.ctx, { webDistDir: null });
    await server.listen({ host: '127.0.0.1', port: 0 });
    try {
      const { port } = server.server.address() as AddressInfo;
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.write(`GET /api/health?x=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
        });
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString()));
        socket.on('close', () => resolve(text));
        socket.on('error', reject);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 431 /);
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
        error: 'URI_TOO_LONG',
        message: 'Adres jest za długi.',
      });
    } finally {
      await server.close();
    }
  });
});

describe('tokens', () => {
  it('refuses a token without exp, even signed with the secret', async () => {
    const account = await createAccount(t);
    const token = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('parytet')
      .setSubject(account.userId)
      .setIssuedAt()
      .sign(t.ctx.jwtSecret);
    const res = await t.app.inject({
      url: '/api/users/me',
      headers: { ...EN, authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('UNAUTHORIZED');
    // The same token with an expiry is fine: only the missing claim was refused.
    expect((await get(t, account, '/api/users/me')).statusCode).toBe(200);
  });
});

describe('NUL bytes and caching', () => {
  it('refuses NUL in any query, parameter or body string with 400, never 500', async () => {
    const account = await createAccount(t);
    const report = await uploadAndWait(t, account, { fileName: 'a.csv', data: validCsv(12) });
    expect(report.report_ready).toBe(true);
    for (const query of ['level=%00', 'position=a%00b', 'gender=%00']) {
      const res = await get(t, account, `/api/reports/pay-gap/${report.id}/employees?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ error: 'INVALID_REQUEST_BODY' });
    }
    const param = await get(t, account, '/api/reports/pay-gap/ab%00cd/employees');
    expect(param.statusCode).toBe(400);
    const body = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: EN,
      payload: { email: 'a@b.pl', password: 'pass\u0000word' },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toMatchObject({
      error: 'INVALID_REQUEST_BODY',
      details: [{ path: 'body.password', message: 'must not contain a NUL character' }],
    });
  });

  it('refuses NUL in a multipart field (the report label) with 400', async () => {
    const account = await createAccount(t);
    const res = await upload(t, account, { fileName: 'c.csv', data: validCsv(12) }, 'Label\u0000x');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'INVALID_REQUEST_BODY' });
  });

  it('marks every API answer no-store: salaries must not sit in a cache', async () => {
    const account = await createAccount(t);
    const report = await uploadAndWait(t, account, { fileName: 'b.csv', data: validCsv(12) });
    for (const url of [
      '/api/reports/pay-gap',
      `/api/reports/pay-gap/${report.id}`,
      `/api/reports/pay-gap/${report.id}/employees`,
      '/api/users/me',
      '/api/reports/pay-gap/nope/employees',
    ]) {
      const res = await get(t, account, url);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });
});

describe('example download language', () => {
  it('answers the English file for anything but pl, as the spec says', async () => {
    const account = await createAccount(t);
    const names: Record<string, string> = {};
    for (const query of ['?lang=pl', '?lang=en', '?lang=../../etc', '?lang=de', '']) {
      const res = await get(t, account, `/api/reports/pay-gap/example/download${query}`);
      expect(res.statusCode, query).toBe(200);
      names[query] = String(res.headers['content-disposition']);
    }
    expect(names['?lang=pl']).toContain('przykladowy-raport.xlsx');
    for (const query of ['?lang=en', '?lang=../../etc', '?lang=de', '']) {
      expect(names[query], query).toContain('"example-report.xlsx"');
    }
  });
});

describe('the web app', () => {
  let dist: string;
  let web: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'parytet-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Parytet</title>');
    await writeFile(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
    web = await buildApp(t.ctx, { webDistDir: dist });
  });
  afterAll(async () => {
    await web.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('answers 404 for a missing file, the page for an app path', async () => {
    expect((await web.inject({ url: '/assets/app.js' })).statusCode).toBe(200);
    for (const url of ['/assets/missing.js', '/assets/gone.css', '/logo.png']) {
      const res = await web.inject({ url, headers: EN });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ error: 'NOT_FOUND', message: 'Not found.' });
    }
    const page = await web.inject({ url: '/reports/some-id' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Parytet</title>');
  });
});
