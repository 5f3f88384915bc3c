import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '#config.ts';
import type { MailMessage, Mailer } from './mailer.ts';

const linksIn = (text: string) => text.match(/https?:\/\/\S+/g) ?? [];

const safeFilePart = (value: string) => value.replace(/[^a-zA-Z0-9@._-]/g, '_').slice(0, 80);

/**
 * SMTP when SMTP_URL is set; otherwise each mail becomes a complete RFC 822 file in
 * DATA_DIR/outbox and its links go to the log, so a newcomer can follow them locally.
 */
export const createMailer = (
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>,
  log: (message: string) => void,
): Mailer => {
  if (config.SMTP_URL) {
    // Sign-up waits for its mail: a dead relay must fail within seconds, not nodemailer's minutes.
    const transport = nodemailer.createTransport({
      url: config.SMTP_URL,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    const url = new URL(config.SMTP_URL);
    return {
      send: async (message: MailMessage) => {
        await transport.sendMail({ from: config.MAIL_FROM, ...message });
      },
      describe: () => `SMTP ${url.protocol}//${url.hostname}:${url.port || '25'}`,
      close: async () => transport.close(),
    };
  }
  const outbox = path.resolve(config.DATA_DIR, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    send: async (message: MailMessage) => {
      const info = await transport.sendMail({ from: config.MAIL_FROM, ...message });
      await mkdir(outbox, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const unique = randomBytes(3).toString('hex');
      const file = path.join(outbox, `${stamp}-${unique}-${safeFilePart(message.to)}.eml`);
      await writeFile(file, info.message as Buffer);
      log(`Mail to ${message.to} ("${message.subject}") written to ${file}`);
      for (const link of linksIn(message.text)) log(`  link: ${link}`);
    },
    describe: () => `the outbox folder ${outbox} (no SMTP_URL set)`,
    close: async () => undefined,
  };
};
