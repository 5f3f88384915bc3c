import type { Worksheet } from 'exceljs';
import type { OptionalSalaryFileField, SalaryFileField } from '@parytet/contract/salary-file';
import { MAX_BASE_SALARY, MAX_BONUSES } from '#validate/cell-rules.ts';
import { COLUMNS } from '#validate/columns.ts';
import { MAX_AGE, MAX_WEEKLY_HOURS, OPTIONAL_COLUMNS } from '#validate/optional-columns.ts';
import type { ExampleLang } from './example-workbook.ts';

type Field = SalaryFileField | OptionalSalaryFileField;
type Need = 'required' | 'optional' | 'emptyZero';

const NEED: Record<Field, Need> = {
  id: 'required',
  gender: 'required',
  level: 'required',
  position: 'required',
  location: 'optional',
  daysOff: 'emptyZero',
  baseSalary: 'required',
  bonuses: 'emptyZero',
  fte: 'optional',
  weeklyHours: 'optional',
  category: 'optional',
  yearsOfService: 'optional',
  age: 'optional',
  education: 'optional',
  performance: 'optional',
};

const money = (n: number, lang: ExampleLang) =>
  n.toLocaleString(lang === 'pl' ? 'pl-PL' : 'en-GB', { maximumFractionDigits: 0 });

