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
  yourPay: (fte: string) => `Your monthly base salary paid (FTE ${fte})`,
  yourFullTime: 'Your pay level as a full-time equivalent',
  womenAverage: (n: number) =>
    `Average full-time-equivalent pay of women in your category (${n} ${n === 1 ? 'woman' : 'women'})`,
  menAverage: (n: number) =>
    `Average full-time-equivalent pay of men in your category (${n} ${n === 1 ? 'man' : 'men'})`,
  category: 'Your category of workers',
  criteriaTitle: 'Criteria used',
  criteria: [
    'Pay: gross monthly base salary actually paid in the reporting period, as in the salary file, and its full-time equivalent (the amount divided by your share of a full-time contract, FTE), so that part-time and full-time work compare on the same basis.',
    'Average: the arithmetic mean of the full-time-equivalent base salary over every woman, and every man, in your category.',
  ],
  categoryCriteria: {
    level:
      'Category of workers: everyone at the same level of the organisation’s job structure as you; the organisation’s categories of workers are its levels, which group work of equal value by skills, effort, responsibility and working conditions.',
    position_mapping: 'Category of workers: as defined by the organisation (below).',
    category_column:
      'Category of workers: the category of workers given for you in the reporting period’s salary file, the same categories the pay report uses.',
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
  yourPay: (fte: string) => `Wypłacane miesięczne wynagrodzenie zasadnicze (etat ${fte})`,
  yourFullTime: 'Pani/Pana poziom wynagrodzenia w przeliczeniu na pełny etat',
  womenAverage: (n: number) =>
    `Średnie wynagrodzenie kobiet w przeliczeniu na pełny etat w Pani/Pana kategorii (liczba kobiet: ${n})`,
  menAverage: (n: number) =>
    `Średnie wynagrodzenie mężczyzn w przeliczeniu na pełny etat w Pani/Pana kategorii (liczba mężczyzn: ${n})`,
  category: 'Pani/Pana kategoria pracowników',
  criteriaTitle: 'Zastosowane kryteria',
  criteria: [
    'Wynagrodzenie: miesięczne wynagrodzenie zasadnicze brutto faktycznie wypłacane w okresie sprawozdawczym, według pliku płacowego, oraz jego równowartość w przeliczeniu na pełny etat (kwota podzielona przez wymiar etatu), aby praca w niepełnym i pełnym wymiarze była porównywana na tej samej podstawie.',
    'Średnia: średnia arytmetyczna wynagrodzenia zasadniczego w przeliczeniu na pełny etat ze wszystkich kobiet i ze wszystkich mężczyzn w Pani/Pana kategorii.',
  ],
  categoryCriteria: {
    level:
      'Kategoria pracowników: wszystkie osoby na tym samym poziomie struktury stanowisk co Pani/Pan; kategoriami pracowników w organizacji są jej poziomy, które grupują pracę o jednakowej wartości według umiejętności, wysiłku, odpowiedzialności i warunków pracy.',
    position_mapping:
      'Kategoria pracowników: zgodnie z podziałem przyjętym przez organizację (poniżej).',
    category_column:
      'Kategoria pracowników: kategoria wskazana dla Pani/Pana w pliku płacowym z okresu sprawozdawczego, ta sama, której używa raport płacowy.',
  },
  withheld: 'wstrzymano',
  withheldReason: (min: number) =>
    `Wstrzymano: w Pani/Pana kategorii jest mniej niż ${min} ${min % 10 >= 2 && min % 10 <= 4 && (min % 100 < 12 || min % 100 > 14) ? 'osoby' : 'osób'} tej płci, więc średnia ujawniłaby wynagrodzenie współpracownika.`,
  closing:
    'Może Pani/Pan zwrócić się o wyjaśnienia i dodatkowe szczegóły dotyczące tych informacji oraz o kryteria ustalania wynagrodzenia i jego wzrostu. Wniosek można złożyć także za pośrednictwem przedstawicieli pracowników lub organu ds. równości.',
  signature: 'Dział kadr',
};

export const letterTexts: Record<Language, Texts> = { en, pl };
