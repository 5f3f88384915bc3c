import { useTranslation } from 'react-i18next';
import {
  BAND_WIDTH_MAX,
  BAND_WIDTH_MIN,
  CRITERION_WEIGHT_MAX,
  CRITERION_WEIGHT_MIN,
  jobCriteria,
  jobCriterionKeys,
  SCORE_MAX,
  SCORE_MIN,
  SUB_WEIGHT_MAX,
  SUB_WEIGHT_MIN,
  type EvaluatedPosition,
  type JobCriterion,
} from '@parytet/contract/reporting/categories';
import { unroundedTotalScore } from '@parytet/contract/reporting/job-score';
import { reportTableStyles as table, TableScroll } from '#components/report-status/index.ts';
import { Checkbox } from '#components/ui/checkbox.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { formatNumber } from '#lib/format.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { neutralScores, unbalancedWeights, type SchemeDraft } from '../lib/scheme-draft.ts';
import styles from './reporting.module.css';
import { WeightsEditor } from './weights-editor.tsx';

export type JobEvaluationEditorProps = {
  draft: SchemeDraft;
  onChange: (draft: SchemeDraft) => void;
  positions: readonly string[];
  /** The saved version's totals and groups, by position. */
  evaluated: readonly EvaluatedPosition[];
  disabled: boolean;
};

const SCORES = Array.from({ length: SCORE_MAX - SCORE_MIN + 1 }, (_, i) => SCORE_MIN + i);

/** Scores per position on every sub-criterion, the weights and the band width (Art. 4(4)). */
export const JobEvaluationEditor = ({
  draft,
  onChange,
  positions,
  evaluated,
  disabled,
}: JobEvaluationEditorProps) => {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const e = (key: string, values: Record<string, unknown> = {}) =>
    t(`reporting.categories.evaluation.${key}`, values);
  const saved = new Map(evaluated.map((p) => [p.position, p]));
  const toggle = (position: string, on: boolean) => {
    const scores = Object.fromEntries(
      Object.entries(draft.scores).filter(([name]) => name !== position),
    );
    if (on) scores[position] = neutralScores();
    onChange({ ...draft, scores });
  };
  const setScore = (position: string, c: JobCriterion, sub: string, value: number) => {
    const current = draft.scores[position] ?? neutralScores();
    onChange({
      ...draft,
      scores: { ...draft.scores, [position]: { ...current, [c]: { ...current[c], [sub]: value } } },
    });
  };
  const subs = jobCriterionKeys.flatMap((c) => jobCriteria[c].map((sub) => ({ c, sub })));
  return (
    <div className={styles.stack}>
      <p>
        {e('intro', {
          cmin: CRITERION_WEIGHT_MIN,
          cmax: CRITERION_WEIGHT_MAX,
          smin: SUB_WEIGHT_MIN,
          smax: SUB_WEIGHT_MAX,
        })}
      </p>
      <WeightsEditor
        weights={draft.weights}
        onChange={(weights) => onChange({ ...draft, weights })}
        disabled={disabled}
      />
      {unbalancedWeights(draft.weights).map(({ what, total }) => (
        <p key={what} className={styles.error} role="alert">
          {e('sumError', {
            what: what === 'criteria' ? e('weights') : e(`criteria.${what}`),
            sum: total,
          })}
        </p>
      ))}
      <TextField
        type="number"
        min={BAND_WIDTH_MIN}
        max={BAND_WIDTH_MAX}
        disabled={disabled}
        className={styles.bandWidth}
        label={e('bandWidth', { min: BAND_WIDTH_MIN, max: BAND_WIDTH_MAX })}
        value={draft.bandWidth}
        onChange={(event) => onChange({ ...draft, bandWidth: Number(event.target.value) })}
      />
      <p className={styles.note} id="job-evaluation-how">
        {e('howTo')}
      </p>
      <TableScroll label={e('scores')}>
        <table
          className={[table.table, styles.scoreTable].join(' ')}
          data-table="job-evaluation"
          aria-describedby="job-evaluation-how"
        >
          <caption className="visually-hidden">{e('scores')}</caption>
          <thead>
            <tr>
              <th scope="col" rowSpan={2}>
                {t('reporting.categories.groups.position')}
              </th>
              <th scope="col" rowSpan={2}>
                {e('evaluated')}
              </th>
              <th scope="col" rowSpan={2} className={table.num}>
                {e('total')}
              </th>
              <th scope="col" rowSpan={2}>
                {e('savedCategory')}
              </th>
              {jobCriterionKeys.map((c) => (
                <th key={c} scope="colgroup" colSpan={jobCriteria[c].length}>
                  {e(`criteria.${c}`)}
                </th>
              ))}
            </tr>
            <tr>
              {subs.map(({ sub }) => (
                <th key={sub} scope="col" className={styles.subHead}>
                  {e(`sub.${sub}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {positions.map((position) => {
              const scores = draft.scores[position];
              return (
                <tr key={position}>
                  <th scope="row">{position}</th>
                  <td>
                    <Checkbox
                      label={<span className="visually-hidden">{e('include', { position })}</span>}
                      checked={scores !== undefined}
                      disabled={disabled}
                      onChange={(event) => toggle(position, event.target.checked)}
                    />
                  </td>
                  {/* Beside the tick, so the live total is in view while scoring. */}
                  <td className={table.num} data-live-total={position}>
                    {scores
                      ? formatNumber(unroundedTotalScore(scores, draft.weights), lang, 2)
                      : ''}
                  </td>
                  <td>{saved.get(position)?.category ?? ''}</td>
                  {scores ? (
                    subs.map(({ c, sub }) => (
                      <td key={sub}>
                        <select
                          className={styles.scoreSelect}
                          aria-label={e('score', { position, sub: e(`sub.${sub}`) })}
                          value={(scores[c] as Record<string, number>)[sub]}
                          disabled={disabled}
                          onChange={(event) =>
                            setScore(position, c, sub, Number(event.target.value))
                          }
                        >
                          {SCORES.map((score) => (
                            <option key={score} value={score}>
                              {score}
                            </option>
                          ))}
                        </select>
                      </td>
                    ))
                  ) : (
                    <td colSpan={subs.length} className={styles.notEvaluated}>
                      {e('keepsLevel')}
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
    </div>
  );
};
