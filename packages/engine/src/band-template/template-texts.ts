import type { BandLang } from '#compute/salary-bands/band-money.ts';
import type { BandBasis } from '#compute/salary-bands/types.ts';

/** The template's columns, in sheet order. */
export const TEMPLATE_COLUMNS = ['level', 'job_family', 'min', 'mid', 'max'] as const;
export type TemplateColumn = (typeof TEMPLATE_COLUMNS)[number];

/**
 * Every header a template column is recognised by, lower-case without diacritics or a
 * parenthesised note ("Min (PLN)"): the English and Polish headers the template writes, and
 * the obvious other spellings.
 */
export const HEADER_NAMES: Record<TemplateColumn, readonly string[]> = {
  level: ['level', 'poziom'],
  job_family: ['job family', 'family', 'rodzina stanowisk', 'rodzina'],
  min: ['min', 'minimum'],
  mid: ['mid', 'midpoint', 'srodek'],
  max: ['max', 'maximum', 'maksimum'],
};

type Texts = {
  fileName: string;
  sheet: string;
  headers: (currency: string) => Record<TemplateColumn, string>;
  title: string;
  lines: (o: { currency: string; basis: BandBasis; levels: readonly string[] }) => string[];
};

const list = (levels: readonly string[], none: string) =>
  levels.length === 0 ? none : levels.join(', ');

export const TEMPLATE_TEXTS: Record<BandLang, Texts> = {
  en: {
    fileName: 'salary-bands-template.xlsx',
    sheet: 'Bands',
    headers: (currency) => ({
      level: 'Level',
      job_family: 'Job family',
      min: `Min (${currency})`,
      mid: `Mid (${currency})`,
      max: `Max (${currency})`,
    }),
    title: 'Salary bands template: how to fill it in',
    lines: ({ currency, basis, levels }) => [
      'One row per band: its level, a job family where the band is for one family within the level, and the minimum, midpoint and maximum.',
      `Amounts: monthly gross ${basis === 'base' ? 'base salary' : 'total pay (base salary with bonuses and benefits)'} for a full-time post (full-time equivalent), in ${currency}. Type numbers, not text, with at most two decimals.`,
      'Each band must have minimum ≤ midpoint ≤ maximum.',
      `Levels: those of your newest report and of your current bands (${list(levels, 'none yet, so any level is accepted')}). A level not among them is refused.`,
      'Job family: leave it empty for the level’s own band. A family not yet defined is added to the draft; assign its positions in the bands editor.',
      'A row whose three amounts are all empty is left out. Keep the header row as it is; this sheet may stay or go, but add no other sheets.',
      'Upload the filled file under Salary bands → Draft → From a template. Nothing is saved until you save the bands in the editor.',
    ],
  },
  pl: {
    fileName: 'szablon-widelek-placowych.xlsx',
    sheet: 'Widełki',
    headers: (currency) => ({
      level: 'Poziom',
      job_family: 'Rodzina stanowisk',
      min: `Minimum (${currency})`,
      mid: `Środek (${currency})`,
      max: `Maksimum (${currency})`,
    }),
    title: 'Szablon widełek płacowych: jak go wypełnić',
    lines: ({ currency, basis, levels }) => [
      'Jeden wiersz na widełki: poziom, rodzina stanowisk (gdy widełki dotyczą jednej rodziny w ramach poziomu) oraz minimum, środek i maksimum.',
      `Kwoty: miesięczne ${basis === 'base' ? 'wynagrodzenie zasadnicze' : 'łączne wynagrodzenie (zasadnicze wraz z premiami i świadczeniami)'} brutto w przeliczeniu na pełny etat, w walucie ${currency}. Wpisuj liczby, nie tekst, z najwyżej dwoma miejscami po przecinku.`,
      'W każdych widełkach musi być minimum ≤ środek ≤ maksimum.',
      `Poziomy: te z najnowszego raportu i z obecnych widełek (${list(levels, 'jeszcze ich nie ma, więc każdy poziom jest przyjmowany')}). Poziom spoza nich zostanie odrzucony.`,
      'Rodzina stanowisk: zostaw pustą dla widełek całego poziomu. Rodzina jeszcze nieokreślona zostanie dodana do szkicu; przypisz jej stanowiska w edytorze widełek.',
      'Wiersz, w którym wszystkie trzy kwoty są puste, jest pomijany. Nie zmieniaj wiersza nagłówka; ten arkusz możesz zostawić lub usunąć, ale nie dodawaj innych arkuszy.',
      'Wypełniony plik prześlij w sekcji Siatka płac → Projekt siatki płac → Wypełniony szablon (XLSX). Nic nie zostanie zapisane, dopóki nie zapiszesz siatki w edytorze.',
    ],
  },
};
