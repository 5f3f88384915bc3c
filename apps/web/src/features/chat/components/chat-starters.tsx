import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './chat.module.css';

const STARTERS = ['rolePay', 'gapWhy', 'salaryFair', 'term'] as const;

/** A fresh chat: what the assistant can do, and four questions to start with. */
export const ChatStarters = ({ onPick }: { onPick: (prompt: string) => void }) => {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <div className={styles.starters}>
      <p className={styles.intro}>{t('chat.intro')}</p>
      <p id={headingId} className={styles.fixedTitle}>
        {t('chat.starters.label')}
      </p>
      <ul className={styles.starterList} aria-labelledby={headingId}>
        {STARTERS.map((key) => (
          <li key={key}>
            <button
              type="button"
              className={styles.starterButton}
              onClick={() => onPick(t(`chat.starters.${key}`))}
            >
              {t(`chat.starters.${key}`)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
};
