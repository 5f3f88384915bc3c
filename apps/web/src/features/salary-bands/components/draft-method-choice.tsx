import { useTranslation } from 'react-i18next';
import styles from './salary-bands.module.css';

export type Method = 'percentiles' | 'market' | 'template';
const METHODS: readonly Method[] = ['percentiles', 'market', 'template'];

/** A report's own pay, the benchmark, or a filled template: the three ways to a draft. */
export const MethodChoice = ({
  value,
  onChange,
}: {
  value: Method;
  onChange: (m: Method) => void;
}) => {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.methods}>
      <legend>{t('salary-bands.draft.method')}</legend>
      {METHODS.map((method) => (
        <label key={method} className={styles.method}>
          <input
            type="radio"
            name="draft-method"
            value={method}
            checked={value === method}
            onChange={() => onChange(method)}
          />
          <span>
            <strong>{t(`salary-bands.draft.methods.${method}`)}</strong>
            <span className={styles.second}>{t(`salary-bands.draft.methods.${method}Hint`)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
};
