import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { offersMore, type FixedValue } from '@parytet/contract/chats';
import styles from './chat.module.css';

export type FixedValuesProps = {
  values: readonly FixedValue[];
  onPick: (label: string) => void;
  disabled?: boolean;
};

/**
 * The fixed answers the assistant offers, each a button named by its label with its tip shown
 * under it (and read as the button's description); the "More" of a cut answer, alone.
 */
export const FixedValues = ({ values, onPick, disabled = false }: FixedValuesProps) => {
  const { t } = useTranslation();
  const baseId = useId();
  if (values.length === 0) return null;
  const [more] = values;
  // The rest of a cut answer: one button under it, not a choice between answers.
  if (more && offersMore(values)) {
    return (
      <div className={styles.more}>
        <button
          type="button"
          className={styles.fixedButton}
          aria-describedby={`${baseId}-more`}
          disabled={disabled}
          onClick={() => onPick(more.label)}
        >
          <span className={styles.fixedLabel}>{more.label}</span>
          <span id={`${baseId}-more`} className={styles.fixedTip} aria-hidden="true">
            {more.tip}
          </span>
        </button>
      </div>
    );
  }
  return (
    <div className={styles.fixedValues} role="group" aria-labelledby={`${baseId}-title`}>
      <p id={`${baseId}-title`} className={styles.fixedTitle}>
        {t('chat.fixedValues')} <span className={styles.muted}>{t('chat.orType')}</span>
      </p>
      <ul className={styles.fixedList}>
        {values.map((value, index) => (
          <li key={value.label}>
            <button
              type="button"
              className={styles.fixedButton}
              aria-describedby={`${baseId}-tip-${index}`}
              disabled={disabled}
              onClick={() => onPick(value.label)}
            >
              <span className={styles.fixedLabel}>{value.label}</span>
              <span id={`${baseId}-tip-${index}`} className={styles.fixedTip} aria-hidden="true">
                {value.tip}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
};
