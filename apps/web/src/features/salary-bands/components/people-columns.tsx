import {
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  tableFeatures,
} from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { Currency } from '@parytet/contract/reports';
import type { ReportBands } from '@parytet/contract/salary-bands';
import { formatMoney, formatNumber, formatPercent, type Lang } from '#lib/format.ts';

export type Person = NonNullable<ReportBands['employees']>[number];

// Levels, positions and ids read naturally ("L2" before "L10"), as the engine orders them.
const collator = new Intl.Collator('pl', { numeric: true, sensitivity: 'base' });
type Sortable = { getValue: (columnId: string) => unknown };
const natural = (a: Sortable, b: Sortable, id: string) =>
  collator.compare(String(a.getValue(id) ?? ''), String(b.getValue(id) ?? ''));
const numeric = (a: Sortable, b: Sortable, id: string) =>
  Number(a.getValue(id)) - Number(b.getValue(id));

export const peopleFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { natural, numeric },
});

const helper = createColumnHelper<typeof peopleFeatures, Person>();

/** Column widths in px: the table lays out fixed, so rows scrolling in never shift it. */
const WIDTHS: Record<string, number> = {
  id: 96,
  gender: 112,
  level: 88,
  position: 200,
  band: 160,
  pay: 132,
  compa_ratio: 112,
  range_penetration: 128,
  place: 200,
};
export const peopleColumnWidth = (id: string) => WIDTHS[id] ?? 120;
export const NUMERIC_PEOPLE_COLUMNS = new Set(['pay', 'compa_ratio', 'range_penetration']);

/** Where a person sits against their band, in words (never colour alone). */
export const placeOf = (person: Person) =>
  person.band_level === null
    ? 'none'
    : person.below_min
      ? 'below'
      : person.above_max
        ? 'above'
        : 'within';

/** The per-person columns: who, their band, pay, compa-ratio, penetration and place. */
export const peopleColumns = (t: TFunction, lang: Lang, currency: Currency) =>
  helper.columns([
    helper.accessor('id', { header: t('salary-bands.people.columns.id'), sortFn: 'natural' }),
    helper.accessor('gender', {
      header: t('salary-bands.people.columns.gender'),
      sortFn: 'natural',
      cell: (info) => t(`salary-bands.gender.${info.getValue()}`),
    }),
    helper.accessor('level', { header: t('salary-bands.people.columns.level'), sortFn: 'natural' }),
    helper.accessor('position', {
      header: t('salary-bands.people.columns.position'),
      sortFn: 'natural',
    }),
    helper.accessor(
      (row) =>
        row.band_level === null
          ? undefined
          : row.band_job_family
            ? `${row.band_level} · ${row.band_job_family}`
            : row.band_level,
      {
        id: 'band',
        header: t('salary-bands.people.columns.band'),
        sortFn: 'natural',
        sortUndefined: 'last',
        cell: (info) => info.getValue() ?? t('salary-bands.people.noBand'),
      },
    ),
    helper.accessor('pay', {
      header: t('salary-bands.people.columns.pay'),
      sortFn: 'numeric',
      cell: (info) => formatMoney(info.getValue(), lang, currency),
    }),
    helper.accessor((row) => row.compa_ratio ?? undefined, {
      id: 'compa_ratio',
      header: t('salary-bands.people.columns.compaRatio'),
      sortFn: 'numeric',
      sortUndefined: 'last',
      cell: (info) => formatNumber(info.getValue(), lang, 2),
    }),
    helper.accessor((row) => row.range_penetration ?? undefined, {
      id: 'range_penetration',
      header: t('salary-bands.people.columns.penetration'),
      sortFn: 'numeric',
      sortUndefined: 'last',
      cell: (info) => {
        const value = info.getValue();
        return formatPercent(value === undefined ? null : value * 100, lang);
      },
    }),
    helper.accessor(placeOf, {
      id: 'place',
      header: t('salary-bands.people.columns.place'),
      sortFn: 'natural',
      cell: (info) => t(`salary-bands.people.places.${info.getValue()}`),
    }),
  ]);
