import { useTranslation } from 'react-i18next';
import styles from './salary-bands.module.css';

const STEPS = ['choose', 'preview', 'adjust'] as const;

/** Where the wizard is: choose how, check the draft, adjust and save it in the editor. */
export const DraftSteps = ({ current }: { current: 1 | 2 }) => {
  const { t } = useTranslation();
  return (
    <ol className={styles.steps} aria-label={t('salary-bands.draft.stepsLabel')}>
      {STEPS.map((step, i) => (
        <li
          key={step}
          aria-current={i + 1 === current ? 'step' : undefined}
          data-done={i + 1 < current || undefined}
        >
          <span className={styles.stepNumber} aria-hidden="true">
            {i + 1}
          </span>
          {t(`salary-bands.draft.steps.${step}`)}
        </li>
      ))}
    </ol>
  );
};
