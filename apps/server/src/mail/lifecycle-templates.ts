import type { Language } from '@parytet/contract/common';
import { renderHtml, renderText } from './layout.ts';
import type { RenderedMail } from './templates.ts';

type DeletionWarningInput = {
  lang: Language;
  organisationName: string;
  /** The day the organisation's data is deleted. */
  deletionDate: Date;
  /** Where its users download the data (the profile screen). */
  link: string;
};

const formatDay = (date: Date, lang: Language) =>
  new Intl.DateTimeFormat(lang === 'pl' ? 'pl-PL' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);

/** Mailed to a blocked organisation's owners once, 7 days before its data is deleted. */
export const deletionWarningMail = (input: DeletionWarningInput): RenderedMail => {
  const { lang, organisationName: name, link } = input;
  const day = formatDay(input.deletionDate, lang);
  const content =
    lang === 'pl'
      ? {
          lang,
          heading: `Dane organizacji ${name} zostaną usunięte ${day}`,
          paragraphs: [
            'Dzień dobry,',
            `okres próbny organizacji ${name} w serwisie Parytet zakończył się bez wykupienia subskrypcji, dlatego konto zostało zablokowane. ${day} usuniemy wszystkie dane organizacji: raporty, przesłane pliki, członków i historię zmian.`,
            'Do tego dnia możesz pobrać wszystkie dane w profilu albo napisać do nas, aby rozpocząć subskrypcję.',
          ],
          button: { label: 'Pobierz dane', href: link },
          fallbackIntro: 'Jeśli przycisk nie działa, skopiuj poniższy link do przeglądarki:',
          notes: ['Po usunięciu danych nie będzie można ich odzyskać.'],
        }
      : {
          lang,
          heading: `${name}'s data will be deleted on ${day}`,
          paragraphs: [
            'Hello,',
            `the trial of ${name} on Parytet ended without a subscription, so the organisation is blocked. On ${day} we delete all of its data: reports, uploaded files, members and the audit log.`,
            'Until then you can download everything from your profile, or write to us to start a subscription.',
          ],
          button: { label: 'Download the data', href: link },
          fallbackIntro: 'If the button does not work, copy this link into your browser:',
          notes: ['Once deleted, the data cannot be recovered.'],
        };
  return { subject: content.heading, text: renderText(content), html: renderHtml(content) };
};
