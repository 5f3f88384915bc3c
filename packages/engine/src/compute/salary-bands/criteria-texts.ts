import type { JobCriterion } from '@parytet/contract/reporting/categories';
import type { BandLang } from './band-money.ts';
import type { BandBasis } from './types.ts';

type CriteriaTexts = {
  title: string;
  how: { heading: string; bands: (o: BandsSummary) => string; none: string };
  list: { heading: string; band: (name: string, range: string, mid: string) => string };
  criteria: {
    heading: string;
    jobEvaluation: (criteria: string, width: number) => string;
    criterion: Record<JobCriterion, string>;
    sub: Record<string, string>;
    positions: (groups: number) => string;
    levels: string;
    families: (list: string) => string;
  };
  progression: { heading: string; body: string[] };
  equal: { heading: string; body: string };
};

type BandsSummary = { from: string; basis: BandBasis; currency: string; count: number };

export const CRITERIA_TEXTS: Record<BandLang, CriteriaTexts> = {
  en: {
    title: 'Pay and pay progression criteria',
    how: {
      heading: 'How pay is set',
      bands: ({ from, basis, currency, count }) =>
        `Pay follows the organisation's salary bands in force from ${from}: ${count} band${count === 1 ? '' : 's'}, each with a minimum, a midpoint and a maximum. The amounts are monthly gross ${basis === 'base' ? 'base salary' : 'total pay (base salary with bonuses and benefits)'} for a full-time post (full-time equivalent), in ${currency}; part-time work is paid pro rata.`,
      none: 'The organisation has not yet set salary bands. Pay is set by the position held, its level and the criteria below.',
    },
    list: {
      heading: 'Salary bands',
      band: (name, range, mid) => `• ${name}: ${range} (midpoint ${mid})`,
    },
    criteria: {
      heading: 'Criteria that determine pay',
      jobEvaluation: (criteria, width) =>
        `Each position is evaluated on the gender-neutral criteria of Directive (EU) 2023/970, Art. 4(4), each sub-criterion scored 1 to 5: ${criteria}. Positions whose total scores (0–100) lie within ${width} points of each other are work of equal value and share a category.`,
      criterion: {
        skills: 'skills',
        effort: 'effort',
        responsibility: 'responsibility',
        working_conditions: 'working conditions',
      },
      sub: {
        knowledge: 'knowledge',
        experience: 'experience',
        interpersonal: 'interpersonal skills',
        mental: 'mental',
        physical: 'physical',
        emotional: 'emotional',
        people: 'for people',
        resources: 'for resources',
        outcomes: 'for outcomes',
        environment: 'environment',
        schedule: 'working time',
      },
      positions: (groups) =>
        `Positions are grouped into ${groups} categor${groups === 1 ? 'y' : 'ies'} of the same work or work of equal value, judged by the skills, effort, responsibility and working conditions each requires.`,
      levels:
        'Each position is assigned a level by the skills, effort, responsibility and working conditions it requires; a level has one band.',
      families: (list) => `Within a level, these job families have bands of their own: ${list}.`,
    },
    progression: {
      heading: 'Pay progression',
      body: [
        'Within a band, pay moves towards the midpoint as the worker gains the experience and shows the performance the position requires, assessed against documented objectives in the regular review. The midpoint is the pay for full command of the position.',
        'Pay below the band’s minimum is raised to it; pay above the maximum is an exception that is justified in writing.',
        'A worker who moves to a higher level is paid at least the minimum of its band.',
      ],
    },
    equal: {
      heading: 'Equal pay for women and men',
      body: 'The same criteria apply to every worker, whatever their sex. Each pay review compares women’s and men’s pay within each band; a difference of 5 % or more in their mean position in the band (compa-ratio) that the criteria above do not explain is corrected.',
    },
  },
  pl: {
    title: 'Kryteria ustalania wynagrodzeń i ich progresji',
    how: {
      heading: 'Jak ustalamy wynagrodzenie',
      bands: ({ from, basis, currency, count }) =>
        `Wynagrodzenia ustalamy według widełek płacowych obowiązujących od ${from} (liczba przedziałów: ${count}); każdy przedział ma minimum, środek i maksimum. Kwoty to miesięczne ${basis === 'base' ? 'wynagrodzenie zasadnicze' : 'łączne wynagrodzenie (zasadnicze wraz z premiami i świadczeniami)'} brutto w przeliczeniu na pełny etat, w walucie ${currency}; praca w niepełnym wymiarze jest wynagradzana proporcjonalnie.`,
      none: 'Organizacja nie ustaliła jeszcze widełek płacowych. Wynagrodzenie zależy od zajmowanego stanowiska, jego poziomu i poniższych kryteriów.',
    },
    list: {
      heading: 'Siatka płac',
      band: (name, range, mid) => `• ${name}: ${range} (środek ${mid})`,
    },
    criteria: {
      heading: 'Kryteria ustalania wynagrodzenia',
      jobEvaluation: (criteria, width) =>
        `Każde stanowisko jest wartościowane według neutralnych płciowo kryteriów z art. 4 ust. 4 dyrektywy (UE) 2023/970, każde podkryterium w skali od 1 do 5: ${criteria}. Stanowiska, których łączne wyniki (0–100) różnią się najwyżej o ${width} pkt, są pracą o jednakowej wartości i należą do jednej kategorii.`,
      criterion: {
        skills: 'umiejętności',
        effort: 'wysiłek',
        responsibility: 'odpowiedzialność',
        working_conditions: 'warunki pracy',
      },
      sub: {
        knowledge: 'wiedza',
        experience: 'doświadczenie',
        interpersonal: 'umiejętności interpersonalne',
        mental: 'umysłowy',
        physical: 'fizyczny',
        emotional: 'emocjonalny',
        people: 'za ludzi',
        resources: 'za zasoby',
        outcomes: 'za wyniki',
        environment: 'środowisko',
        schedule: 'czas pracy',
      },
      positions: (groups) =>
        `Stanowiska są pogrupowane w kategorie tej samej pracy lub pracy o jednakowej wartości (liczba kategorii: ${groups}), ocenianej według umiejętności, wysiłku, odpowiedzialności i warunków pracy, jakich wymaga.`,
      levels:
        'Każdemu stanowisku przypisujemy poziom według wymaganych umiejętności, wysiłku, odpowiedzialności i warunków pracy; dla poziomu obowiązują jedne widełki.',
      families: (list) => `W ramach poziomu własne widełki mają te rodziny stanowisk: ${list}.`,
    },
    progression: {
      heading: 'Progresja wynagrodzeń',
      body: [
        'W ramach widełek wynagrodzenie rośnie w kierunku środka wraz z doświadczeniem i wynikami, jakich wymaga stanowisko, ocenianymi względem udokumentowanych celów podczas okresowego przeglądu. Środek widełek to wynagrodzenie za pełne opanowanie stanowiska.',
        'Wynagrodzenie poniżej minimum widełek podnosimy do minimum; wynagrodzenie powyżej maksimum jest wyjątkiem uzasadnianym na piśmie.',
        'Pracownik przechodzący na wyższy poziom otrzymuje co najmniej minimum jego widełek.',
      ],
    },
    equal: {
      heading: 'Równe wynagrodzenie kobiet i mężczyzn',
      body: 'Te same kryteria stosujemy do wszystkich pracowników, bez względu na płeć. Przy każdym przeglądzie wynagrodzeń porównujemy wynagrodzenia kobiet i mężczyzn w każdych widełkach; różnicę 5 % lub więcej w ich średnim położeniu w widełkach (wskaźnik compa-ratio), której nie wyjaśniają powyższe kryteria, korygujemy.',
    },
  },
};
