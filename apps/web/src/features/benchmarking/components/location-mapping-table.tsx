import { useTranslation } from 'react-i18next';
import type { Region } from '@parytet/contract/benchmarking';
import { reportTableStyles as table, TableScroll } from '#components/report-status/index.ts';
import { formatNumber } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import type { BenchmarkNames } from '../hooks/use-benchmark-names.ts';
import {
  chooseRegion,
  locationChoice,
  locationState,
  type LocationRow,
  type MappingDraft,
} from '../lib/mapping-draft.ts';
import { NONE } from '../lib/option-labels.ts';
import styles from './benchmarking.module.css';
import { MappingStatus } from './mapping-status.tsx';

export type LocationMappingTableProps = {
  rows: readonly LocationRow[];
  names: BenchmarkNames;
  draft: MappingDraft;
  onChange: (draft: MappingDraft) => void;
  editable: boolean;
};

/** Each location of the file with its voivodeship (or none: remote, abroad, a department). */
export const LocationMappingTable = ({
  rows,
  names,
  draft,
  onChange,
  editable,
}: LocationMappingTableProps) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const m = (key: string, values: Record<string, string> = {}) =>
    t(`benchmarking.mapping.${key}`, values);
  const caption = m('locations.caption');
  return (
    <TableScroll label={caption}>
      <table
        className={[table.table, table.stack, styles.mappingTable].join(' ')}
        data-table="location-mapping"
      >
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{m('locations.location')}</th>
            <th scope="col" className={table.num}>
              {m('people')}
            </th>
            <th scope="col">{m('locations.region')}</th>
            <th scope="col">{m('state')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const region = locationChoice(row, draft);
            const state = locationState(row, draft);
            const value = region ?? (state === 'confirmed' || state === 'edited' ? NONE : '');
            return (
              <tr key={row.location} data-state={state}>
                <th scope="row">{row.location}</th>
                <td className={table.num} data-label={m('people')}>
                  {formatNumber(row.people, lang)}
                </td>
                <td data-label={m('locations.region')}>
                  {editable ? (
                    <select
                      className={[styles.cellSelect, styles.senioritySelect].join(' ')}
                      aria-label={m('locations.regionOf', { location: row.location })}
                      value={value}
                      onChange={(event) => {
                        const next = event.target.value;
                        if (next === '') return;
                        onChange(chooseRegion(draft, row, next === NONE ? null : (next as Region)));
                      }}
                    >
                      {value === '' && <option value="">{m('choose')}</option>}
                      <option value={NONE}>{m('locations.noRegion')}</option>
                      {names.regions.map((r) => (
                        <option key={r.id} value={r.id}>
                          {names.region(r.id)}
                        </option>
                      ))}
                    </select>
                  ) : (
                    <span>{region ? names.region(region) : m('locations.noRegion')}</span>
                  )}
                </td>
                <td data-label={m('state')}>
                  <MappingStatus state={state} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
};
