import { describe, expect, it } from 'vitest';
import { escapeHtml } from './layout.ts';
import { loginAttackMail, passwordResetMail, verificationMail } from './templates.ts';

const link = 'https://app.parytet.pl/auth/verify/abc_DEF-123';

const attackMail = (input: Parameters<typeof verificationMail>[0]) =>
  loginAttackMail({ ...input, attempts: 12 });

describe.each([
  ['verification', verificationMail],
  ['password reset', passwordResetMail],
  ['login attack', attackMail],
])('%s mail', (_name, template) => {
  it.each(['en', 'pl'] as const)('carries the link in the text and HTML parts (%s)', (lang) => {
    const mail = template({ lang, link, fullName: 'Anna Kowalska' });
    expect(mail.subject).toContain('Parytet');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain(`<html lang="${lang}">`);
    expect(mail.text).not.toMatch(/<[a-z]/i);
  });

  it('escapes what it did not write itself', () => {
    const mail = template({
      lang: 'en',
      link: 'https://x.test/auth/a"b<c>',
      fullName: '<script>alert(1)</script> & Co',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co');
    expect(mail.html).toContain('href="https://x.test/auth/a&quot;b&lt;c&gt;"');
    expect(mail.text).toContain('<script>alert(1)</script> & Co');
  });
});

describe('wording', () => {
  it('writes Polish in Polish and says how long the link works', () => {
    const verify = verificationMail({ lang: 'pl', link, fullName: 'Anna' });
    expect(verify.subject).toBe('Potwierdź adres e-mail w serwisie Parytet');
    expect(verify.text).toContain('Dzień dobry,');
    expect(verify.text).toContain('24 godziny');
    const reset = passwordResetMail({ lang: 'pl', link, fullName: 'Anna' });
    expect(reset.subject).toBe('Ustaw nowe hasło w serwisie Parytet');
    expect(reset.text).toContain('1 godzinę');
  });

  it('greets by name in English', () => {
    const mail = verificationMail({ lang: 'en', link, fullName: 'Anna Kowalska' });
    expect(mail.text.startsWith('Confirm your e-mail address\n\nHello Anna Kowalska,')).toBe(true);
    expect(mail.text).toContain('24 hours');
    expect(passwordResetMail({ lang: 'en', link, fullName: 'A B' }).text).toContain('1 hour');
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML-special characters', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });
});

describe('login attack mail', () => {
  it('says how many attempts, in both languages', () => {
    const en = loginAttackMail({ lang: 'en', link, fullName: 'Anna', attempts: 12 });
    expect(en.subject).toBe('Failed sign-in attempts on your Parytet account');
    expect(en.text).toContain('there were 12 failed attempts');
    const pl = loginAttackMail({ lang: 'pl', link, fullName: 'Anna', attempts: 12 });
    expect(pl.subject).toBe('Nieudane próby logowania na Twoje konto w serwisie Parytet');
    expect(pl.text).toContain('odnotowaliśmy 12 nieudanych prób logowania');
    const few = loginAttackMail({ lang: 'pl', link, fullName: 'Anna', attempts: 23 });
    expect(few.text).toContain('odnotowaliśmy 23 nieudane próby logowania');
  });
});
