import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MeritBudgetBody } from '@parytet/contract/merit-cycles';
import { TextField } from '#components/ui/text-field.tsx';
import { useMeritMessage } from '../hooks/use-merit-message.ts';
import { parsePercent } from '../lib/matrix-draft.ts';
import styles from './merit-cycles.module.css';

/** The fields a new cycle and a draft's settings share. */
export type CycleFieldValues = {
  name: string;
  effective_on: string;
  budget: MeritBudgetBody;
};

export type CycleFieldsProps = {
  register: UseFormRegister<CycleFieldValues>;
  errors: FieldErrors<CycleFieldValues>;
  /** The budget's kind as chosen: its value's label and hint follow it. */
  kind: MeritBudgetBody['kind'];
  /** The report's currency sign, for an amount. */
  currencySign: string;
};

/** Name, effective date and the budget (a percent of base pay, or an amount per month). */
export const CycleFields = ({ register, errors, kind, currencySign }: CycleFieldsProps) => {
  const { t } = useTranslation();
  const message = useMeritMessage();
  const k = (key: string, values: Record<string, unknown> = {}) =>
    t(`merit-cycles.form.${key}`, values);
  return (
    <>
      <TextField
        label={k('name')}
        autoComplete="off"
        error={message(errors.name?.message)}
        {...register('name')}
      />
      <TextField
        label={k('effectiveOn')}
        hint={k('effectiveOnHint')}
        type="date"
        error={message(errors.effective_on?.message)}
        {...register('effective_on')}
      />
      <fieldset className={styles.budgetFields}>
        <legend>{k('budget')}</legend>
        <div className={styles.radios}>
          {(['percent', 'amount'] as const).map((option) => (
            <label key={option}>
              <input type="radio" value={option} {...register('budget.kind')} />
              {k(`budgetKinds.${option}`)}
            </label>
          ))}
        </div>
        <TextField
          label={
            kind === 'percent' ? k('budgetPercent') : k('budgetAmount', { currency: currencySign })
          }
          hint={kind === 'percent' ? k('budgetPercentHint') : k('budgetAmountHint')}
          inputMode="decimal"
          autoComplete="off"
          error={message(errors.budget?.value?.message)}
          {...register('budget.value', { setValueAs: (v: unknown) => parsePercent(String(v)) })}
        />
      </fieldset>
    </>
  );
};
