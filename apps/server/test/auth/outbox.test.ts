import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkCode, parseMail } from '../helpers/smtp.ts';
import { createTestApp } from '../helpers/test-context.ts';
import { APP_URL, post, registration, type TestApp } from './auth-test-kit.ts';

describe('outbox mailer (no SMTP_URL)', () => {
  let dataDir: string;
  let t: TestApp;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'parytet-outbox-'));
    t = await createTestApp({ DATA_DIR: dataDir, APP_URL, RATE_LIMIT_ENABLED: 'false' });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes a complete .eml whose link can be followed', async () => {
    expect(t.ctx.mailer.describe()).toContain(path.join(dataDir, 'outbox'));
    const body = registration({ lang: 'pl' });
    expect((await post(t, '/api/auth/register', body)).statusCode).toBe(201);

    const outbox = path.join(dataDir, 'outbox');
    const files = (await readdir(outbox)).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const raw = await readFile(path.join(outbox, files[0] ?? ''), 'utf8');
    const mail = parseMail(raw);
    expect(mail.headers.get('to')).toBe(body.email);
    expect(mail.headers.get('from')).toContain('Parytet');
    expect(mail.headers.get('content-type')).toMatch(/^multipart\/alternative/);
    expect(mail.subject).toBe('Potwierdź adres e-mail w serwisie Parytet');
    const code = linkCode(mail, `${APP_URL}/auth/verify/`);
    expect(mail.html).toContain(`${APP_URL}/auth/verify/${code}`);

    const verify = await post(t, '/api/auth/register/verify', { verification_code: code });
    expect(verify.statusCode).toBe(204);
  });
});