const TEXTS = {
  en: {
    head: ['Column', 'Also accepted', 'Required?', 'What to put in it'],
    needs: {
      required: 'Required',
      optional: 'Optional: the column may be left out',
      emptyZero: 'Required column; an empty cell counts as 0',
    },
    note: 'Column names may be in English or Polish, in any order and letter case. Any other column is refused, because the file must stay anonymised: no names, PESEL numbers or other personal data.',
    help: (lang: ExampleLang): Record<Field, string> => ({
      id: 'The employee’s anonymous identifier, unique in the file.',
      gender: 'Female or Male (also Kobieta or Mężczyzna), in any letter case.',
      level: 'The position level, any label: 1, L3, Senior.',
      position: 'The position name, e.g. Accountant.',
      location: 'The place of work, e.g. Warsaw.',
      daysOff: 'Unpaid days of absence in the reporting year: a number from 0 to 250.',
      baseSalary: `Gross monthly base salary as paid under the contract (a part-timer’s part-time amount; see FTE): a number greater than 0, at most ${money(MAX_BASE_SALARY, lang)}.`,
      bonuses: `The yearly total of bonuses and benefits actually paid: a number of 0 or more, at most ${money(MAX_BONUSES, lang)}.`,
      fte: 'The share of a full-time contract the person works: more than 0 and at most 1 (0.5 = half time). Pay is compared as full-time equivalents (amount ÷ FTE). Empty = full time.',
      weeklyHours: `Contracted hours per week (more than 0, at most ${MAX_WEEKLY_HOURS}), divided by the full-time week of 40 hours to give the FTE. Use it instead of FTE when you record hours. Empty = full time.`,
      category:
        'The category of workers doing the same work or work of equal value (Art. 9 of the Directive). When present, the report’s categories come from this column instead of the levels.',
      yearsOfService:
        'Years with the employer, from 0 to 80. Used to explain pay differences in the unexplained-gap model. Empty = unknown.',
      age: `Age in years, from 0 to ${MAX_AGE}. Used in the unexplained-gap model. Empty = unknown.`,
      education:
        'Highest education, any label (e.g. secondary, higher). Used in the unexplained-gap model. Empty = unknown.',
      performance:
        'The latest performance rating: 1 to 5, or the organisation’s own labels (e.g. Meets, Exceeds). Read only by merit cycles, whose raise matrix has a row per rating; no pay-gap figure uses it. Empty = not rated.',
    }),
  },
  pl: {
    head: ['Kolumna', 'Przyjmujemy też', 'Wymagana?', 'Co wpisać'],
    needs: {
      required: 'Wymagana',
      optional: 'Opcjonalna: kolumnę można pominąć',
      emptyZero: 'Kolumna wymagana; pusta komórka oznacza 0',
    },
    note: 'Nazwy kolumn mogą być po polsku lub po angielsku, w dowolnej kolejności i wielkości liter. Innych kolumn nie przyjmujemy, bo plik musi pozostać zanonimizowany: bez imion, nazwisk, numerów PESEL i innych danych osobowych.',
    help: (lang: ExampleLang): Record<Field, string> => ({
      id: 'Anonimowy identyfikator pracownika, niepowtarzalny w pliku.',
      gender: 'Kobieta lub Mężczyzna (także Female lub Male), wielkość liter bez znaczenia.',
      level: 'Poziom stanowiska, dowolna etykieta: 1, L3, Senior.',
      position: 'Nazwa stanowiska, np. Księgowa.',
      location: 'Miejsce pracy, np. Warszawa.',
      daysOff: 'Dni nieobecności bez wynagrodzenia w roku sprawozdawczym: liczba od 0 do 250.',
      baseSalary: `Miesięczne wynagrodzenie zasadnicze brutto wypłacane zgodnie z umową (u osoby na części etatu – kwota za tę część; zob. Etat): liczba większa od 0, najwyżej ${money(MAX_BASE_SALARY, lang)}.`,
      bonuses: `Roczna suma faktycznie wypłaconych premii i benefitów: liczba 0 lub większa, najwyżej ${money(MAX_BONUSES, lang)}.`,
      fte: 'Jaką część pełnego etatu pracuje osoba: więcej niż 0 i najwyżej 1 (0,5 = pół etatu). Wynagrodzenia porównujemy w przeliczeniu na pełny etat (kwota ÷ etat). Puste = pełny etat.',
      weeklyHours: `Umówione godziny pracy w tygodniu (więcej niż 0, najwyżej ${MAX_WEEKLY_HOURS}), dzielone przez pełny tydzień 40 godzin, co daje etat. Użyj tej kolumny zamiast kolumny Etat, jeśli zapisujesz godziny. Puste = pełny etat.`,
      category:
        'Kategoria pracowników wykonujących taką samą pracę lub pracę o takiej samej wartości (art. 9 dyrektywy). Jeśli jest w pliku, kategorie raportu pochodzą z tej kolumny, a nie z poziomów.',
      yearsOfService:
        'Staż u pracodawcy w latach, od 0 do 80. Służy do wyjaśnienia różnic w modelu luki niewyjaśnionej. Puste = nieznany.',
      age: `Wiek w latach, od 0 do ${MAX_AGE}. Służy w modelu luki niewyjaśnionej. Puste = nieznany.`,
      education:
        'Najwyższe wykształcenie, dowolna etykieta (np. średnie, wyższe). Służy w modelu luki niewyjaśnionej. Puste = nieznane.',
      performance:
        'Ostatnia ocena pracy: od 1 do 5 albo własne etykiety organizacji (np. Spełnia, Przewyższa). Czyta ją tylko przegląd wynagrodzeń, którego macierz podwyżek ma wiersz dla każdej oceny; nie wpływa na żaden wskaźnik luki płacowej. Puste = bez oceny.',
    }),
  },
} as const;

/**
 * Explains every column the engine reads (its one list: the required columns, then the optional
 * ones), in the file's language, on the example workbook's second sheet.
 */
export function fillColumnsSheet(sheet: Worksheet, lang: ExampleLang): void {
  const t = TEXTS[lang];
  const help = t.help(lang);
  const other: ExampleLang = lang === 'pl' ? 'en' : 'pl';
  sheet.columns = [{ width: 26 }, { width: 30 }, { width: 30 }, { width: 90 }];
  sheet.addRow([...t.head]);
  for (const column of [...COLUMNS, ...OPTIONAL_COLUMNS]) {
    const also = [column[other], ...column.aliases].filter((name) => name !== column[lang]);
    sheet.addRow([column[lang], also.join(', '), t.needs[NEED[column.field]], help[column.field]]);
  }
  sheet.addRow([]);
  sheet.addRow([t.note]);
  const header = sheet.getRow(1);
  header.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF2F5597' } };
  sheet.getColumn(4).alignment = { wrapText: true, vertical: 'top' };
}
