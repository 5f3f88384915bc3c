import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { MailMessage } from '#mail/mailer.ts';
import { ownDatabase } from '../helpers/own-database.ts';
import { createTestApp } from '../helpers/test-context.ts';

// Mails were sent from an in-memory queue and lost if the process died or SMTP was down; they
// are jobs now, kept in the database and retried.
// A database of its own, so no other test file's worker takes this file's mail job.
const database = ownDatabase('mail');

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  await database.create();
  t = await createTestApp(
    { RATE_LIMIT_ENABLED: 'false', DATABASE_URL: database.url },
    { queue: true },
  );
});
afterAll(async () => {
  await t.close();
  await database.drop();
});

it('sends a mail as a pg-boss job, retried after the mail server refused it', async () => {
  const sent: MailMessage[] = [];
  let attempts = 0;
  const send = t.ctx.mailer.send;
  t.ctx.mailer.send = async (message) => {
    attempts++;
    if (attempts === 1) throw new Error('SMTP server down');
    sent.push(message);
  };
  const to = `mail-job-${Date.now()}@example.com`;
  await t.ctx.sendMail({ to, subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' });

  const queued = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'send-mail' AND data->>'to' = ${to}
  `.execute(t.ctx.db);
  expect(queued.rows[0]?.n).toBe(1);

  const deadline = Date.now() + 40_000;
  while (sent.length === 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  t.ctx.mailer.send = send;
  expect(attempts).toBe(2);
  expect(sent).toEqual([expect.objectContaining({ to, subject: 'Hello' })]);
}, 60_000);
