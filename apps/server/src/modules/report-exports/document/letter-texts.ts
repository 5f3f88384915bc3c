import type { Language } from '@parytet/contract/common';

const en = {
  title: 'Answer to your request for pay information',
  subtitle: 'Article 7 of Directive (EU) 2023/970 on pay transparency',
  employee: 'Employee ID',
  requested: 'Request received',
  answered: 'Answered on',
  due: 'Answer due by',
  report: 'Data from the report',
  period: 'Reporting period',
  greeting: 'Dear colleague,',
  intro:
    'You asked for information on your pay level and on the average pay levels, broken down by sex, of the workers who do the same work as you or work of equal value. Here it is.',
  yourPay: 'Your pay level',
  womenAverage: (n: number) => `Average pay of women in your category (${n} women)`,
  menAverage: (n: number) => `Average pay of men in your category (${n} men)`,
  category: 'Your category of workers',
  criteriaTitle: 'Criteria used',
  criteria: [
    'Pay: gross monthly base salary, for a full-time post, as in the reporting period’s salary file.',
    'Average: the arithmetic mean over every woman, and every man, in your category.',
  ],
  categoryCriteria: {
    level:
      'Category of workers: everyone at the same level of the organisation’s job structure as you; the levels group work of equal value by skills, effort, responsibility and working conditions.',
    custom: 'Category of workers: as defined by the organisation (below).',
  },
  withheld: 'withheld',
  withheldReason: (min: number) =>
    `Withheld: fewer than ${min} people of that sex are in your category, so the average would reveal a colleague’s pay.`,
  closing:
    'You may ask for clarification or further details of this information, and for the criteria used to set pay and its progression. You may also make this request through your workers’ representatives or an equality body.',
  signature: 'HR department',
};

type Texts = typeof en;

const pl: Texts = {
  title: 'Odpowiedź na wniosek o informacje o wynagrodzeniu',
  subtitle: 'Art. 7 dyrektywy (UE) 2023/970 w sprawie przejrzystości wynagrodzeń',
  employee: 'Identyfikator pracownika',
  requested: 'Data wniosku',
  answered: 'Data odpowiedzi',
  due: 'Termin odpowiedzi',
  report: 'Dane z raportu',
  period: 'Okres sprawozdawczy',
  greeting: 'Szanowna Pani / Szanowny Panie,',
  intro:
    'w odpowiedzi na Pani/Pana wniosek przekazujemy informację o Pani/Pana poziomie wynagrodzenia oraz o średnich poziomach wynagrodzenia, w podziale na płeć, pracowników wykonujących tę samą pracę lub pracę o jednakowej wartości.',
  yourPay: 'Pani/Pana poziom wynagrodzenia',
  womenAverage: (n: number) =>
    `Średnie wynagrodzenie kobiet w Pani/Pana kategorii (liczba kobiet: ${n})`,
  menAverage: (n: number) =>
    `Średnie wynagrodzenie mężczyzn w Pani/Pana kategorii (liczba mężczyzn: ${n})`,
  category: 'Pani/Pana kategoria pracowników',
  criteriaTitle: 'Zastosowane kryteria',
  criteria: [
    'Wynagrodzenie: miesięczne wynagrodzenie zasadnicze brutto w przeliczeniu na pełny etat, według pliku płacowego z okresu sprawozdawczego.',
    'Średnia: średnia arytmetyczna ze wszystkich kobiet i ze wszystkich mężczyzn w Pani/Pana kategorii.',
  ],
  categoryCriteria: {
    level:
      'Kategoria pracowników: wszystkie osoby na tym samym poziomie struktury stanowisk co Pani/Pan; poziomy grupują pracę o jednakowej wartości według umiejętności, wysiłku, odpowiedzialności i warunków pracy.',
    custom: 'Kategoria pracowników: zgodnie z podziałem przyjętym przez organizację (poniżej).',
  },
  withheld: 'wstrzymano',
  withheldReason: (min: number) =>
    `Wstrzymano: w Pani/Pana kategorii jest mniej niż ${min} ${min % 10 >= 2 && min % 10 <= 4 && (min % 100 < 12 || min % 100 > 14) ? 'osoby' : 'osób'} tej płci, więc średnia ujawniłaby wynagrodzenie współpracownika.`,
  closing:
    'Może Pani/Pan zwrócić się o wyjaśnienia i dodatkowe szczegóły dotyczące tych informacji oraz o kryteria ustalania wynagrodzenia i jego wzrostu. Wniosek można złożyć także za pośrednictwem przedstawicieli pracowników lub organu ds. równości.',
  signature: 'Dział kadr',
};

export const letterTexts: Record<Language, Texts> = { en, pl };
