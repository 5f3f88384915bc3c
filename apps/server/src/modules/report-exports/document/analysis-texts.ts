import type { Language } from '@parytet/contract/common';
import type { ComparedIndicatorName } from '@parytet/contract/comparison';
import type { RegressionVerdict } from '@parytet/contract/regression';

/** The documents' words for the model card and the comparison, in each language. */
type AnalysisTexts = {
  sheetModel: string;
  sheetTerms: string;
  sheetComparison: string;
  modelTitle: (model: string) => string;
  termsTitle: string;
  comparisonTitle: (other: string) => string;
  item: string;
  value: string;
  models: Record<'parytet' | 'logib', string>;
  unexplained: string;
  intervalLow: string;
  intervalHigh: string;
  verdictLabel: string;
  verdicts: Record<RegressionVerdict, string>;
  rSquared: string;
  adjustedRSquared: string;
  people: string;
  women: string;
  df: string;
  excluded: string;
  withheldTerms: string;
  signs: string;
  term: string;
  coefficient: string;
  standardError: string;
  terms: Record<string, string>;
  factors: Record<string, string>;
  indicator: string;
  thisReport: string;
  otherReport: string;
  change: string;
  indicators: Record<ComparedIndicatorName, string>;
  stayers: string;
  leavers: string;
  joiners: string;
  noModel: string;
};

const en: AnalysisTexts = {
  sheetModel: 'Regression model',
  sheetTerms: 'Model terms',
  sheetComparison: 'Comparison',
  modelTitle: (model) => `Regression model of the unexplained gap: ${model}`,
  termsTitle: 'Every term of the model (raw coefficients, log points; negative = women paid less)',
  comparisonTitle: (other) => `This report beside ${other}`,
  item: 'Item',
  value: 'Value',
  models: { parytet: 'Parytet', logib: 'Logib (Swiss standard analysis model)' },
  unexplained: "Unexplained gap (−Kennedy's estimate × 100; positive = women paid less)",
  intervalLow: '95 % interval, low end',
  intervalHigh: '95 % interval, high end',
  verdictLabel: 'Verdict (as Logib computes it)',
  verdicts: {
    not_significant: 'Not statistically significant',
    within_target: 'Significant, within the 2.5 % target value',
    above_target: 'Significant, above the 2.5 % target value',
    above_limit: 'Significant, above the 5 % limit value',
  },
  rSquared: 'R²',
  adjustedRSquared: 'Adjusted R²',
  people: 'People in the model',
  women: 'of whom women',
  df: 'Degrees of freedom',
  excluded: "People left out by the model's checks",
  withheldTerms: 'Coefficients withheld (fewer people than the minimum group size)',
  signs:
    "The terms' coefficients are the model's raw values in log points (negative for Woman = women paid less); p values are two-sided, from Student's t.",
  term: 'Term',
  coefficient: 'Coefficient',
  standardError: 'Standard error',
  terms: {
    '(intercept)': 'Intercept',
    years_of_training: 'Years of training',
    years_of_service: 'Years of service',
    potential_experience: 'Potential experience',
    potential_experience_squared: 'Potential experience²',
    age: 'Age',
    female: 'Woman',
  },
  factors: { level: 'Level', position: 'Position', location: 'Location', education: 'Education' },
  indicator: 'Indicator',
  thisReport: 'This report',
  otherReport: 'Other report',
  change: 'Change (points)',
  indicators: {
    pay_gap_mean: 'Pay gap (mean)',
    pay_gap_median: 'Pay gap (median)',
    variable_pay_gap_mean: 'Variable pay gap (mean)',
    variable_pay_gap_median: 'Variable pay gap (median)',
    receiving_variable_pay_women_percentage: 'Women receiving variable pay',
    receiving_variable_pay_men_percentage: 'Men receiving variable pay',
    quartile_1_women_percentage: 'Women in the lowest pay quartile',
    quartile_2_women_percentage: 'Women in the lower middle quartile',
    quartile_3_women_percentage: 'Women in the upper middle quartile',
    quartile_4_women_percentage: 'Women in the highest pay quartile',
    unexplained_gap_percentage: 'Unexplained gap',
    head_count: 'Head count',
    women: 'Women',
    men: 'Men',
  },
  stayers: 'Change of the mean gap: pay changes of people who stayed',
  leavers: 'Change of the mean gap: people who left',
  joiners: 'Change of the mean gap: people who joined',
  noModel: 'No fit: too few people, women or men, or the columns the model needs are missing.',
};

