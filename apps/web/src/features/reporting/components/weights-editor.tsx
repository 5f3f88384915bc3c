import { useTranslation } from 'react-i18next';
import {
  CRITERION_WEIGHT_MAX,
  CRITERION_WEIGHT_MIN,
  jobCriteria,
  jobCriterionKeys,
  SUB_WEIGHT_MAX,
  SUB_WEIGHT_MIN,
  type JobCriterion,
  type JobWeights,
} from '@parytet/contract/reporting/categories';
import { TextField } from '#components/ui/text-field.tsx';
import styles from './reporting.module.css';

export type WeightsEditorProps = {
  weights: JobWeights;
  onChange: (weights: JobWeights) => void;
  disabled: boolean;
};

/** The four criteria's weights and each criterion's sub-criteria weights, within their bounds. */
export const WeightsEditor = ({ weights, onChange, disabled }: WeightsEditorProps) => {
  const { t } = useTranslation();
  const e = (key: string, values: Record<string, unknown> = {}) =>
    t(`reporting.categories.evaluation.${key}`, values);
  const setCriterion = (c: JobCriterion, value: number) =>
    onChange({ ...weights, criteria: { ...weights.criteria, [c]: value } });
  const setSub = (c: JobCriterion, sub: string, value: number) =>
    onChange({
      ...weights,
      sub_criteria: { ...weights.sub_criteria, [c]: { ...weights.sub_criteria[c], [sub]: value } },
    });
  return (
    <fieldset className={styles.form}>
      <legend>{e('weights')}</legend>
      <div className={styles.weights}>
        {jobCriterionKeys.map((c) => (
          <div key={c}>
            <TextField
              type="number"
              min={CRITERION_WEIGHT_MIN}
              max={CRITERION_WEIGHT_MAX}
              disabled={disabled}
              label={e('criterionWeight', { criterion: e(`criteria.${c}`) })}
              value={weights.criteria[c]}
              onChange={(event) => setCriterion(c, Number(event.target.value))}
            />
            {jobCriteria[c].map((sub) => (
              <TextField
                key={sub}
                type="number"
                min={SUB_WEIGHT_MIN}
                max={SUB_WEIGHT_MAX}
                disabled={disabled}
                label={e('subWeight', { sub: e(`sub.${sub}`), criterion: e(`criteria.${c}`) })}
                value={(weights.sub_criteria[c] as Record<string, number>)[sub]}
                onChange={(event) => setSub(c, sub, Number(event.target.value))}
              />
            ))}
          </div>
        ))}
      </div>
    </fieldset>
  );
};
