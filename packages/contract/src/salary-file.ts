/** One column of the salary file: its English and Polish header and other accepted names. */
export type SalaryFileColumn = {
  field: SalaryFileField;
  en: string;
  pl: string;
  required: boolean;
  aliases: readonly string[];
};

export type SalaryFileField =
  'id' | 'gender' | 'level' | 'position' | 'location' | 'daysOff' | 'baseSalary' | 'bonuses';

/**
 * The salary file's columns in the order of the example file (decisions §5): English as the spec
 * names them, Polish as the Polish example file. The engine reads headers by these names, the
 * upload page and the methodology show them.
 */
export const SALARY_FILE_COLUMNS: readonly SalaryFileColumn[] = [
  { field: 'id', en: 'ID', pl: 'ID', required: true, aliases: ['identyfikator'] },
  { field: 'gender', en: 'Gender', pl: 'Płeć', required: true, aliases: [] },
  { field: 'level', en: 'Level', pl: 'Poziom', required: true, aliases: [] },
  { field: 'position', en: 'Position', pl: 'Stanowisko', required: true, aliases: [] },
  { field: 'location', en: 'Location', pl: 'Lokalizacja', required: false, aliases: [] },
  { field: 'daysOff', en: 'Days Off', pl: 'Dni wolne', required: true, aliases: [] },
  {
    field: 'baseSalary',
    en: 'Base Salary',
    pl: 'Wynagrodzenie zasadnicze',
    required: true,
    aliases: [],
  },
  {
    field: 'bonuses',
    en: 'Bonuses and Benefits',
    pl: 'Premie i benefity',
    required: true,
    aliases: ['bonuses & benefits', 'premie i świadczenia'],
  },
];

/** The English header row, e.g. for building a file in a test or a benchmark. */
export const SALARY_FILE_HEADER: readonly string[] = SALARY_FILE_COLUMNS.map((c) => c.en);

/**
 * Columns a file may add (decisions §8): working time, categories, the regression's factors, and
 * the performance rating a merit cycle's matrix reads (decisions §10).
 */
export type OptionalSalaryFileField =
  'fte' | 'weeklyHours' | 'category' | 'yearsOfService' | 'age' | 'education' | 'performance';

export type OptionalSalaryFileColumn = Omit<SalaryFileColumn, 'field' | 'required'> & {
  field: OptionalSalaryFileField;
  required: false;
};

/**
 * The optional columns beside the ones above, in the order the example file explains them. The
 * engine reads them by these names; the upload page, the example file's column sheet and the
 * error for an unknown column name them.
 */
export const SALARY_FILE_OPTIONAL_COLUMNS: readonly OptionalSalaryFileColumn[] = [
  { field: 'fte', en: 'FTE', pl: 'Etat', required: false, aliases: ['wymiar etatu'] },
  {
    field: 'weeklyHours',
    en: 'Weekly Hours',
    pl: 'Godziny tygodniowo',
    required: false,
    aliases: ['tygodniowy wymiar godzin'],
  },
  {
    field: 'category',
    en: 'Category',
    pl: 'Kategoria',
    required: false,
    aliases: ['kategoria pracowników'],
  },
  {
    field: 'yearsOfService',
    en: 'Years of Service',
    pl: 'Staż pracy',
    required: false,
    aliases: ['staż'],
  },
  { field: 'age', en: 'Age', pl: 'Wiek', required: false, aliases: [] },
  { field: 'education', en: 'Education', pl: 'Wykształcenie', required: false, aliases: [] },
  {
    field: 'performance',
    en: 'Performance',
    pl: 'Ocena',
    required: false,
    aliases: ['performance rating', 'ocena pracy', 'ocena okresowa'],
  },
];

/** The names of the columns every file must have, in one language (for messages). */
export const requiredColumnNames = (lang: 'en' | 'pl'): string[] =>
  SALARY_FILE_COLUMNS.filter((c) => c.required).map((c) => c[lang]);

/** The names of every column a file may leave out, in one language (for messages). */
export const optionalColumnNames = (lang: 'en' | 'pl'): string[] => [
  ...SALARY_FILE_COLUMNS.filter((c) => !c.required).map((c) => c[lang]),
  ...SALARY_FILE_OPTIONAL_COLUMNS.map((c) => c[lang]),
];
