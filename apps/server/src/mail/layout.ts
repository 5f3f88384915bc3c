import type { Language } from '@parytet/contract/common';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const COLORS = {
  orange: '#f05a28',
  // The web app's button orange: white text on it reaches 5.5:1 (the accent only 3.2:1).
  action: '#b8430a',
  blue: '#2f6fb3',
  gray: '#4b5057',
  light: '#f3f4f6',
  line: '#e3e5e8',
};

const FOOTER: Record<Language, { tagline: string; automatic: string }> = {
  en: {
    tagline: 'Parytet: gender pay-gap reports for employers',
    automatic: 'This message was sent automatically; please do not reply to it.',
  },
  pl: {
    tagline: 'Parytet: raporty luki płacowej dla pracodawców',
    automatic: 'Wiadomość wysłana automatycznie – prosimy na nią nie odpowiadać.',
  },
};

export type MailContent = {
  lang: Language;
  /** Shown in the inbox preview and as the heading. */
  heading: string;
  /** Plain-text paragraphs; escaped here. */
  paragraphs: string[];
  button: { label: string; href: string };
  /** Text before the raw link, for mail clients that hide the button. */
  fallbackIntro: string;
  /** Paragraphs after the button (validity, "ignore if not you"). */
  notes: string[];
};

/** The text part: the same words, the link on its own line so every client makes it clickable. */
export const renderText = (c: MailContent) =>
  [
    c.heading,
    '',
    ...c.paragraphs.flatMap((p) => [p, '']),
    c.button.href,
    '',
    ...c.notes.flatMap((p) => [p, '']),
    '-- ',
    FOOTER[c.lang].tagline,
    FOOTER[c.lang].automatic,
    '',
  ].join('\n');

const paragraph = (text: string, style = '') =>
  `<p style="margin:0 0 16px;font-size:15px;line-height:1.55;color:${COLORS.gray};${style}">${escapeHtml(text)}</p>`;

/** A single-column, table-based layout with inline styles: what mail clients render reliably. */
export const renderHtml = (c: MailContent) => {
  const href = escapeHtml(c.button.href);
  const footer = FOOTER[c.lang];
  return `<!doctype html>
<html lang="${c.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(c.heading)}</title>
</head>
<body style="margin:0;padding:0;background:${COLORS.light};font-family:Arial,Helvetica,sans-serif;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.light};padding:32px 12px;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:2px;border-top:4px solid ${COLORS.orange};">
<tr><td style="padding:28px 32px 8px;">
<div style="font-size:22px;font-weight:bold;letter-spacing:0.5px;color:${COLORS.gray};">Pary<span style="color:${COLORS.orange};">tet</span></div>
</td></tr>
<tr><td style="padding:16px 32px 8px;">
<h1 style="margin:0 0 20px;font-size:20px;line-height:1.3;color:#1f2328;">${escapeHtml(c.heading)}</h1>
${c.paragraphs.map((p) => paragraph(p)).join('\n')}
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;"><tr><td style="background:${COLORS.action};border-radius:2px;">
<a href="${href}" style="display:inline-block;padding:12px 24px;font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;">${escapeHtml(c.button.label)}</a>
</td></tr></table>
${paragraph(c.fallbackIntro, 'font-size:13px;margin-bottom:4px;')}
<p style="margin:0 0 20px;font-size:13px;line-height:1.5;word-break:break-all;"><a href="${href}" style="color:${COLORS.blue};">${href}</a></p>
${c.notes.map((p) => paragraph(p, 'font-size:13px;')).join('\n')}
</td></tr>
<tr><td style="padding:16px 32px 24px;border-top:1px solid ${COLORS.line};font-size:12px;line-height:1.5;color:#80868e;">
${escapeHtml(footer.tagline)}<br>${escapeHtml(footer.automatic)}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
};
