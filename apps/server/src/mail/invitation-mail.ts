import type { Language } from '@parytet/contract/common';
import type { Role } from '@parytet/contract/permissions';
import { renderHtml, renderText, type MailContent } from './layout.ts';
import type { RenderedMail } from './templates.ts';

type InvitationMailInput = {
  lang: Language;
  link: string;
  organisationName: string;
  inviterName: string;
  role: Role;
};

const ROLE_NAMES: Record<Language, Record<Role, string>> = {
  en: { owner: 'owner', admin: 'admin', member: 'member', viewer: 'viewer' },
  pl: { owner: 'właściciel', admin: 'administrator', member: 'członek', viewer: 'obserwator' },
};

const render = (subject: string, content: MailContent): RenderedMail => ({
  subject,
  text: renderText(content),
  html: renderHtml(content),
});

/** The mail an invitation sends: who invites, to which organisation, in which role. */
export const invitationMail = (input: InvitationMailInput): RenderedMail => {
  const { lang, link, organisationName, inviterName, role } = input;
  const roleName = ROLE_NAMES[lang][role];
  if (lang === 'pl') {
    return render(`Zaproszenie do organizacji ${organisationName} w serwisie Parytet`, {
      lang,
      heading: `Dołącz do organizacji ${organisationName}`,
      paragraphs: [
        'Dzień dobry,',
        `${inviterName} zaprasza Cię do organizacji ${organisationName} w serwisie Parytet (rola: ${roleName}).`,
      ],
      button: { label: 'Przyjmij zaproszenie', href: link },
      fallbackIntro: 'Jeśli przycisk nie działa, skopiuj poniższy link do przeglądarki:',
      notes: [
        'Link jest ważny przez 7 dni i można go użyć tylko raz.',
        'Jeśli nie spodziewasz się tego zaproszenia, zignoruj tę wiadomość.',
      ],
    });
  }
  return render(`Invitation to join ${organisationName} on Parytet`, {
    lang,
    heading: `Join ${organisationName}`,
    paragraphs: [
      'Hello,',
      `${inviterName} invites you to join ${organisationName} on Parytet as ${/^[aeiou]/.test(roleName) ? 'an' : 'a'} ${roleName}.`,
    ],
    button: { label: 'Accept the invitation', href: link },
    fallbackIntro: 'If the button does not work, copy this link into your browser:',
    notes: [
      'The link is valid for 7 days and can be used once.',
      'If you were not expecting this invitation, you can ignore this message.',
    ],
  });
};
