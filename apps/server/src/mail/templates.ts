import type { Language } from '@parytet/contract/common';
import { renderHtml, renderText, type MailContent } from './layout.ts';

export type RenderedMail = { subject: string; text: string; html: string };

type LinkMailInput = { lang: Language; link: string; fullName: string };

const render = (subject: string, content: MailContent): RenderedMail => ({
  subject,
  text: renderText(content),
  html: renderHtml(content),
});

/** Polish mails open with a plain "Dzień dobry," so no name has to be put in the vocative. */
const greeting = (lang: Language, fullName: string) =>
  lang === 'pl' ? 'Dzień dobry,' : `Hello ${fullName.trim() || 'there'},`;

export const verificationMail = ({ lang, link, fullName }: LinkMailInput): RenderedMail => {
  if (lang === 'pl') {
    return render('Potwierdź adres e-mail w serwisie Parytet', {
      lang,
      heading: 'Potwierdź swój adres e-mail',
      paragraphs: [
        greeting(lang, fullName),
        'Dziękujemy za założenie konta w serwisie Parytet. Aby je aktywować, potwierdź, że ten adres e-mail należy do Ciebie.',
      ],
      button: { label: 'Potwierdź adres e-mail', href: link },
      fallbackIntro: 'Jeśli przycisk nie działa, skopiuj poniższy link do przeglądarki:',
      notes: [
        'Link jest ważny przez 24 godziny i można go użyć tylko raz.',
        'Jeśli to nie Ty zakładasz konto w serwisie Parytet, zignoruj tę wiadomość – konto nie zostanie aktywowane.',
      ],
    });
  }
  return render('Confirm your e-mail address for Parytet', {
    lang,
    heading: 'Confirm your e-mail address',
    paragraphs: [
      greeting(lang, fullName),
      'Thank you for creating a Parytet account. To activate it, please confirm that this e-mail address belongs to you.',
    ],
    button: { label: 'Confirm e-mail address', href: link },
    fallbackIntro: 'If the button does not work, copy this link into your browser:',
    notes: [
      'The link is valid for 24 hours and can be used once.',
      'If you did not sign up for Parytet, you can ignore this message and the account will not be activated.',
    ],
  });
};

export const passwordResetMail = ({ lang, link, fullName }: LinkMailInput): RenderedMail => {
  if (lang === 'pl') {
    return render('Ustaw nowe hasło w serwisie Parytet', {
      lang,
      heading: 'Ustaw nowe hasło',
      paragraphs: [
        greeting(lang, fullName),
        'Otrzymaliśmy prośbę o zresetowanie hasła do Twojego konta w serwisie Parytet. Kliknij przycisk poniżej, aby ustawić nowe hasło.',
      ],
      button: { label: 'Ustaw nowe hasło', href: link },
      fallbackIntro: 'Jeśli przycisk nie działa, skopiuj poniższy link do przeglądarki:',
      notes: [
        'Link jest ważny przez 1 godzinę i można go użyć tylko raz. Po zmianie hasła wszystkie dotychczasowe sesje zostaną wylogowane.',
        'Jeśli to nie Ty prosisz o zmianę hasła, zignoruj tę wiadomość – Twoje obecne hasło pozostanie bez zmian.',
      ],
    });
  }
  return render('Reset your Parytet password', {
    lang,
    heading: 'Set a new password',
    paragraphs: [
      greeting(lang, fullName),
      'We received a request to reset the password of your Parytet account. Use the button below to choose a new one.',
    ],
    button: { label: 'Set a new password', href: link },
    fallbackIntro: 'If the button does not work, copy this link into your browser:',
    notes: [
      'The link is valid for 1 hour and can be used once. Changing the password signs you out everywhere else.',
      'If you did not ask for this, you can ignore this message; your current password stays as it is.',
    ],
  });
};

/** 12 nieudanych prób, 22 nieudane próby: Polish plural after a number. */
const failedAttemptsPl = (n: number) =>
  n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14)
    ? 'nieudane próby'
    : 'nieudanych prób';

type LoginAttackInput = { lang: Language; fullName: string; attempts: number; link: string };

/** Told once per window to the owner of an address many failed logins aimed at. */
export const loginAttackMail = ({
  lang,
  fullName,
  attempts,
  link,
}: LoginAttackInput): RenderedMail => {
  if (lang === 'pl') {
    return render('Nieudane próby logowania na Twoje konto w serwisie Parytet', {
      lang,
      heading: 'Ktoś próbuje zalogować się na Twoje konto',
      paragraphs: [
        greeting(lang, fullName),
        `W ciągu ostatnich 15 minut odnotowaliśmy ${attempts} ${failedAttemptsPl(attempts)} logowania na Twój adres e-mail w serwisie Parytet. Spowalniamy próby z urządzeń, na których nikt wcześniej nie logował się na Twoje konto. Na urządzeniu, na którym już się logowałeś lub logowałaś, zalogujesz się jak zwykle.`,
        'Jeśli to nie Ty, zalecamy ustawienie nowego, mocnego hasła.',
      ],
      button: { label: 'Ustaw nowe hasło', href: link },
      fallbackIntro: 'Jeśli przycisk nie działa, skopiuj poniższy link do przeglądarki:',
      notes: [
        'Jeśli to były Twoje próby, zignoruj tę wiadomość.',
        'Taką wiadomość wysyłamy najwyżej raz na 15 minut.',
      ],
    });
  }
  return render('Failed sign-in attempts on your Parytet account', {
    lang,
    heading: 'Someone is trying to sign in to your account',
    paragraphs: [
      greeting(lang, fullName),
      `In the last 15 minutes there were ${attempts} failed attempts to sign in to Parytet with your e-mail address. We are slowing down attempts from devices that have never signed in to your account; on a device you have signed in with before, you can sign in as usual.`,
      'If this was not you, we recommend choosing a new, strong password.',
    ],
    button: { label: 'Choose a new password', href: link },
    fallbackIntro: 'If the button does not work, copy this link into your browser:',
    notes: [
      'If it was you typing a wrong password, you can ignore this message.',
      'We send this message at most once every 15 minutes.',
    ],
  });
};
