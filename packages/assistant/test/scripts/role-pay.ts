import type { Script } from '../helpers/script.ts';

export const ROLE_PAY: Script[] = [
  {
    name: 'en: senior software engineer, contract tapped',
    lang: 'en',
    context: 'tech',
    steps: [
      {
        say: 'How much should we pay a senior software engineer?',
        expect: {
          asks: 'employmentType',
          values: ['Employment contract', 'B2B', 'Mandate contract'],
        },
      },
      {
        tap: 'Employment contract',
        expect: {
          answers: true,
          includes: [
            'Software Engineer, level Senior',
            'median 19 800 zł',
            '1 woman, 4 men',
            'small group',
            '16 470 zł gross',
            'Just Join IT',
            'offered',
          ],
          cites: ['IT-009', 'SEC-001'],
        },
      },
    ],
  },
  {
    name: 'en: developer, seniority and contract tapped, B2B',
    lang: 'en',
    context: 'tech',
    steps: [
      {
        say: 'What should I offer a developer?',
        expect: { asks: 'seniority', values: ['Entry', 'Junior', 'Mid', 'Senior', 'Staff'] },
      },
      { tap: 'Mid', expect: { asks: 'employmentType' } },
      {
        tap: 'B2B',
        expect: {
          answers: true,
          includes: [
            'level Mid',
            '14 105 zł net',
            'cannot be compared directly',
            'IT-018',
            'offered',
          ],
          cites: ['IT-019', 'IT-011', 'IT-027'],
        },
      },
    ],
  },
  {
    name: 'pl: programista, lata doświadczenia i umowa wpisane',
    lang: 'pl',
    context: 'tech',
    steps: [
      {
        say: 'Ile zapłacić programiście?',
        expect: { asks: 'seniority', includes: ['programista'] },
      },
      { say: '3 lata', expect: { asks: 'employmentType', slots: { seniority: 'mid' } } },
      {
        say: 'uop',
        expect: {
          answers: true,
          includes: ['poziom Mid', '11 674 zł brutto', 'kwoty oferowane', 'mediana 13 800 zł'],
        },
      },
    ],
  },
  {
    name: 'pl: junior na B2B w jednym zdaniu',
    lang: 'pl',
    context: 'tech',
    steps: [
      {
        say: 'Widełki dla juniora na B2B, programista',
        expect: {
          answers: true,
          includes: [
            'poziom Junior',
            '7 000 zł–10 000 zł netto',
            'faktury B2B',
            'Nie porównuj ich wprost',
          ],
          cites: ['IT-021'],
        },
      },
    ],
  },
  {
    name: 'en: typos in every word',
    lang: 'en',
    context: 'tech',
    steps: [
      {
        say: 'how mcuh for a sneior developr on b2b',
        expect: {
          answers: true,
          slots: { seniority: 'senior', employmentType: 'b2b' },
          includes: ['19 089 zł'],
        },
      },
    ],
  },
  {
    name: 'en: seniority corrected mid-chat',
    lang: 'en',
    context: 'tech',
    steps: [
      { say: 'Pay range for a junior developer', expect: { asks: 'employmentType' } },
      {
        say: 'actually mid',
        expect: { asks: 'employmentType', includes: ['Changed: seniority → Mid'] },
      },
      {
        tap: 'B2B',
        expect: { answers: true, includes: ['level Mid'], excludes: ['level Junior'] },
      },
    ],
  },
  {
    name: 'pl: korekta umowy po odpowiedzi',
    lang: 'pl',
    context: 'tech',
    steps: [
      {
        say: 'Ile płacić seniorowi programiście na umowie o pracę?',
        expect: { answers: true, includes: ['16 470 zł brutto'] },
      },
      {
        say: 'nie, B2B',
        expect: {
          answers: true,
          includes: ['Zmieniono: umowa → B2B', '19 089 zł netto'],
          slots: { employmentType: 'b2b' },
        },
      },
    ],
  },
  {
    name: 'en: contract given while seniority is asked',
    lang: 'en',
    context: 'tech',
    steps: [
      { say: 'developer salary?', expect: { asks: 'seniority' } },
      {
        say: 'B2B',
        expect: {
          asks: 'seniority',
          excludes: ['did not catch'],
          slots: { employmentType: 'b2b' },
        },
      },
      { say: 'senior', expect: { answers: true, includes: ['(Senior, B2B)'] } },
    ],
  },
  {
    name: 'en: nurse in a report with its own level names',
    lang: 'en',
    context: 'grades',
    steps: [
      {
        say: 'how much for a nurse, 7 years, UoP',
        expect: {
          answers: true,
          slots: { seniority: 'senior' },
          includes: [
            'own level names',
            'Nurse, level L1',
            'Nurse, level L2',
            '6 299 zł gross',
            'October 2020',
            'older survey round',
          ],
        },
      },
    ],
  },
  {
    name: 'pl: pielęgniarka, 2 lata, umowa o pracę',
    lang: 'pl',
    context: 'grades',
    steps: [
      {
        say: 'Ile płacić pielęgniarce, 2 lata doświadczenia, umowa o pracę?',
        expect: {
          answers: true,
          slots: { seniority: 'junior' },
          includes: [
            'Pielęgniarki',
            'październik 2020',
            'własne nazwy poziomów',
            'Pielęgniarka oddziałowa',
          ],
        },
      },
    ],
  },
  {
    name: 'en: no report, nurse',
    lang: 'en',
    context: null,
    steps: [
      {
        say: 'What should we pay a senior nurse on an employment contract?',
        expect: { answers: true, includes: ['no ready report', '6 299 zł'] },
      },
    ],
  },
  {
    name: 'en: a role neither the report nor the table covers',
    lang: 'en',
    context: 'tech',
    steps: [
      {
        say: 'How much should we pay an astronaut?',
        expect: { asks: 'seniority', slots: { position: 'astronaut' } },
      },
      { tap: 'Senior', expect: { asks: 'employmentType' } },
      {
        tap: 'Employment contract',
        expect: {
          answers: true,
          includes: [
            'no position matching “astronaut”',
            'no figure for “astronaut”',
            'will not estimate',
            'For context only',
            '6 857 zł',
          ],
        },
      },
    ],
  },
  {
    name: 'pl: florystka, stanowisko wpisane',
    lang: 'pl',
    context: 'tech',
    steps: [
      {
        say: 'Ile powinniśmy płacić?',
        expect: { asks: 'position', values: ['Software Engineer', 'Accountant'] },
      },
      { say: 'florystka', expect: { asks: 'seniority', slots: { position: 'florystka' } } },
      { tap: 'Mid', expect: { asks: 'employmentType' } },
      {
        tap: 'Umowa o pracę',
        expect: {
          answers: true,
          includes: ['nie ma danych dla stanowiska „florystka”', 'nie będę ich szacować'],
        },
      },
    ],
  },
  {
    name: 'en: accountant, in the report but not in the table',
    lang: 'en',
    context: 'tech',
    steps: [
      {
        say: 'Salary range for a junior accountant, employment contract',
        expect: {
          answers: true,
          includes: [
            'Accountant, level Junior',
            '3 people (2 women, 1 man)',
            'small group',
            'no gap',
            'no figure for “Accountant”',
          ],
        },
      },
    ],
  },
  {
    name: 'en: staff level has no market figure',
    lang: 'en',
    context: 'tech',
    steps: [
      {
        say: 'What to pay a staff software engineer on B2B?',
        expect: {
          answers: true,
          includes: ['no figure for staff or principal level', '19 089 zł'],
          slots: { seniority: 'staff' },
        },
      },
    ],
  },
  {
    name: 'en: entry level uses junior figures',
    lang: 'en',
    context: 'tech',
    steps: [
      {
        say: 'entry level developer, UoP, what salary?',
        expect: {
          answers: true,
          includes: ['no separate entry level', '6 000 zł–9 000 zł gross'],
          cites: ['IT-023'],
        },
      },
    ],
  },
  {
    name: 'en: mandate contract for a developer',
    lang: 'en',
    context: 'tech',
    steps: [
      {
        say: 'developer, mid, umowa zlecenie - pay?',
        expect: {
          answers: true,
          slots: { employmentType: 'mandate' },
          includes: [
            'no market figure for mandate contracts',
            '31,40 zł per hour',
            'not directly comparable',
          ],
        },
      },
    ],
  },
  {
    name: 'en: AI engineer, no split by seniority',
    lang: 'en',
    context: 'tech',
    steps: [
      {
        say: "What's the market rate for a machine learning engineer on B2B, senior?",
        expect: {
          answers: true,
          includes: [
            '19 500 zł',
            'do not split this role by seniority',
            'does not say gross or net',
          ],
        },
      },
    ],
  },
  {
    name: 'pl: kierowca, dane netto',
    lang: 'pl',
    context: null,
    steps: [
      {
        say: 'Ile płacić kierowcy ciężarówki na umowie o pracę, senior?',
        expect: { answers: true, includes: ['7 824 zł netto (na rękę)', 'Kierowcy zawodowi'] },
      },
    ],
  },
  {
    name: 'en: location named, figures are national',
    lang: 'en',
    context: 'tech',
    steps: [
      {
        say: 'Senior developer in Kraków on B2B - what to pay?',
        expect: {
          answers: true,
          slots: { location: 'Kraków' },
          includes: ['no regional figures', 'Kraków'],
        },
      },
    ],
  },
  {
    name: 'pl: lokalizacja Warszawa',
    lang: 'pl',
    context: 'tech',
    steps: [
      {
        say: 'Ile płacić w Warszawie mid programiście na etacie?',
        expect: {
          answers: true,
          slots: { location: 'Warszawa', employmentType: 'employment' },
          includes: ['ogólnopolskie'],
        },
      },
    ],
  },
  {
    name: 'en: teacher without a report',
    lang: 'en',
    context: null,
    steps: [
      {
        say: 'teacher salary, senior, employment contract',
        expect: {
          answers: true,
          includes: ['9 524 zł', 'Ministry of Education', 'statutory minimum base salary'],
        },
      },
    ],
  },
  {
    name: 'en: manager, major group figures',
    lang: 'en',
    context: null,
    steps: [
      {
        say: 'How much should a manager get? mid, UoP',
        expect: {
          answers: true,
          includes: ['whole major occupational group', '15 214 zł', '12 186 zł'],
        },
      },
    ],
  },
  {
    name: 'pl: lekarz',
    lang: 'pl',
    context: null,
    steps: [
      {
        say: 'Ile zarabia lekarz? senior, uop',
        expect: { answers: true, includes: ['Lekarze', '10 909 zł brutto'] },
      },
    ],
  },
  {
    name: 'en: everything tapped from the report list',
    lang: 'en',
    context: 'tech',
    steps: [
      {
        say: 'What should we pay?',
        expect: { asks: 'position', values: ['Software Engineer', 'HR Specialist'] },
      },
      { tap: 'Software Engineer', expect: { asks: 'seniority' } },
      { tap: 'Junior', expect: { asks: 'employmentType' } },
      {
        tap: 'Employment contract',
        expect: {
          answers: true,
          includes: [
            'Software Engineer, level Junior',
            'median 8 500 zł',
            '7 people (3 women, 4 men)',
            'gap 6,17%',
          ],
        },
      },
    ],
  },
  {
    name: 'pl: wszystko wybrane z listy',
    lang: 'pl',
    context: 'tech',
    steps: [
      { say: 'Ile płacić?', expect: { asks: 'position' } },
      { tap: 'HR Specialist', expect: { asks: 'seniority' } },
      {
        tap: 'Mid',
        expect: { asks: 'employmentType', values: ['Umowa o pracę', 'B2B', 'Umowa zlecenie'] },
      },
      {
        tap: 'Umowa o pracę',
        expect: {
          answers: true,
          includes: ['HR Specialist, poziom Mid', '5 osób (4 kobiety, 1 mężczyzna)', 'mała grupa'],
        },
      },
    ],
  },
  {
    name: 'en: IT director, seniority tapped',
    lang: 'en',
    context: null,
    steps: [
      { say: 'IT director pay on B2B', expect: { asks: 'seniority' } },
      {
        tap: 'Staff',
        expect: {
          answers: true,
          includes: ['33 844 zł', 'Sedlak & Sedlak'],
          cites: ['IT-031', 'OCC-002'],
        },
      },
    ],
  },
  {
    name: 'en: pharmacist',
    lang: 'en',
    context: null,
    steps: [
      {
        say: 'How much to pay a pharmacist, junior, UoP?',
        expect: { answers: true, includes: ['Pharmacists', '6 135 zł'] },
      },
    ],
  },
  {
    name: 'pl: położna',
    lang: 'pl',
    context: null,
    steps: [
      {
        say: 'Jaka pensja dla położnej? mid, umowa o pracę',
        expect: { answers: true, includes: ['Położne', '6 100 zł'] },
      },
    ],
  },
  {
    name: 'en: electrician, craft group',
    lang: 'en',
    context: null,
    steps: [
      {
        say: 'Pay for an electrician, senior, employment contract',
        expect: {
          answers: true,
          includes: ['major group 7', '7 077 zł', 'whole major occupational group'],
        },
      },
    ],
  },
  {
    name: 'en: Polish question in an English chat',
    lang: 'en',
    context: 'tech',
    steps: [
      {
        say: 'Ile płacić programiście mid na B2B?',
        expect: {
          answers: true,
          includes: ['Pay for software developer (Mid, B2B)', '14 105 zł net'],
        },
      },
    ],
  },
  {
    name: 'pl: English question in a Polish chat',
    lang: 'pl',
    context: 'tech',
    steps: [
      {
        say: 'How much for a senior developer on UoP?',
        expect: {
          answers: true,
          includes: ['Wynagrodzenie: programista (Senior, Umowa o pracę)', '16 470 zł brutto'],
        },
      },
    ],
  },
  {
    name: 'en: an answer not understood, then years',
    lang: 'en',
    context: 'tech',
    steps: [
      { say: 'developer pay?', expect: { asks: 'seniority' } },
      { say: 'banana', expect: { asks: 'seniority', includes: ['did not catch that'] } },
      { say: '4 years', expect: { asks: 'employmentType', slots: { seniority: 'mid' } } },
    ],
  },
  {
    name: 'en: 10+ years is staff',
    lang: 'en',
    context: 'tech',
    steps: [
      {
        say: 'What to pay a programmer with 10+ years?',
        expect: { asks: 'employmentType', slots: { seniority: 'staff' } },
      },
      {
        tap: 'Employment contract',
        expect: { answers: true, includes: ['(Staff, Employment contract)'] },
      },
    ],
  },
  {
    name: 'pl: 5 lat to senior',
    lang: 'pl',
    context: 'tech',
    steps: [
      {
        say: 'programista z 5 lat doświadczenia, ile na B2B?',
        expect: { answers: true, slots: { seniority: 'senior' }, includes: ['(Senior, B2B)'] },
      },
    ],
  },
  {
    name: 'en: abbreviations only',
    lang: 'en',
    context: 'tech',
    steps: [
      {
        say: 'sr dev b2b',
        expect: {
          answers: true,
          intent: 'role_pay',
          slots: { seniority: 'senior', employmentType: 'b2b' },
        },
      },
    ],
  },
  {
    name: 'pl: skróty jr i uop',
    lang: 'pl',
    context: 'tech',
    steps: [
      {
        say: 'jr programista uop',
        expect: {
          answers: true,
          slots: { seniority: 'junior', employmentType: 'employment' },
          includes: ['6 000 zł–9 000 zł brutto'],
        },
      },
    ],
  },
  {
    name: 'en: no report, junior developer on B2B',
    lang: 'en',
    context: null,
    steps: [
      {
        say: 'junior developer b2b pay',
        expect: { answers: true, includes: ['no ready report', '7 000 zł–10 000 zł net'] },
      },
    ],
  },
  {
    name: 'pl: "nie, senior" w trakcie rozmowy',
    lang: 'pl',
    context: 'tech',
    steps: [
      { say: 'Ile dla programisty?', expect: { asks: 'seniority' } },
      { say: 'junior', expect: { asks: 'employmentType' } },
      {
        say: 'nie, senior',
        expect: { asks: 'employmentType', includes: ['Zmieniono: poziom → Senior'] },
      },
      { say: 'B2B', expect: { answers: true, includes: ['(Senior, B2B)', '19 089 zł'] } },
    ],
  },
  {
    name: 'en: a contradiction inside one message, the last word wins',
    lang: 'en',
    context: 'tech',
    steps: [
      {
        say: 'UoP... no wait, B2B, senior developer, how much?',
        expect: { answers: true, slots: { employmentType: 'b2b' } },
      },
    ],
  },
  {
    name: 'en: after an answer, "and for B2B?" answers again',
    lang: 'en',
    context: 'tech',
    steps: [
      { say: 'mid frontend on UoP, how much?', expect: { answers: true, includes: ['11 674 zł'] } },
      {
        say: 'and for B2B?',
        expect: { answers: true, includes: ['Changed: contract → B2B', '14 105 zł'] },
      },
    ],
  },
];
