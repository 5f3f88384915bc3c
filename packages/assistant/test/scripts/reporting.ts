import type { Intent, Language } from '#types.ts';
import type { Script } from '../helpers/script.ts';

// TECH_REPORTING's figures are the engine's (fixtures/contexts.ts): mean gap 34,50 %, median
// 41,51 %, unexplained 9,44 %, 3 flagged categories (Junior 11,35 %, Mid 29,92 %, Senior
// 9,72 %; cost to close 270 zł, 6 873 zł, 2 151 zł a month), 180 workers: every three years,
// first by 2027-06-07; last year 33,90 %, change 0,60 pp: stayers -2,03, leavers 1,20,
// joiners 1,43.
const one = (
  name: string,
  lang: Language,
  say: string,
  intent: Intent,
  includes: string[],
): Script => ({
  name,
  lang,
  context: 'tech-reporting',
  steps: [{ say, expect: { answers: true, intent, includes } }],
});

const INDICATORS_EN = ['34,50%', '41,51%', '9,44%', 'Flagged categories: 3', '/indicators'];
const INDICATORS_PL = ['34,50%', '41,51%', '9,44%', 'Kategorie oznaczone: 3', '/indicators'];
const FLAGGED_EN = [
  'Junior: 11,35%',
  'Mid: 29,92%',
  '6 873 zł a month',
  'Senior: 9,72%',
  '/assessment',
];
const FLAGGED_PL = ['Junior: 11,35%', 'Mid: 29,92%', '6 873 zł miesięcznie', 'sześciu miesięcy'];
const DUTY_EN = ['180 workers', 'every three years', '2027-06-07'];
const DUTY_PL = ['180 pracownikach', 'co trzy lata', '2027-06-07'];
const COMPARISON_EN = [
  '34,50%',
  '33,90%',
  'Payroll 2024',
  '0,60 pp',
  '-2,03 pp',
  '1,20 pp',
  '1,43 pp',
];
const COMPARISON_PL = ['34,50%', '33,90%', 'Payroll 2024', '0,60 p.p.', '-2,03 p.p.', '1,43 p.p.'];

export const REPORTING: Script[] = [
  one('en: our indicators', 'en', 'What are our indicators?', 'indicators', INDICATORS_EN),
  one('en: indicators with a typo', 'en', 'show me the indicatros', 'indicators', INDICATORS_EN),
  one('en: article 9', 'en', 'What do we report under article 9?', 'indicators', INDICATORS_EN),
  one('pl: wskaźniki', 'pl', 'Jakie mamy wskaźniki?', 'indicators', INDICATORS_PL),
  one('pl: wskazniki bez polskich liter', 'pl', 'pokaz wskazniki', 'indicators', INDICATORS_PL),
  one('pl: wskaźniki z literówką', 'pl', 'jakie sa nasze wskazniky', 'indicators', INDICATORS_PL),
  one(
    'en: which category to justify',
    'en',
    'Which category do we need to justify?',
    'flagged',
    FLAGGED_EN,
  ),
  one('en: justify with a typo', 'en', 'what must we justfy?', 'flagged', FLAGGED_EN),
  one('en: cost to close', 'en', 'What does closing the gap in Mid cost?', 'flagged', FLAGGED_EN),
  one('en: flagged categories', 'en', 'which categories are flagged', 'flagged', FLAGGED_EN),
  one('en: remedy', 'en', 'What remedy do we need?', 'flagged', FLAGGED_EN),
  one('pl: co uzasadnić', 'pl', 'Którą kategorię musimy uzasadnić?', 'flagged', FLAGGED_PL),
  one('pl: koszt wyrównania', 'pl', 'Ile kosztuje wyrównanie luki w Mid?', 'flagged', FLAGGED_PL),
  one('pl: oznaczone kategorie', 'pl', 'ktore kategorie sa oznaczone', 'flagged', FLAGGED_PL),
  one('pl: uzasadnienie z literówką', 'pl', 'co wymaga uzasadnienai', 'flagged', FLAGGED_PL),
  one('en: do we have to file in 2027', 'en', 'Do we have to file in 2027?', 'duty', DUTY_EN),
  one('en: deadline', 'en', 'When is our reporting deadline?', 'duty', DUTY_EN),
  one('en: deadline with a typo', 'en', 'whats the deadlnie', 'duty', DUTY_EN),
  one('en: reporting duty', 'en', 'what is our reporting duty', 'duty', DUTY_EN),
  one('pl: termin', 'pl', 'Jaki mamy termin sprawozdania?', 'duty', DUTY_PL),
  one('pl: czy musimy raportować', 'pl', 'Czy musimy raportować w 2027?', 'duty', DUTY_PL),
  one('pl: obowiązek z literówką', 'pl', 'jaki mamy obowiazke', 'duty', DUTY_PL),
  one('pl: kiedy złożyć', 'pl', 'kiedy trzeba zlozyc raport', 'duty', DUTY_PL),
  one(
    'en: compared with last year',
    'en',
    'How does this compare with last year?',
    'comparison',
    COMPARISON_EN,
  ),
  one(
    'en: comparison with a typo',
    'en',
    'comparsion with the previous report',
    'comparison',
    COMPARISON_EN,
  ),
  one('en: what changed', 'en', 'What changed since last year?', 'comparison', COMPARISON_EN),
  one(
    'pl: porównanie z zeszłym rokiem',
    'pl',
    'Jak wypadamy w porównaniu z zeszłym rokiem?',
    'comparison',
    COMPARISON_PL,
  ),
  one('pl: poprzedni raport', 'pl', 'porownaj z poprzednim raportem', 'comparison', COMPARISON_PL),
  one('pl: porównanie z literówką', 'pl', 'porównanei z rokiem temu', 'comparison', COMPARISON_PL),
  {
    name: 'en: without the reporting feature',
    lang: 'en',
    context: 'tech',
    steps: [
      {
        say: 'Which category do we need to justify?',
        expect: { answers: true, intent: 'flagged', includes: ['plan includes reporting'] },
      },
    ],
  },
  {
    name: 'pl: wskaźniki, potem termin',
    lang: 'pl',
    context: 'tech-reporting',
    steps: [
      {
        say: 'jakie mamy wskazniki',
        expect: { answers: true, intent: 'indicators', includes: INDICATORS_PL },
      },
      { say: 'a jaki jest termin?', expect: { answers: true, intent: 'duty', includes: DUTY_PL } },
    ],
  },
  {
    name: 'en: indicators, then last year',
    lang: 'en',
    context: 'tech-reporting',
    steps: [
      {
        say: 'our indicators please',
        expect: { answers: true, intent: 'indicators', includes: INDICATORS_EN },
      },
      {
        say: 'and compared with last year?',
        expect: { answers: true, intent: 'comparison', includes: COMPARISON_EN },
      },
    ],
  },
];

