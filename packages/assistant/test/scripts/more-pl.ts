import type { Script } from '../helpers/script.ts';

/** More Polish conversations, for the paths the other files test mostly in English. */
export const MORE_PL: Script[] = [
  {
    name: 'pl: specjalista AI na B2B',
    lang: 'pl',
    context: null,
    steps: [
      {
        say: 'Ile płacić specjaliście od uczenia maszynowego na B2B, senior?',
        expect: {
          answers: true,
          includes: ['19 500 zł', 'nie rozbijają tego stanowiska według poziomu'],
        },
      },
    ],
  },
  {
    name: 'pl: stażysta programista na umowie o pracę',
    lang: 'pl',
    context: 'tech',
    steps: [
      {
        say: 'Ile zapłacić stażyście, programista, umowa o pracę?',
        expect: {
          answers: true,
          slots: { seniority: 'entry' },
          includes: ['nie wyróżniają poziomu początkującego', '6 000 zł–9 000 zł brutto'],
        },
      },
    ],
  },
  {
    name: 'pl: ekspert, brak danych dla poziomu staff',
    lang: 'pl',
    context: 'tech',
    steps: [
      {
        say: 'Widełki dla programisty, ekspert, B2B',
        expect: {
          answers: true,
          includes: ['nie podają danych dla poziomu eksperckiego', '19 089 zł netto'],
        },
      },
    ],
  },
  {
    name: 'pl: umowa zlecenie dla programisty',
    lang: 'pl',
    context: null,
    steps: [
      {
        say: 'Ile płacić programiście mid na umowie zlecenie?',
        expect: {
          answers: true,
          includes: ['nie ma danych rynkowych dla umów zlecenia', '31,40 zł za godzinę'],
        },
      },
    ],
  },
  {
    name: 'pl: praca zdalna',
    lang: 'pl',
    context: 'tech',
    steps: [
      {
        say: 'Ile płacić seniorowi programiście zdalnie na B2B?',
        expect: {
          answers: true,
          slots: { location: 'remote' },
          includes: ['pracy zdalnej', 'ogólnopolskie'],
        },
      },
    ],
  },
  {
    name: 'pl: luka płacowa wybrana z listy pojęć',
    lang: 'pl',
    context: 'tech',
    steps: [
      { say: 'Wyjaśnij pojęcie', expect: { asks: 'term' } },
      {
        tap: 'Luka płacowa',
        expect: {
          answers: true,
          intent: 'term',
          includes: ['procent wynagrodzenia mężczyzn', '4,0%'],
        },
      },
    ],
  },
  {
    name: 'en: gender pay gap picked from the list of terms',
    lang: 'en',
    context: 'tech',
    steps: [
      { say: 'Explain a term', expect: { asks: 'term' } },
      {
        tap: 'Gender pay gap',
        expect: {
          answers: true,
          intent: 'term',
          includes: ["percentage of men's pay"],
          excludes: ['34,48%'],
        },
      },
    ],
  },
  {
    name: 'pl: luka skorygowana przy raporcie',
    lang: 'pl',
    context: 'grades',
    steps: [
      {
        say: 'Co oznacza luka skorygowana W1?',
        expect: { answers: true, includes: ['W1', 'mniej niż 3'] },
      },
    ],
  },
  {
    name: 'pl: nie zrozumiana odpowiedź, potem lata',
    lang: 'pl',
    context: 'tech',
    steps: [
      { say: 'Ile płacić programiście?', expect: { asks: 'seniority' } },
      { say: 'hmm', expect: { asks: 'seniority', includes: ['Nie rozumiem tej odpowiedzi.'] } },
      { say: '12 lat', expect: { asks: 'employmentType', slots: { seniority: 'staff' } } },
    ],
  },
  {
    name: 'pl: literówki w pytaniu o lukę',
    lang: 'pl',
    context: 'tech',
    steps: [
      {
        say: 'dlaczgeo nasza lukka placowa jest taka',
        expect: { answers: true, intent: 'gap_why', includes: ['34,48%'] },
      },
    ],
  },
];
