import type { Script } from '../helpers/script.ts';

export const GAP_WHY: Script[] = [
  {
    name: 'en: why is our gap so high',
    lang: 'en',
    context: 'tech',
    steps: [
      {
        say: 'Why is our gender pay gap so high?',
        expect: {
          answers: true,
          intent: 'gap_why',
          includes: [
            '34,48%',
            '42,05%',
            '18,47%',
            'different levels',
            'Lead (median 26 750 zł): 0 women, 2 men',
            'level Mid, base salary: 30,01%',
            'joint pay assessment',
            '5%',
          ],
        },
      },
    ],
  },
  {
    name: 'pl: dlaczego nasza luka jest taka',
    lang: 'pl',
    context: 'tech',
    steps: [
      {
        say: 'Dlaczego nasza luka płacowa jest taka duża?',
        expect: {
          answers: true,
          includes: [
            '34,48%',
            'wspólna ocena wynagrodzeń',
            'poziom Mid, wynagrodzenie zasadnicze: 30,01%',
            '9 kobiet, 6 mężczyzn',
          ],
        },
      },
    ],
  },
  {
    name: 'en: what drives the gap, levels with their own names',
    lang: 'en',
    context: 'grades',
    steps: [
      {
        say: 'what drives our pay gap?',
        expect: {
          answers: true,
          includes: ['L3', 'Contributing most', 'position Lekarz (level L3)'],
        },
      },
    ],
  },
  {
    name: 'pl: bez raportu',
    lang: 'pl',
    context: null,
    steps: [
      {
        say: 'Skąd się bierze nasza luka płacowa?',
        expect: {
          answers: true,
          includes: ['nie ma jeszcze gotowego raportu', '4,0%', 'Eurostat'],
        },
      },
    ],
  },
  {
    name: 'en: typo in "explain"',
    lang: 'en',
    context: 'tech',
    steps: [
      {
        say: 'explian our gender pay gap',
        expect: { answers: true, intent: 'gap_why', includes: ['34,48%'] },
      },
    ],
  },
  {
    name: 'en: greeting, then the gap choice tapped',
    lang: 'en',
    context: 'tech',
    steps: [
      { say: 'hello', expect: { offers: true, includes: ['four things'] } },
      {
        tap: 'Why is our pay gap what it is?',
        expect: { answers: true, intent: 'gap_why', includes: ['34,48%'] },
      },
    ],
  },
  {
    name: 'pl: luka bez polskich znaków',
    lang: 'pl',
    context: 'grades',
    steps: [
      {
        say: 'skad sie bierze luka placowa w naszej firmie',
        expect: {
          answers: true,
          intent: 'gap_why',
          includes: ['Raport 2024 Q4', 'Największy wpływ'],
        },
      },
    ],
  },
];