// TECH: mean gap on base salary 34,48 %, adjusted (W1) 18,47 %: the adjusted gap is smaller.
export const PREMISES: Script[] = [
  {
    name: 'en: why is the adjusted gap bigger (it is smaller)',
    lang: 'en',
    context: 'tech',
    steps: [
      {
        say: 'Why is our adjusted gap bigger than the raw one?',
        expect: {
          answers: true,
          includes: ['In fact your adjusted gap (18,47%) is smaller than the raw one (34,48%)'],
        },
      },
    ],
  },
  {
    name: 'pl: dlaczego luka skorygowana jest większa (jest mniejsza)',
    lang: 'pl',
    context: 'tech',
    steps: [
      {
        say: 'Czemu luka skorygowana jest wieksza od nieskorygowanej?',
        expect: {
          answers: true,
          includes: ['W rzeczywistości Twoja luka skorygowana (18,47%) jest mniejsza'],
        },
      },
    ],
  },
  {
    name: 'en: adjusted gap smaller, confirmed',
    lang: 'en',
    context: 'tech',
    steps: [
      {
        say: 'why is the adjusted gap smaller?',
        expect: { answers: true, includes: ['Yes: your adjusted gap (18,47%) is smaller'] },
      },
    ],
  },
];

// MANY: a Java Developer at seven levels; the answer lists the 5 largest and says how it matched.
export const POSITION_QUERIES: Script[] = [
  {
    name: 'en: Java developer at seven levels, five listed',
    lang: 'en',
    context: 'many',
    steps: [
      {
        say: 'How much should we pay a mid Java developer on UoP?',
        expect: {
          answers: true,
          includes: [
            'Matched by the position’s name “Java Developer”',
            'More positions match',
            /(• Java Developer[^•]*){5}/,
          ],
          excludes: [/(• Java Developer[^•]*){6}/],
        },
      },
    ],
  },
  {
    name: 'pl: programista Java na siedmiu poziomach',
    lang: 'pl',
    context: 'many',
    steps: [
      {
        say: 'Ile płacić dla Java Developer, regular, umowa o prace?',
        expect: {
          answers: true,
          includes: ['Dopasowano po nazwie stanowiska', 'Pasuje więcej stanowisk'],
          excludes: [/(• Java Developer[^•]*){6}/],
        },
      },
    ],
  },
];
