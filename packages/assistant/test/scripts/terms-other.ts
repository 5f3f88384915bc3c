import type { Script } from '../helpers/script.ts';

export const TERMS: Script[] = [
  {
    name: 'en: median vs mean',
    lang: 'en',
    context: null,
    steps: [
      {
        say: 'What is the difference between median and mean?',
        expect: {
          answers: true,
          intent: 'term',
          includes: ['middle salary', '8 364 zł', '6 857 zł'],
          cites: ['NAT-020', 'NAT-021'],
        },
      },
    ],
  },
  {
    name: 'pl: mediana a średnia',
    lang: 'pl',
    context: null,
    steps: [
      {
        say: 'Czym się różni mediana od średniej?',
        expect: {
          answers: true,
          includes: ['Mediana to wynagrodzenie środkowe', 'październik 2024'],
        },
      },
    ],
  },
  {
    name: 'en: adjusted gap',
    lang: 'en',
    context: 'tech',
    steps: [
      {
        say: 'What does adjusted pay gap mean?',
        expect: {
          answers: true,
          includes: ['within the same position level', 'W1', 'fewer than 3'],
        },
      },
    ],
  },
  {
    name: 'pl: luka skorygowana bez znaków',
    lang: 'pl',
    context: null,
    steps: [
      {
        say: 'co to jest luka skorygowana',
        expect: { answers: true, includes: ['Luka skorygowana porównuje'] },
      },
    ],
  },
  {
    name: 'en: salary considering free days',
    lang: 'en',
    context: null,
    steps: [
      {
        say: 'explain salary considering free days',
        expect: { answers: true, includes: ['(250 − unpaid days off) / 250'] },
      },
    ],
  },
  {
    name: 'pl: dni wolne',
    lang: 'pl',
    context: null,
    steps: [
      {
        say: 'Co oznacza wynagrodzenie z uwzględnieniem dni wolnych?',
        expect: { answers: true, includes: ['dni faktycznie przepracowane', '250'] },
      },
    ],
  },
  {
    name: 'en: Directive deadlines',
    lang: 'en',
    context: null,
    steps: [
      {
        say: 'What are the Directive reporting deadlines?',
        expect: {
          answers: true,
          includes: [
            '7 June 2026',
            '7 June 2027',
            '7 June 2031',
            '250 or more',
            '150–249',
            'every 3 years',
            'still a draft',
          ],
        },
      },
    ],
  },
  {
    name: 'pl: dyrektywa, obowiązki i terminy',
    lang: 'pl',
    context: null,
    steps: [
      {
        say: 'Jakie obowiązki nakłada dyrektywa i kiedy?',
        expect: {
          answers: true,
          includes: ['7 czerwca 2027', '7 czerwca 2031', 'co 3 lata', 'projektem'],
        },
      },
    ],
  },
  {
    name: 'en: joint pay assessment',
    lang: 'en',
    context: null,
    steps: [
      {
        say: 'What is a joint pay assessment?',
        expect: { answers: true, includes: ['5% or more', '6 months'] },
      },
    ],
  },
  {
    name: 'pl: wspólna ocena wynagrodzeń',
    lang: 'pl',
    context: null,
    steps: [
      {
        say: 'wspólna ocena wynagrodzeń - co to?',
        expect: { answers: true, includes: ['5% lub więcej', '6 miesięcy'] },
      },
    ],
  },
  {
    name: 'en: the gender pay gap',
    lang: 'en',
    context: null,
    steps: [
      {
        say: 'What is the gender pay gap?',
        expect: { answers: true, intent: 'term', includes: ["percentage of men's pay", '4,0%'] },
      },
    ],
  },
  {
    name: 'en: what B2B means',
    lang: 'en',
    context: null,
    steps: [
      {
        say: 'What does B2B mean?',
        expect: { answers: true, intent: 'term', includes: ['net of VAT', '31,40 zł per hour'] },
      },
    ],
  },
  {
    name: 'pl: co to jest UZ',
    lang: 'pl',
    context: null,
    steps: [
      {
        say: 'co to jest UZ',
        expect: {
          answers: true,
          intent: 'term',
          includes: ['Umowa zlecenie (UZ)', '31,40 zł za godzinę'],
        },
      },
    ],
  },
  {
    name: 'en: term chosen from the list',
    lang: 'en',
    context: 'tech',
    steps: [
      {
        say: 'Explain a term',
        expect: { asks: 'term', values: ['Median vs mean', 'Adjusted gap'] },
      },
      { tap: 'Median vs mean', expect: { answers: true, includes: ['middle salary'] } },
    ],
  },
  {
    name: 'pl: pojęcie wybrane z listy',
    lang: 'pl',
    context: null,
    steps: [
      { say: 'Wyjaśnij pojęcie', expect: { asks: 'term' } },
      {
        tap: 'Dyrektywa UE: obowiązki i terminy',
        expect: { answers: true, includes: ['7 czerwca 2026'] },
      },
    ],
  },
  {
    name: 'en: typos in a term question',
    lang: 'en',
    context: null,
    steps: [
      {
        say: 'waht is the mediun?',
        expect: { answers: true, intent: 'term', includes: ['middle salary'] },
      },
    ],
  },
  {
    name: 'pl: dni wolne z listy',
    lang: 'pl',
    context: 'grades',
    steps: [
      { say: 'Wyjasnij pojecie', expect: { asks: 'term' } },
      {
        tap: 'Wynagrodzenie z uwzględnieniem dni wolnych',
        expect: { answers: true, includes: ['250'] },
      },
    ],
  },
  {
    name: 'en: joint assessment from the list',
    lang: 'en',
    context: null,
    steps: [
      { say: 'Explain a term', expect: { asks: 'term' } },
      { tap: 'Joint pay assessment', expect: { answers: true, includes: ['5%'] } },
    ],
  },
];