const pl: AnalysisTexts = {
  sheetModel: 'Model regresji',
  sheetTerms: 'Składniki modelu',
  sheetComparison: 'Porównanie',
  modelTitle: (model) => `Model regresji niewyjaśnionej luki: ${model}`,
  termsTitle:
    'Wszystkie składniki modelu (surowe współczynniki, punkty logarytmiczne; ujemny = kobiety zarabiają mniej)',
  comparisonTitle: (other) => `Ten raport obok raportu ${other}`,
  item: 'Pozycja',
  value: 'Wartość',
  models: { parytet: 'Parytet', logib: 'Logib (szwajcarski model analizy standardowej)' },
  unexplained:
    'Niewyjaśniona luka (−estymator Kennedy’ego × 100; dodatnia = kobiety zarabiają mniej)',
  intervalLow: 'Przedział 95 %, dolny koniec',
  intervalHigh: 'Przedział 95 %, górny koniec',
  verdictLabel: 'Ocena (tak jak liczy ją Logib)',
  verdicts: {
    not_significant: 'Nieistotna statystycznie',
    within_target: 'Istotna, w granicach wartości docelowej 2,5 %',
    above_target: 'Istotna, powyżej wartości docelowej 2,5 %',
    above_limit: 'Istotna, powyżej wartości granicznej 5 %',
  },
  rSquared: 'R²',
  adjustedRSquared: 'Skorygowany R²',
  people: 'Osoby w modelu',
  women: 'w tym kobiety',
  df: 'Stopnie swobody',
  excluded: 'Osoby pominięte przez kontrole modelu',
  withheldTerms: 'Ukryte współczynniki (mniej osób niż minimalna wielkość grupy)',
  signs:
    'Współczynniki składników to surowe wartości modelu w punktach logarytmicznych (ujemny dla „Kobieta” = kobiety zarabiają mniej); wartości p są dwustronne, z rozkładu t Studenta.',
  term: 'Składnik',
  coefficient: 'Współczynnik',
  standardError: 'Błąd standardowy',
  terms: {
    '(intercept)': 'Wyraz wolny',
    years_of_training: 'Lata kształcenia',
    years_of_service: 'Staż pracy',
    potential_experience: 'Potencjalne doświadczenie',
    potential_experience_squared: 'Potencjalne doświadczenie²',
    age: 'Wiek',
    female: 'Kobieta',
  },
  factors: {
    level: 'Poziom',
    position: 'Stanowisko',
    location: 'Lokalizacja',
    education: 'Wykształcenie',
  },
  indicator: 'Wskaźnik',
  thisReport: 'Ten raport',
  otherReport: 'Drugi raport',
  change: 'Zmiana (p.p.)',
  indicators: {
    pay_gap_mean: 'Luka płacowa (średnia)',
    pay_gap_median: 'Luka płacowa (mediana)',
    variable_pay_gap_mean: 'Luka w składnikach zmiennych (średnia)',
    variable_pay_gap_median: 'Luka w składnikach zmiennych (mediana)',
    receiving_variable_pay_women_percentage: 'Kobiety otrzymujące składniki zmienne',
    receiving_variable_pay_men_percentage: 'Mężczyźni otrzymujący składniki zmienne',
    quartile_1_women_percentage: 'Kobiety w najniższym kwartylu płac',
    quartile_2_women_percentage: 'Kobiety w niższym środkowym kwartylu',
    quartile_3_women_percentage: 'Kobiety w wyższym środkowym kwartylu',
    quartile_4_women_percentage: 'Kobiety w najwyższym kwartylu płac',
    unexplained_gap_percentage: 'Niewyjaśniona luka',
    head_count: 'Liczba osób',
    women: 'Kobiety',
    men: 'Mężczyźni',
  },
  stayers: 'Zmiana średniej luki: zmiany płac osób, które zostały',
  leavers: 'Zmiana średniej luki: osoby, które odeszły',
  joiners: 'Zmiana średniej luki: osoby, które dołączyły',
  noModel:
    'Brak dopasowania: za mało osób, kobiet lub mężczyzn albo brak kolumn, których model wymaga.',
};

export const analysisTexts: Record<Language, AnalysisTexts> = { en, pl };
