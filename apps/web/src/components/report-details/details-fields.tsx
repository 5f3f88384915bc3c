import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { reportCurrencies, type Currency } from '@parytet/contract/reports';
import { currentLanguage } from '#lib/i18n.ts';
import { Select } from '../ui/select.tsx';
import { TextField } from '../ui/text-field.tsx';
import styles from './report-details.module.css';

export type DetailsFieldsProps = {
  register: {
    currency: UseFormRegisterReturn;
    period_start: UseFormRegisterReturn;
    period_end: UseFormRegisterReturn;
  };
  /** Already translated. */
  errors: Partial<Record<'currency' | 'period_start' | 'period_end', string>>;
  disabled?: boolean;
};

/** "EUR · euro" / "EUR · euro": the code the amounts carry and the name in the user's language. */
const currencyOptions = (lang: string) => {
  const names = new Intl.DisplayNames([lang], { type: 'currency' });
  return reportCurrencies.map((code: Currency) => ({
    value: code,
    label: `${code} · ${names.of(code) ?? code}`,
  }));
};

/** An empty date input means no period (stored as null), not a wrong date. */
export const dateOrNull = (value: unknown) => (value === '' ? null : value);

/** The report's currency and period, as the upload form and the header's editor ask for them. */
export const DetailsFields = ({ register, errors, disabled }: DetailsFieldsProps) => {
  const { t, i18n } = useTranslation();
  return (
    <fieldset className={styles.fields} disabled={disabled}>
      <legend className="visually-hidden">{t('report-status.reportDetails.legend')}</legend>
      <Select
        label={t('report-status.reportDetails.currency')}
        hint={t('report-status.reportDetails.currencyHint')}
        options={currencyOptions(currentLanguage(i18n))}
        error={errors.currency}
        {...register.currency}
      />
      <div className={styles.period}>
        <TextField
          type="date"
          label={t('report-status.reportDetails.periodStart')}
          error={errors.period_start}
          {...register.period_start}
        />
        <TextField
          type="date"
          label={t('report-status.reportDetails.periodEnd')}
          error={errors.period_end}
          {...register.period_end}
        />
      </div>
    </fieldset>
  );
};
