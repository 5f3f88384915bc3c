import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';

export type CaughtMail = { file: string; to: string; subject: string; text: string; html: string };

const decodeQuotedPrintable = (input: string) =>
  Buffer.from(
    input
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

const decodeBody = (body: string, encoding: string) => {
  if (/base64/i.test(encoding))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) return decodeQuotedPrintable(body);
  return body;
};

const splitHead = (part: string) => {
  const index = part.search(/\r?\n\r?\n/);
  const head = index === -1 ? part : part.slice(0, index);
  const body = index === -1 ? '' : part.slice(index).replace(/^\r?\n\r?\n/, '');
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) =>
    new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded)?.[1]?.trim() ?? '';
  return { header, body };
};

// RFC 2047: white space between two adjacent encoded words is not part of the text.
const decodeWord = (value: string) =>
  value
    .replace(/(=\?[^?]+\?[bq]\?[^?]*\?=)\s+(?==\?)/gi, '$1')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );

/** A small MIME reader for the .eml files the server writes (mailparser does not install here). */
const parseEml = (raw: string, file = ''): CaughtMail => {
  const { header, body } = splitHead(raw);
  const mail: CaughtMail = {
    file,
    to: header('To'),
    subject: decodeWord(header('Subject')),
    text: '',
    html: '',
  };
  const boundary = /boundary="?([^";]+)"?/i.exec(header('Content-Type'))?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  for (const part of parts) {
    const p = splitHead(part.replace(/^\r?\n/, ''));
    const type = p.header('Content-Type');
    const content = decodeBody(p.body, p.header('Content-Transfer-Encoding'));
    if (/text\/plain/i.test(type)) mail.text = content;
    if (/text\/html/i.test(type)) mail.html = content;
  }
  return mail;
};

/** The newest mail to `to`, waiting up to `timeoutMs` for it to arrive in the outbox. */
export const latestMailTo = async (to: string, timeoutMs = 15_000): Promise<CaughtMail> => {
  const outbox = inject('e2e').outboxDir;
  const deadline = Date.now() + timeoutMs;
  const wanted = to.toLowerCase();
  while (Date.now() < deadline) {
    const files = (await readdir(outbox).catch(() => [] as string[])).sort().reverse();
    for (const name of files) {
      const mail = parseEml(await readFile(path.join(outbox, name), 'utf8'), name);
      if (mail.to.toLowerCase().includes(wanted)) return mail;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No mail to ${to} arrived in ${outbox}`);
};

export const firstLink = (mail: CaughtMail, pathPart: string) => {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((l) => l.includes(pathPart));
  if (!link) throw new Error(`No link containing ${pathPart} in mail "${mail.subject}"`);
  return link;
};
