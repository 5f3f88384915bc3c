import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One received mail, decoded enough for tests: headers, subject and the text and HTML parts. */
export type ReceivedMail = {
  to: string;
  subject: string;
  headers: Map<string, string>;
  text: string;
  html: string;
  raw: string;
};

type Part = { headers: Map<string, string>; body: string };

const splitHead = (raw: string): Part => {
  const normalised = raw.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? '' : normalised.slice(end + 2);
  const headers = new Map<string, string>();
  // Folded header lines continue with whitespace.
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
};

const headerParam = (value: string, name: string) =>
  new RegExp(`${name}="?([^";]+)"?`, 'i').exec(value)?.[1];

const decodeQuotedPrintable = (body: string, charset: string) => {
  const soft = body.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i] ?? '', 'utf8'));
    }
  }
  return new TextDecoder(charset).decode(Uint8Array.from(bytes));
};

const decodeBody = (part: Part) => {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const charset = headerParam(part.headers.get('content-type') ?? '', 'charset') ?? 'utf-8';
  if (encoding === 'base64') {
    return new TextDecoder(charset).decode(Buffer.from(part.body.replace(/\s+/g, ''), 'base64'));
  }
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body, charset);
  return part.body;
};

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=), as nodemailer writes subjects. */
const decodeHeader = (value: string) =>
  value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(
      /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
      (_m, charset: string, kind: string, text: string) => {
        if (kind.toUpperCase() === 'B') {
          return new TextDecoder(charset).decode(Buffer.from(text, 'base64'));
        }
        return decodeQuotedPrintable(text.replace(/_/g, ' '), charset);
      },
    );

/** Walks multipart bodies (alternative, mixed, related) and keeps the first text and HTML part. */
const collectParts = (part: Part, found: { text: string; html: string }) => {
  const contentType = part.headers.get('content-type') ?? 'text/plain';
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type.startsWith('multipart/')) {
    const boundary = headerParam(contentType, 'boundary');
    if (!boundary) return;
    const sections = part.body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      collectParts(splitHead(section.replace(/^\n/, '')), found);
    }
    return;
  }
  if (type === 'text/plain' && !found.text) found.text = decodeBody(part);
  if (type === 'text/html' && !found.html) found.html = decodeBody(part);
};

export const parseMail = (raw: string, to = ''): ReceivedMail => {
  const top = splitHead(raw);
  const found = { text: '', html: '' };
  collectParts(top, found);
  return {
    to,
    subject: decodeHeader(top.headers.get('subject') ?? ''),
    headers: top.headers,
    text: found.text,
    html: found.html,
    raw,
  };
};

/** The code at the end of the first `${prefix}<code>` link in the mail's text part. */
export const linkCode = (mail: ReceivedMail, prefix: string) => {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = new RegExp(`${escaped}([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`No ${prefix} link in the mail:\n${mail.text}`);
  return match[1];
};

/**
 * A real SMTP server on loopback (no TLS, no auth), as the app's nodemailer transport sees it.
 * `nextMail` hands out each received mail once, in arrival order.
 */
export const startSmtpServer = async () => {
  const inbox: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase()).join(',');
        inbox.push(parseMail(Buffer.concat(chunks).toString('utf8'), to));
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  const take = (to: string) => {
    const index = inbox.findIndex((m) => m.to === to.toLowerCase());
    return index === -1 ? undefined : inbox.splice(index, 1)[0];
  };

  const nextMail = (to: string, timeoutMs = 5000) =>
    new Promise<ReceivedMail>((resolve, reject) => {
      const ready = take(to);
      if (ready) return resolve(ready);
      const wake = () => {
        const mail = take(to);
        if (!mail) return;
        clearTimeout(timer);
        waiters.delete(wake);
        resolve(mail);
      };
      const timer = setTimeout(() => {
        waiters.delete(wake);
        reject(new Error(`No mail to ${to} within ${timeoutMs} ms`));
      }, timeoutMs);
      waiters.add(wake);
    });

  /** Waits a little and fails if anything arrived for this address. */
  const expectNoMail = async (to: string, waitMs = 400) => {
    await new Promise((r) => setTimeout(r, waitMs));
    const mail = take(to);
    if (mail) throw new Error(`Unexpected mail to ${to}: ${mail.subject}`);
  };

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    nextMail,
    expectNoMail,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

export type TestSmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;
