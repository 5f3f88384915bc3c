import { Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BenchmarkRole, Seniority } from '@parytet/contract/benchmarking';
import { reportTableStyles as table, TableScroll } from '#components/report-status/index.ts';
import { formatNumber } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import type { BenchmarkNames } from '../hooks/use-benchmark-names.ts';
import {
  chooseRole,
  chooseSeniority,
  positionChoice,
  positionKey,
  positionProblem,
  positionState,
  type MappingDraft,
  type PositionRow,
} from '../lib/mapping-draft.ts';
import { NONE, roleOptionLabel } from '../lib/option-labels.ts';
import styles from './benchmarking.module.css';
import { MappingStatus } from './mapping-status.tsx';

export type PositionMappingTableProps = {
  rows: readonly PositionRow[];
  names: BenchmarkNames;
  draft: MappingDraft;
  onChange: (draft: MappingDraft) => void;
  /** The caller may map (owner, admin, member); otherwise the table only reads. */
  editable: boolean;
};

/** Positions grouped by their level, each with its role, seniority and state. */
export const PositionMappingTable = ({
  rows,
  names,
  draft,
  onChange,
  editable,
}: PositionMappingTableProps) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const m = (key: string, values: Record<string, string> = {}) =>
    t(`benchmarking.mapping.${key}`, values);
  const caption = m('positions.caption');
  const baseId = useId();
  return (
    <TableScroll label={caption}>
      <table
        className={[table.table, table.stack, styles.mappingTable].join(' ')}
        data-table="position-mapping"
      >
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{m('positions.position')}</th>
            <th scope="col" className={table.num}>
              {m('people')}
            </th>
            <th scope="col">{m('positions.role')}</th>
            <th scope="col">{m('positions.seniority')}</th>
            <th scope="col">{m('state')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const choice = positionChoice(row, draft);
            const state = positionState(row, draft);
            const problem = positionProblem(choice);
            const key = positionKey(row);
            const problemId = `${baseId}-problem-${index}`;
            const named = { position: row.position, level: row.level };
            const newLevel = index === 0 || rows[index - 1]?.level !== row.level;
            const roleValue =
              choice.role ?? (state === 'confirmed' || state === 'edited' ? NONE : '');
            return (
              <Fragment key={key}>
                {newLevel && (
                  <tr className={styles.levelRow}>
                    <th scope="colgroup" colSpan={5}>
                      {m('positions.level', { level: row.level })}
                    </th>
                  </tr>
                )}
                <tr data-state={state}>
                  <th scope="row">{row.position}</th>
                  <td className={table.num} data-label={m('people')}>
                    {formatNumber(row.people, lang)}
                  </td>
                  <td data-label={m('positions.role')}>
                    {editable ? (
                      <select
                        className={[styles.cellSelect, styles.roleSelect].join(' ')}
                        aria-label={m('positions.roleOf', named)}
                        value={roleValue}
                        onChange={(event) => {
                          const value = event.target.value;
                          if (value === '') return;
                          onChange(
                            chooseRole(
                              draft,
                              row,
                              value === NONE ? null : (value as BenchmarkRole),
                            ),
                          );
                        }}
                      >
                        {roleValue === '' && <option value="">{m('choose')}</option>}
                        <option value={NONE}>{m('positions.noRole')}</option>
                        {names.roles.map((role) => (
                          <option key={role.id} value={role.id}>
                            {roleOptionLabel(t, role, names.role(role.id))}
                          </option>
                        ))}
                      </select>
                    ) : (
                      <span>{choice.role ? names.role(choice.role) : m('positions.noRole')}</span>
                    )}
                  </td>
                  <td data-label={m('positions.seniority')}>
                    {editable ? (
                      <>
                        <select
                          className={[styles.cellSelect, styles.senioritySelect].join(' ')}
                          aria-label={m('positions.seniorityOf', named)}
                          aria-invalid={problem ? true : undefined}
                          aria-describedby={problem ? problemId : undefined}
                          value={choice.seniority ?? ''}
                          disabled={choice.role === null}
                          onChange={(event) =>
                            onChange(
                              chooseSeniority(
                                draft,
                                row,
                                (event.target.value || null) as Seniority | null,
                              ),
                            )
                          }
                        >
                          <option value="">{choice.role === null ? '–' : m('choose')}</option>
                          {names.seniorities.map((s) => (
                            <option key={s.id} value={s.id}>
                              {names.seniority(s.id)}
                            </option>
                          ))}
                        </select>
                        {problem && (
                          <p id={problemId} className={styles.problem}>
                            {m('positions.seniorityRequired')}
                          </p>
                        )}
                      </>
                    ) : (
                      <span>{choice.seniority ? names.seniority(choice.seniority) : '–'}</span>
                    )}
                  </td>
                  <td data-label={m('state')}>
                    <MappingStatus state={state} />
                  </td>
                </tr>
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
};
