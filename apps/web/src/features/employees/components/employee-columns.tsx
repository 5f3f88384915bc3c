import {
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  tableFeatures,
} from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import {
  DEFAULT_CURRENCY,
  type Currency,
  type EmployeeRow,
  type Gender,
} from '@parytet/contract/reports';
import { isSmallGroup, SmallGroupMoney } from '#components/report-status/small-group.tsx';
import { formatMoney, formatPercent, type Lang } from '#lib/format.ts';
import { employeeGapColour } from '../model/gap-colour.ts';

type Row = EmployeeRow;

// Levels and positions read naturally ("L2" before "L10"), as the engine orders them.
const collator = new Intl.Collator('pl', { numeric: true, sensitivity: 'base' });

type Sortable = { getValue: (columnId: string) => unknown };

const natural = (a: Sortable, b: Sortable, columnId: string) =>
  collator.compare(String(a.getValue(columnId) ?? ''), String(b.getValue(columnId) ?? ''));

const numeric = (a: Sortable, b: Sortable, columnId: string) =>
  Number(a.getValue(columnId)) - Number(b.getValue(columnId));

export const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { natural, numeric },
});

const helper = createColumnHelper<typeof features, Row>();

/** Column widths in px: the table lays out fixed, so virtualised rows never shift it. */
const COLUMN_WIDTHS: Record<string, number> = {
  id: 100,
  gender: 84,
  level: 96,
  position: 220,
  salary_difference: 124,
  pay_gap: 108,
  salary: 148,
};
const MONEY_WIDTH = 120;
/** The means may carry a head count ("2 people†") beside the amount. */
const MEAN_WIDTH = 184;
const MEAN_COLUMNS = new Set([
  'position_mean_salary',
  'position_women_mean_salary',
  'position_men_mean_salary',
  'level_mean_salary',
  'level_women_mean_salary',
  'level_men_mean_salary',
]);
export const columnWidth = (id: string) =>
  COLUMN_WIDTHS[id] ?? (MEAN_COLUMNS.has(id) ? MEAN_WIDTH : MONEY_WIDTH);

/** How many people each mean is taken over (decisions §5: small groups carry their count). */
const GROUP_COUNTS: Partial<Record<MoneyKey, (row: Row) => number>> = {
  position_mean_salary: (r) => r.position_women_count + r.position_men_count,
  position_women_mean_salary: (r) => r.position_women_count,
  position_men_mean_salary: (r) => r.position_men_count,
  level_mean_salary: (r) => r.level_women_count + r.level_men_count,
  level_women_mean_salary: (r) => r.level_women_count,
  level_men_mean_salary: (r) => r.level_men_count,
};

/** Whether any of the row's means is one or two people's pay. */
export const hasSmallGroup = (row: Row, isSmall: (count: number) => boolean) =>
  Object.entries(GROUP_COUNTS).some(
    ([key, count]) => row[key as MoneyKey] !== null && isSmall(count(row)),
  );

const GenderLetter = ({ gender, t }: { gender: Gender; t: TFunction }) => (
  <abbr title={t(`employees.gender.long.${gender}`)}>{t(`employees.gender.short.${gender}`)}</abbr>
);

type MoneyKey =
  | 'salary_difference'
  | 'salary'
  | 'position_mean_salary'
  | 'position_women_mean_salary'
  | 'position_men_mean_salary'
  | 'level_mean_salary'
  | 'level_women_mean_salary'
  | 'level_men_mean_salary';

/**
 * The spec's columns (§2, employees screen), the six averages grouped under "position" and
 * "level". Nulls (no comparator, an empty group) become undefined so they sort last.
 */
export const buildColumns = (t: TFunction, lang: Lang, currency: Currency = DEFAULT_CURRENCY) => {
  const money = (key: MoneyKey, header: string) => {
    const count = GROUP_COUNTS[key];
    return helper.accessor((row) => row[key] ?? undefined, {
      id: key,
      header,
      sortFn: 'numeric',
      sortUndefined: 'last',
      // The marked amount (a component with its own hooks) only where a group is small: the
      // other cells are plain text, which keeps the rows that scroll into view cheap.
      cell: (info) => {
        const value = info.getValue() ?? null;
        const people = count?.(info.row.original) ?? 0;
        return value !== null && isSmallGroup(people) ? (
          <SmallGroupMoney value={value} count={people} />
        ) : (
          formatMoney(value, lang, currency)
        );
      },
    });
  };
  return helper.columns([
    helper.accessor('id', { header: t('employees.columns.id'), sortFn: 'natural' }),
    helper.accessor('gender', {
      header: t('employees.columns.gender'),
      sortFn: 'natural',
      cell: (info) => <GenderLetter gender={info.getValue()} t={t} />,
    }),
    helper.accessor('level', { header: t('employees.columns.level'), sortFn: 'natural' }),
    helper.accessor('position', { header: t('employees.columns.position'), sortFn: 'natural' }),
    money('salary_difference', t('employees.columns.salaryDifference')),
    helper.accessor((row) => row.pay_gap ?? undefined, {
      id: 'pay_gap',
      header: t('employees.columns.payGap'),
      sortFn: 'numeric',
      sortUndefined: 'last',
      cell: (info) => formatPercent(info.getValue(), lang, { signed: true }),
    }),
    money('salary', t('employees.columns.salary')),
    helper.group({
      id: 'position_average',
      header: t('employees.columns.positionAverage'),
      columns: helper.columns([
        money('position_mean_salary', t('employees.columns.all')),
        money('position_women_mean_salary', t('employees.columns.women')),
        money('position_men_mean_salary', t('employees.columns.men')),
      ]),
    }),
    helper.group({
      id: 'level_average',
      header: t('employees.columns.levelAverage'),
      columns: helper.columns([
        money('level_mean_salary', t('employees.columns.all')),
        money('level_women_mean_salary', t('employees.columns.women')),
        money('level_men_mean_salary', t('employees.columns.men')),
      ]),
    }),
  ]);
};

/** Inline colours of the gap cell (the pay-gap scale, turned to one direction). */
export const cellStyle = (columnId: string, row: Row) => {
  if (columnId !== 'pay_gap') return undefined;
  const { background, color } = employeeGapColour(row);
  return { background, color };
};