export const SALARY_FAIR: Script[] = [
  {
    name: 'en: 12k for a woman software engineer at Mid',
    lang: 'en',
    context: 'tech',
    steps: [
      {
        say: 'Is 12k fair for a woman software engineer at level Mid?',
        expect: {
          answers: true,
          intent: 'salary_fair',
          includes: [
            '12 000 zł',
            "13,7% below the men's mean",
            "men's mean 13 900 zł",
            'upper half',
            'derived',
          ],
        },
      },
    ],
  },
  {
    name: 'en: every slot asked and tapped',
    lang: 'en',
    context: 'tech',
    steps: [
      { say: 'Is this salary fair?', expect: { asks: 'salary' } },
      { say: '9500', expect: { asks: 'level', values: ['Junior', 'Mid', 'Senior', 'Lead'] } },
      {
        tap: 'Mid',
        expect: { asks: 'position', values: ['Software Engineer', 'Accountant', 'HR Specialist'] },
      },
      { tap: 'HR Specialist', expect: { asks: 'gender', values: ['Woman', 'Man'] } },
      {
        tap: 'Woman',
        expect: {
          answers: true,
          includes: [
            "women's mean 7 950 zł",
            "men's mean 8 800 zł (small group",
            'above the women',
            '9 500 zł',
          ],
        },
      },
    ],
  },
  {
    name: 'pl: księgowa bez mężczyzn do porównania',
    lang: 'pl',
    context: 'tech',
    steps: [
      {
        say: 'Czy 8 000 zł to uczciwa pensja?',
        expect: { asks: 'level', slots: { salary: 8000 } },
      },
      { say: 'Mid', expect: { asks: 'position' } },
      { tap: 'Accountant', expect: { asks: 'gender', values: ['Kobieta', 'Mężczyzna'] } },
      {
        say: 'kobieta',
        expect: { answers: true, includes: ['brak mężczyzn', 'nie ma osób drugiej płci'] },
      },
    ],
  },
  {
    name: 'pl: pracownica poniżej najniższej płacy poziomu',
    lang: 'pl',
    context: 'tech',
    steps: [
      {
        say: 'Czy pracownica na poziomie Junior z pensją 6000 zł jest sprawiedliwie opłacana?',
        expect: { asks: 'position', slots: { gender: 'female', level: 'Junior', salary: 6000 } },
      },
      {
        tap: 'Accountant',
        expect: { answers: true, includes: ['niższa od najniższej', 'wartość wyliczona'] },
      },
    ],
  },
  {
    name: 'en: below the minimum wage',
    lang: 'en',
    context: 'grades',
    steps: [
      {
        say: 'is 4000 fair for a man at level L1?',
        expect: {
          answers: true,
          includes: ['minimum wage', '4 806 zł', 'below the lowest'],
          cites: ['MW-006'],
        },
      },
    ],
  },
  {
    name: 'en: no report to compare with',
    lang: 'en',
    context: null,
    steps: [
      {
        say: 'Is 9000 PLN fair for a senior developer?',
        expect: { answers: true, includes: ['no ready report', '9 000 zł'] },
      },
    ],
  },
  {
    name: 'en: salary corrected mid-chat',
    lang: 'en',
    context: 'tech',
    steps: [
      { say: 'Is 12k fair for a woman at level Mid?', expect: { asks: 'position' } },
      {
        say: 'actually 13k',
        expect: { asks: 'position', includes: ['Changed: salary → 13 000 zł'] },
      },
      { tap: 'Software Engineer', expect: { answers: true, includes: ['13 000 zł for a woman'] } },
    ],
  },
  {
    name: 'pl: 20 tys. dla mężczyzny, Product Manager',
    lang: 'pl',
    context: 'tech',
    steps: [
      {
        say: 'Czy 20 tys. to godziwa pensja dla mężczyzny, poziom Senior, Product Manager?',
        expect: {
          answers: true,
          includes: ['20 000 zł dla mężczyzny', 'Product Manager', 'wyższa niż średnia mężczyzn'],
        },
      },
    ],
  },
  {
    name: 'en: nurse at L2',
    lang: 'en',
    context: 'grades',
    steps: [
      {
        say: 'fair pay check: 7000 for a nurse, woman, level L2',
        expect: {
          answers: true,
          includes: [
            'Same position (Nurse)',
            'gap 6,14%',
            "7,9% below the men's mean",
            'lower half',
          ],
        },
      },
    ],
  },
  {
    name: 'pl: pensja bez raportu',
    lang: 'pl',
    context: null,
    steps: [
      {
        say: 'Czy 5000 zł to sprawiedliwa pensja?',
        expect: { answers: true, includes: ['nie ma jeszcze gotowego raportu', '5 000 zł'] },
      },
    ],
  },
  {
    name: 'en: 8.5k written with k',
    lang: 'en',
    context: 'tech',
    steps: [
      {
        say: 'Is 8.5k fair for a woman accountant at level Junior?',
        expect: {
          answers: true,
          slots: { salary: 8500 },
          includes: ['8 500 zł', "30,8% above the men's mean", 'upper half'],
        },
      },
    ],
  },
  {
    name: 'pl: wybór z listy intencji, potem pensja',
    lang: 'pl',
    context: 'tech',
    steps: [
      { say: 'Opowiedz mi dowcip', expect: { offers: true } },
      { tap: 'Czy pensja jest sprawiedliwa?', expect: { asks: 'salary' } },
      { say: '15 tys', expect: { asks: 'level', slots: { salary: 15000 } } },
      { tap: 'Senior', expect: { asks: 'position' } },
      { tap: 'Software Engineer', expect: { asks: 'gender' } },
      {
        tap: 'Kobieta',
        expect: {
          answers: true,
          includes: ['o 25,4% niższa niż średnia mężczyzn', 'niższa od najniższej'],
        },
      },
    ],
  },
  {
    name: 'en: typo in "fair" and the level',
    lang: 'en',
    context: 'tech',
    steps: [
      {
        say: 'is 21000 fiar for a man, levle Lead?',
        expect: {
          answers: true,
          intent: 'salary_fair',
          includes: ['Engineering Manager', 'no women'],
        },
      },
    ],
  },
];
