import type { Script } from '../helpers/script.ts';

/**
 * The organisation's figures in its report's currency, the market's always in PLN (never
 * converted, and said so where both stand in one answer). "tech-eur" is "tech" uploaded in EUR.
 */
export const CURRENCY: Script[] = [
  {
    name: 'en: EUR report, role pay in euro beside the market in PLN, not converted',
    lang: 'en',
    context: 'tech-eur',
    steps: [
      {
        say: 'How much should we pay a senior software engineer on an employment contract?',
        expect: {
          answers: true,
          includes: [
            'median 19 800 €',
            'ranges from 17 500 € to 21 000 €',
            'Market (reference table, in PLN):',
            '16 470 zł gross',
            'Your report is in EUR, but the market figures are Polish pay in PLN (złoty). They are not converted',
          ],
          excludes: ['19 800 zł', '17 500 zł', '21 000 zł'],
          cites: ['IT-009'],
        },
      },
    ],
  },
  {
    name: 'pl: raport w EUR, wynagrodzenie w euro obok rynku w złotych, bez przeliczania',
    lang: 'pl',
    context: 'tech-eur',
    steps: [
      {
        say: 'Ile płacić starszemu programiście na umowie o pracę?',
        expect: {
          answers: true,
          includes: [
            'mediana 19 800 €',
            'od 17 500 € do 21 000 €',
            'Rynek (tabela referencyjna, w PLN):',
            '16 470 zł brutto',
            'Twój raport jest w EUR, a dane rynkowe to płace w Polsce w złotych (PLN). Nie zostały przeliczone',
          ],
          excludes: ['19 800 zł', '17 500 zł', '21 000 zł'],
          cites: ['IT-009'],
        },
      },
    ],
  },
  {
    name: 'en: PLN report, role pay needs no currency note',
    lang: 'en',
    context: 'tech',
    steps: [
      {
        say: 'How much should we pay a senior software engineer on an employment contract?',
        expect: {
          answers: true,
          includes: ['median 19 800 zł', 'Market (reference table):', '16 470 zł gross'],
          excludes: ['€', 'not converted', 'in PLN'],
        },
      },
    ],
  },
  {
    name: 'pl: raport w PLN, bez uwagi o walucie',
    lang: 'pl',
    context: 'tech',
    steps: [
      {
        say: 'Ile płacić starszemu programiście na umowie o pracę?',
        expect: {
          answers: true,
          includes: ['mediana 19 800 zł', 'Rynek (tabela referencyjna):', '16 470 zł brutto'],
          excludes: ['€', 'przeliczone', 'w PLN'],
        },
      },
    ],
  },
  {
    name: 'en: EUR report, the salary is asked for and compared in euro',
    lang: 'en',
    context: 'tech-eur',
    steps: [
      {
        say: 'Is a salary fair?',
        expect: { asks: 'salary', includes: ['in EUR like your report'], excludes: ['złoty'] },
      },
      { say: '9k', expect: { asks: 'level', slots: { salary: 9000 } } },
      { tap: 'Junior', expect: { asks: 'position' } },
      { tap: 'Accountant', expect: { asks: 'gender' } },
      {
        tap: 'Woman',
        expect: {
          answers: true,
          includes: ['9 000 € for a woman at level Junior', "women's mean 6 200 €", '9 100 €'],
          excludes: ['zł'],
        },
      },
    ],
  },
  {
    name: 'pl: raport w EUR, pensja w euro nie jest mierzona płacą minimalną w złotych',
    lang: 'pl',
    context: 'tech-eur',
    steps: [
      {
        say: 'Czy 4000 to uczciwa pensja dla mężczyzny na poziomie Junior?',
        expect: { asks: 'position', slots: { salary: 4000, gender: 'male', level: 'Junior' } },
      },
      {
        tap: 'Accountant',
        expect: {
          answers: true,
          includes: ['4 000 € dla mężczyzny na poziomie Junior', 'niższa od najniższej'],
          excludes: ['zł', 'minimaln'],
        },
      },
    ],
  },
  {
    name: 'pl: raport w PLN, pensja w złotych poniżej płacy minimalnej',
    lang: 'pl',
    context: 'tech',
    steps: [
      {
        say: 'Czy 4000 to uczciwa pensja dla mężczyzny na poziomie Junior?',
        expect: { asks: 'position' },
      },
      {
        tap: 'Accountant',
        expect: {
          answers: true,
          includes: ['4 000 zł dla mężczyzny na poziomie Junior', 'minimalne wynagrodzenie'],
          excludes: ['€'],
          cites: ['MW-006'],
        },
      },
    ],
  },
  {
    name: 'en: EUR report, the gap explained in euro',
    lang: 'en',
    context: 'tech-eur',
    steps: [
      {
        say: 'Why is our pay gap what it is?',
        expect: {
          answers: true,
          includes: ["women's mean base salary is 10 165 € and men's 15 515 €", 'median 26 750 €'],
          excludes: ['zł', 'PLN'],
        },
      },
    ],
  },
  {
    name: 'pl: raport w EUR, luka wyjaśniona w euro',
    lang: 'pl',
    context: 'tech-eur',
    steps: [
      {
        say: 'Skąd bierze się nasza luka płacowa?',
        expect: {
          answers: true,
          includes: ['kobiet wynosi 10 165 €, a mężczyzn 15 515 €', 'mediana 26 750 €'],
          excludes: ['zł', 'PLN'],
        },
      },
    ],
  },
];
