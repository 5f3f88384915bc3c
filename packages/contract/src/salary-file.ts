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