export const OTHER: Script[] = [
  {
    name: 'en: weather',
    lang: 'en',
    context: null,
    steps: [
      {
        say: "What's the weather in Warsaw?",
        expect: {
          offers: true,
          intent: null,
          includes: ['can’t help with that'],
          values: ['What to pay for a role', 'Explain a term'],
        },
      },
    ],
  },
  {
    name: 'pl: pogoda',
    lang: 'pl',
    context: null,
    steps: [
      {
        say: 'Jaka jest pogoda w Krakowie?',
        expect: {
          offers: true,
          includes: ['W tym nie pomogę'],
          values: ['Ile płacić na stanowisku'],
        },
      },
    ],
  },
  {
    name: 'en: a poem',
    lang: 'en',
    context: 'tech',
    steps: [{ say: 'Write me a poem about spring', expect: { offers: true } }],
  },
  {
    name: 'pl: cześć',
    lang: 'pl',
    context: 'tech',
    steps: [
      { say: 'Cześć!', expect: { offers: true, includes: ['Mogę pomóc w czterech sprawach'] } },
    ],
  },
  {
    name: 'en: off topic, then the role choice tapped',
    lang: 'en',
    context: 'tech',
    steps: [
      { say: 'Who won the football match?', expect: { offers: true } },
      { tap: 'What to pay for a role', expect: { asks: 'position' } },
      { tap: 'Software Engineer', expect: { asks: 'seniority' } },
    ],
  },
  {
    name: 'en: off topic, then a typed term question',
    lang: 'en',
    context: null,
    steps: [
      { say: 'Tell me a joke', expect: { offers: true } },
      { say: 'what does median mean', expect: { answers: true, intent: 'term' } },
    ],
  },
  {
    name: 'pl: nie na temat, potem luka z listy',
    lang: 'pl',
    context: 'tech',
    steps: [
      { say: 'Jaki jest przepis na pierogi?', expect: { offers: true } },
      {
        tap: 'Skąd bierze się nasza luka płacowa?',
        expect: { answers: true, includes: ['34,48%'] },
      },
    ],
  },
  {
    name: 'en: a known media error is corrected, not repeated',
    lang: 'en',
    context: null,
    steps: [
      {
        say: 'I read that elementary workers earn 7799,23 zł on average. Is that right?',
        expect: {
          offers: true,
          includes: ['media error', "men's mean 7 799 zł", '5 725 zł'],
          cites: ['GRP-023', 'GRP-025'],
        },
      },
    ],
  },
  {
    name: 'pl: błąd medialny poprawiony',
    lang: 'pl',
    context: null,
    steps: [
      {
        say: 'Czy to prawda, że pracownicy przy pracach prostych zarabiają średnio 7 799,23 zł?',
        expect: {
          offers: true,
          includes: ['błąd mediów', 'średnia mężczyzn 7 799 zł', '5 725 zł'],
          cites: ['GRP-025'],
        },
      },
    ],
  },
  {
    name: 'en: "how much" about something else',
    lang: 'en',
    context: 'tech',
    steps: [{ say: 'How much is a pizza in Warsaw?', expect: { offers: true, intent: null } }],
  },
  {
    name: 'pl: "ile" nie o płacach',
    lang: 'pl',
    context: 'tech',
    steps: [{ say: 'Ile kosztuje bilet do Gdańska?', expect: { offers: true, intent: null } }],
  },
  {
    name: 'en: help',
    lang: 'en',
    context: null,
    steps: [{ say: 'what can you do?', expect: { offers: true, includes: ['four things'] } }],
  },
];

export const MIXED: Script[] = [
  {
    name: 'en: a term after a role answer',
    lang: 'en',
    context: 'tech',
    steps: [
      { say: 'developer mid uop salary', expect: { answers: true, intent: 'role_pay' } },
      {
        say: 'what does median mean?',
        expect: { answers: true, intent: 'term', includes: ['middle salary'] },
      },
    ],
  },
  {
    name: 'pl: pojęcie po wyjaśnieniu luki',
    lang: 'pl',
    context: 'tech',
    steps: [
      { say: 'Dlaczego nasza luka jest taka?', expect: { answers: true, intent: 'gap_why' } },
      {
        say: 'a co to jest luka skorygowana?',
        expect: { answers: true, intent: 'term', includes: ['Luka skorygowana'] },
      },
    ],
  },
  {
    name: 'en: a new question mid-flow switches topic',
    lang: 'en',
    context: 'tech',
    steps: [
      { say: 'developer pay?', expect: { asks: 'seniority' } },
      { say: 'Why is our pay gap so high?', expect: { answers: true, intent: 'gap_why' } },
    ],
  },
  {
    name: 'pl: pensja po widełkach, stanowisko przeniesione',
    lang: 'pl',
    context: 'tech',
    steps: [
      { say: 'Ile płacić seniorowi Software Engineer na B2B?', expect: { answers: true } },
      {
        say: 'A czy 19 tys. to sprawiedliwa pensja dla kobiety na poziomie Senior?',
        expect: { answers: true, intent: 'salary_fair', includes: ['Software Engineer'] },
      },
    ],
  },
];
