import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  optimiseBodySchema,
  optimiseGoalSchema,
  type OptimiseBody,
} from '@parytet/contract/merit-cycles';
import { Button } from '#components/ui/button.tsx';
import { Checkbox } from '#components/ui/checkbox.tsx';
import { formSubmit } from '#lib/form-submit.ts';
import styles from './merit-cycles.module.css';

export type OptimiserFormProps = {
  busy: boolean;
  /** A band structure was in force: band maxima can be respected or passed. */
  hasBands: boolean;
  onRun: (body: OptimiseBody) => void;
};

/** What the optimiser aims at and within which limits; the contract's schema checks it. */
export const OptimiserForm = ({ busy, hasBands, onRun }: OptimiserFormProps) => {
  const { t } = useTranslation();
  const k = (key: string) => t(`merit-cycles.optimiser.${key}`);
  const { register, handleSubmit, control } = useForm({
    resolver: zodResolver(optimiseBodySchema),
    defaultValues: {
      goal: 'flags',
      within_budget: false,
      allow_above_band_max: false,
      start_from: 'current_pay',
    },
  });
  const startFrom = useWatch({ control, name: 'start_from' });
  return (
    <form className={styles.optimiserForm} noValidate onSubmit={formSubmit(handleSubmit(onRun))}>
      <fieldset className={styles.choices}>
        <legend>{k('goal')}</legend>
        {optimiseGoalSchema.options.map((goal) => (
          <label key={goal} className={styles.choice}>
            <input type="radio" value={goal} {...register('goal')} />
            <span>
              <strong>{k(`goals.${goal}`)}</strong>
              <span className={styles.choiceHint}>{k(`goalHints.${goal}`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.choices}>
        <legend>{k('startFrom')}</legend>
        {(['current_pay', 'proposals'] as const).map((start) => (
          <label key={start} className={styles.choice}>
            <input type="radio" value={start} {...register('start_from')} />
            <span>
              <strong>{k(`starts.${start}`)}</strong>
              <span className={styles.choiceHint}>{k(`startHints.${start}`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className={styles.limits}>
        <Checkbox label={k('withinBudget')} {...register('within_budget')} />
        {hasBands && <Checkbox label={k('aboveMax')} {...register('allow_above_band_max')} />}
      </div>
      <p className={styles.note}>{startFrom === 'current_pay' ? k('replaces') : k('addsOnTop')}</p>
      <div>
        <Button type="submit" busy={busy}>
          {k('run')}
        </Button>
      </div>
    </form>
  );
};
